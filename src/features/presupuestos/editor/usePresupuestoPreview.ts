// The quote being written, priced as it is typed: once per change, with the real pricePresupuesto, from
// the tables as loaded. Each line's result keeps its identity while nothing it depends on changed,
// so a keystroke draws again only its own line and the totals (docs/screens.md, "Presupuesto").
import { useMemo } from 'react';
import {
  pricePresupuesto,
  type PriceRow,
  type PricedLine,
  type PresupuestoField,
  type PresupuestoLineField,
  type PresupuestoPricing,
  type PresupuestoProblem,
} from '../../../../contract';
import { PRESUPUESTO_MARKS, type EditorState } from './editorState';
import { problemText } from './problemText';
import { presupuestoInput, type LineDraft } from './presupuestoDraft';
import type { PresupuestoTablasState } from './presupuestoTablas';
import { entryOf } from '../../../services/lookup';

/** What a line's fields say beside themselves, field by field. */
export type LineMarks = Readonly<Partial<Record<PresupuestoLineField, string>>>;

export type LineView = { readonly priced: PricedLine | null; readonly marks: LineMarks };

export type PresupuestoPreview = {
  readonly pricing: PresupuestoPricing;
  /** One per line of the draft, in order. */
  readonly lines: readonly LineView[];
  readonly quoteMarks: Readonly<Partial<Record<PresupuestoField, string>>>;
  /** Every table arrived and pricePresupuesto found nothing to stop the quote. */
  readonly canSave: boolean;
};

/** What a line's view was made from, besides the line itself. */
type Cached = {
  cupRows: readonly PriceRow[] | undefined;
  printRows: readonly PriceRow[] | undefined;
  serverProblems: readonly PresupuestoProblem[] | undefined;
  saveTried: boolean;
  waiting: boolean;
  view: LineView;
};

// A line's view, by the line it was made for: reused while nothing it depends on changed. Keyed by
// the line object, so a line that changed, or an editor that closed, leaves nothing behind.
const views = new WeakMap<LineDraft, Cached>();

const sameInputs = (a: Cached, b: Omit<Cached, 'view'>) =>
  a.cupRows === b.cupRows &&
  a.printRows === b.printRows &&
  a.serverProblems === b.serverProblems &&
  a.saveTried === b.saveTried &&
  a.waiting === b.waiting;

/**
 * Marks a line shows: the first problem on each field, then the API's for fields that have none
 * here. Not shown: what a table still on its way would say, and an empty Cantidad nobody has been
 * asked for yet (before Guardar presupuesto is pressed).
 */
function lineMarks(
  line: LineDraft,
  problems: readonly PresupuestoProblem[],
  serverProblems: readonly PresupuestoProblem[],
  waiting: PresupuestoTablasState['waiting'],
  saveTried: boolean,
): LineMarks {
  const marks: Partial<Record<PresupuestoLineField, string>> = {};
  const shown = (problem: PresupuestoProblem) => {
    if ('table' in problem && waiting.has(problem.table)) return false;
    const untouched = problem.field === 'quantity' && line.quantity.trim() === '';
    return !(untouched && !saveTried);
  };
  for (const problem of [...problems, ...serverProblems]) {
    if (!('line' in problem) || !shown(problem)) continue;
    marks[problem.field] ??= problemText(problem);
  }
  return marks;
}

export function usePresupuestoPreview(
  state: EditorState,
  { tables, waiting }: PresupuestoTablasState,
  ivaPercent: number,
): PresupuestoPreview {
  const { draft, serverMarks, saveTried } = state;

  const pricing = useMemo(
    () => pricePresupuesto(presupuestoInput(draft), tables, { ivaPercent }),
    [draft, tables, ivaPercent],
  );

  return useMemo(() => {
    const byLine = new Map<number, PresupuestoProblem[]>();
    const quoteMarks: Partial<Record<PresupuestoField, string>> = {};
    for (const problem of [...pricing.problems, ...(serverMarks[PRESUPUESTO_MARKS] ?? [])]) {
      if ('line' in problem) {
        const lineProblems = byLine.get(problem.line) ?? [];
        lineProblems.push(problem);
        byLine.set(problem.line, lineProblems);
      } else {
        quoteMarks[problem.field] ??= problemText(problem);
      }
    }
    const lines = draft.lines.map((line, index) => {
      const inputs = {
        cupRows: tables[line.cup],
        printRows: line.print ? tables[line.print] : undefined,
        serverProblems: entryOf(serverMarks, line.id),
        saveTried,
        waiting: waiting.has(line.cup) || (!!line.print && waiting.has(line.print)),
      };
      const before = views.get(line);
      if (before && sameInputs(before, inputs)) return before.view;
      const view: LineView = {
        priced: pricing.lines[index] ?? null,
        marks: lineMarks(
          line,
          byLine.get(index) ?? [],
          inputs.serverProblems ?? [],
          waiting,
          saveTried,
        ),
      };
      views.set(line, { ...inputs, view });
      return view;
    });
    const hasServerMarks = Object.keys(serverMarks).length > 0;
    return {
      pricing,
      lines,
      quoteMarks,
      canSave: pricing.ok && waiting.size === 0 && !hasServerMarks,
    };
  }, [pricing, draft, tables, waiting, serverMarks, saveTried]);
}
