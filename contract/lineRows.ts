// Which rows of the price tables price a quote line, or why they cannot (docs/decisions.md,
// "Quotes").
import type { PresupuestoTablas } from './pricedPresupuesto';
import { tablaSpec, type PriceRow, type TablaKey } from './tablas';
import { tierFor, type TierLookup } from './priceTiers';
import type { PresupuestoProblem } from './presupuestoInput';
import {
  CUP_PRICE_FIELD,
  PRINT_FIELDS,
  type CupTableKey,
  type PrintTableKey,
} from './presupuestoRules';

/** A line whose fields are all valid (lineInputProblems found nothing). */
export type ValidLine = {
  cup: CupTableKey;
  quantity: number;
  print: PrintTableKey | null;
  override: number | null;
  /** The cup table's price column for this line: Metalicos with a metallic print, else Euro. */
  cupPriceField: string;
};

export type LineRows = { cupRow: PriceRow; printRow: PriceRow | null };

function tableProblems(line: number, field: 'cup' | 'print', table: TablaKey, tier: TierLookup) {
  if (tier.found === 'empty') return [{ code: 'emptyTable', line, field, table } as const];
  if (tier.found === 'invalid') return [{ code: 'invalidTable', line, field, table } as const];
  return [];
}

/** The tiers that price the line, or why the tables cannot. */
export function rowsOf(line: ValidLine, index: number, tables: PresupuestoTablas) {
  const { cup, print, quantity } = line;
  const cupQuantityField = tablaSpec(cup).fields[0].field;
  const cupFields = [line.cupPriceField, CUP_PRICE_FIELD.cost];
  const cupTier = tierFor(tables[cup], cupQuantityField, quantity, cupFields);
  const printFields = [PRINT_FIELDS.price, PRINT_FIELDS.cost];
  const printTier = print && tierFor(tables[print], PRINT_FIELDS.quantity, quantity, printFields);
  const problems: PresupuestoProblem[] = [
    ...tableProblems(index, 'cup', cup, cupTier),
    ...(print && printTier ? tableProblems(index, 'print', print, printTier) : []),
  ];
  // Below both tables, the larger minimum is the one that lets the line be priced.
  const minimums = [cupTier, printTier].flatMap((tier) =>
    tier && tier.found === 'belowMinimum' ? [tier.minimum] : [],
  );
  if (minimums.length > 0) {
    const minimum = Math.max(...minimums);
    problems.push({ code: 'minimum', line: index, field: 'quantity', minimum });
  }
  if (cupTier.found !== 'row' || (printTier && printTier.found !== 'row')) {
    return { rows: null, problems };
  }
  const rows: LineRows = { cupRow: cupTier.row, printRow: printTier ? printTier.row : null };
  return { rows, problems };
}
