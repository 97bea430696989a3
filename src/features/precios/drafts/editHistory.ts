// Undo and redo of the values typed into a table: each step is one or more cells, with the edit
// each held before and after (undefined: the cell showed the loaded value).
import { toDraftString, type DraftRow, type RowId } from './draftValues';

export type CellChange = {
  id: RowId;
  field: string;
  before: string | undefined;
  after: string | undefined;
};

/** One undoable step: typing into a cell, or a whole paste or import. */
export type EditStep = CellChange[];

export type EditHistory = { undo: EditStep[]; redo: EditStep[] };

/** Enough for a morning's work, bounded so a long session does not grow the state for ever. */
export const MAX_UNDO_STEPS = 200;

export const emptyHistory = (): EditHistory => ({ undo: [], redo: [] });

/** The edit a cell holds once `text` is typed in it: text equal to the loaded value is none. */
export function editFor(row: DraftRow, field: string, text: string | undefined) {
  return text === undefined || text === toDraftString(row.loaded[field]) ? undefined : text;
}

/** Sets a cell's edit the way typing does (see editFor). */
export function applyEdit(row: DraftRow, field: string, text: string | undefined) {
  const edit = editFor(row, field, text);
  if (edit === undefined) delete row.edits[field];
  else row.edits[field] = edit;
}

/**
 * Records a change of one cell. Typing on in the cell the last step changed extends that step, so
 * one undo takes back the whole value typed there; a step that ends where it began is dropped.
 */
export function recordCellChange(history: EditHistory, change: CellChange) {
  history.redo = [];
  const last = history.undo.at(-1);
  const same = last?.length === 1 && last[0].id === change.id && last[0].field === change.field;
  if (same) {
    const before = last[0].before;
    history.undo.pop();
    if (before === change.after) return;
    history.undo.push([{ ...change, before }]);
    return;
  }
  if (change.before === change.after) return;
  recordStep(history, [change]);
}

/** Records a step of its own (a paste, an import); one that changed nothing is not a step. */
export function recordStep(history: EditHistory, step: EditStep) {
  if (step.length === 0) return;
  history.redo = [];
  history.undo.push(step);
  if (history.undo.length > MAX_UNDO_STEPS) history.undo.shift();
}
