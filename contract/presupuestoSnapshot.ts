// What a saved quote keeps of the price tables: per line, the rows that priced it. Pricing the
// snapshot again (priceSnapshot, pricing.ts) gives the same lines and totals to the cent without
// the tables, so a price changed later never changes a quote already made.
import type { PriceRow } from './tablas';
import type { PresupuestoInput, PricingAjustes } from './presupuestoInput';
import type { CupTableKey, PrintTableKey } from './presupuestoRules';

/**
 * The pricing rule a snapshot was made under (docs/decisions.md, "Quotes"). Should the rule ever
 * change, snapshots of the old one keep being priced by the old one.
 */
export const PRESUPUESTO_PRICING_RULES = 1;

export type PresupuestoLineSnapshot = {
  readonly cup: CupTableKey;
  readonly quantity: number;
  readonly print: PrintTableKey | null;
  /** As staff typed it, in euros; none when the tables' price stands. */
  readonly unitPriceOverride: number | null;
  /** The cup table's row that priced the line, whole (its id, fields and version). */
  readonly cupRow: PriceRow;
  readonly printRow: PriceRow | null;
};

/** Plain JSON: store it as it is. */
export type PresupuestoPriceSnapshot = {
  readonly rules: typeof PRESUPUESTO_PRICING_RULES;
  readonly ivaPercent: number;
  readonly discountPercent: number | null;
  readonly lines: readonly PresupuestoLineSnapshot[];
};

/** The snapshot of a quote whose every line was priced. */
export function snapshotOf(
  lines: readonly PresupuestoLineSnapshot[],
  input: PresupuestoInput,
  settings: PricingAjustes,
): PresupuestoPriceSnapshot {
  return {
    rules: PRESUPUESTO_PRICING_RULES,
    ivaPercent: settings.ivaPercent,
    discountPercent: input.discountPercent ?? null,
    lines: lines.map(({ cup, quantity, print, unitPriceOverride, cupRow, printRow }) => ({
      cup,
      quantity,
      print,
      unitPriceOverride,
      cupRow: { ...cupRow },
      printRow: printRow && { ...printRow },
    })),
  };
}
