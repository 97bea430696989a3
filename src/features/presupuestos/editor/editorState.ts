// The quote editor's state: the draft, the marks a refused save brought back from the API (kept on
// the line they name until that line changes), and whether Guardar presupuesto was pressed (from
// then on an empty Cantidad is marked too).
import type { PresupuestoProblem } from '../../../../contract';
import { draftReducer, type DraftAction, type PresupuestoDraft } from './presupuestoDraft';
import { itemAt } from '../../../services/lookup';

/** The quote's own fields (discount, VAT, the lines' count) have their marks under this key. */
export const PRESUPUESTO_MARKS = '';

/** The API's problems by the id of the line they name (PRESUPUESTO_MARKS for the quote's own). */
export type ServerMarks = Readonly<Record<string, readonly PresupuestoProblem[]>>;

export type EditorState = {
  readonly draft: PresupuestoDraft;
  readonly serverMarks: ServerMarks;
  readonly saveTried: boolean;
};

export type EditorAction =
  | DraftAction
  | { type: 'saveTried' }
  /** The API refused the lines sent (`lineIds`, in the order sent) with these problems. */
  | { type: 'saveRefused'; lineIds: readonly string[]; problems: readonly PresupuestoProblem[] };

export const editorState = (draft: PresupuestoDraft): EditorState => ({
  draft,
  serverMarks: {},
  saveTried: false,
});

function without(marks: ServerMarks, key: string): ServerMarks {
  if (!(key in marks)) return marks;
  const rest = { ...marks };
  delete rest[key];
  return rest;
}

/** Which marks an edit answers: those of the line it changed, or of the quote's own fields. */
function answeredMarks(action: DraftAction): string {
  return 'id' in action && action.type !== 'lineRemoved' ? action.id : PRESUPUESTO_MARKS;
}

function marksOf(lineIds: readonly string[], problems: readonly PresupuestoProblem[]): ServerMarks {
  const marks: Record<string, PresupuestoProblem[]> = {};
  for (const problem of problems) {
    const key = 'line' in problem ? itemAt(lineIds, problem.line) : PRESUPUESTO_MARKS;
    if (key === undefined) continue;
    (marks[key] ??= []).push(problem);
  }
  return marks;
}

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'saveTried':
      return state.saveTried ? state : { ...state, saveTried: true };
    case 'saveRefused':
      return { ...state, serverMarks: marksOf(action.lineIds, action.problems) };
    default: {
      const draft = draftReducer(state.draft, action);
      if (draft === state.draft) return state;
      let serverMarks = without(state.serverMarks, answeredMarks(action));
      if (action.type === 'lineRemoved') serverMarks = without(serverMarks, action.id);
      return { ...state, draft, serverMarks };
    }
  }
}
