// A quote being written: its lines and discount exactly as typed, and what they ask pricePresupuesto for.
// Each change replaces only the line it touches, so every other line stays the very same object
// and its row is not drawn again (docs/screens.md, "Presupuesto").
import {
  MAX_PRESUPUESTO_LINES,
  type CupTableKey,
  type PrintTableKey,
  type PresupuestoInput,
  type PresupuestoLineInput,
} from '../../../../contract';
import type { LineDraft, PresupuestoDraft } from '../drafts';
import { readNumber } from '../../precios';
import { CUP_OPTIONS } from '../tableLabels';

export type { LineDraft, PresupuestoDraft };

export type LineField = 'cup' | 'quantity' | 'print' | 'override';

export type DraftAction =
  | { type: 'lineAdded' }
  | { type: 'lineRemoved'; id: string }
  | { type: 'cupChosen'; id: string; cup: CupTableKey }
  | { type: 'printChosen'; id: string; print: PrintTableKey | null }
  | { type: 'lineTyped'; id: string; field: 'quantity' | 'override'; text: string }
  | { type: 'discountTyped'; text: string };

const newLine = (id: number): LineDraft => ({
  id: String(id),
  cup: CUP_OPTIONS[0].key,
  quantity: '',
  print: null,
  override: '',
});

/** A new quote: one line, the first cup, nothing typed. */
export const emptyDraft = (): PresupuestoDraft => ({
  lines: [newLine(1)],
  discount: '',
  nextId: 2,
});

function withLine(
  draft: PresupuestoDraft,
  id: string,
  change: Partial<LineDraft>,
): PresupuestoDraft {
  return {
    ...draft,
    lines: draft.lines.map((line) => (line.id === id ? { ...line, ...change } : line)),
  };
}

export function draftReducer(draft: PresupuestoDraft, action: DraftAction): PresupuestoDraft {
  switch (action.type) {
    case 'lineAdded':
      if (draft.lines.length >= MAX_PRESUPUESTO_LINES) return draft;
      return {
        ...draft,
        lines: [...draft.lines, newLine(draft.nextId)],
        nextId: draft.nextId + 1,
      };
    case 'lineRemoved':
      // A quote keeps at least one line: the last one is emptied by hand, not removed.
      if (draft.lines.length <= 1) return draft;
      return { ...draft, lines: draft.lines.filter((line) => line.id !== action.id) };
    case 'cupChosen':
      return withLine(draft, action.id, { cup: action.cup });
    case 'printChosen':
      return withLine(draft, action.id, { print: action.print });
    case 'lineTyped':
      return withLine(draft, action.id, { [action.field]: action.text });
    case 'discountTyped':
      return { ...draft, discount: action.text };
  }
}

/** What staff typed as a number of `kind`; NaN (never valid) when it is none. */
const typedNumber = (text: string, kind: 'quantity' | 'price') =>
  readNumber(text.trim(), kind) ?? Number.NaN;

/** An empty optional field is none; anything else is the number typed, valid or not. */
const optionalNumber = (text: string) => (text.trim() === '' ? null : typedNumber(text, 'price'));

// A line's input is the same object while the line is: pricing and its marks can tell at once
// which lines did not change.
const inputs = new WeakMap<LineDraft, PresupuestoLineInput>();

export function lineInput(line: LineDraft): PresupuestoLineInput {
  let input = inputs.get(line);
  if (!input) {
    input = {
      cup: line.cup,
      quantity: typedNumber(line.quantity, 'quantity'),
      print: line.print,
      unitPriceOverride: optionalNumber(line.override),
    };
    inputs.set(line, input);
  }
  return input;
}

/** What the draft asks pricePresupuesto for, and what Guardar presupuesto sends once it is valid. */
export function presupuestoInput(draft: PresupuestoDraft): PresupuestoInput {
  return { lines: draft.lines.map(lineInput), discountPercent: optionalNumber(draft.discount) };
}
