// Whether pricing a saved quote again with today's tables changes what it sells at:
// `Recalcular con precios actuales` saves a new version only then (docs/decisions.md, "Quotes").
import type { PricedLine, PricedPresupuesto, PresupuestoTotals } from './pricedPresupuesto';

/** What a line shows of the tables' prices (its cost, a staff figure, is compared beside). */
const LINE_PRICES = [
  'cupPart',
  'printPart',
  'tablePrice',
  'adjusted',
  'unitPrice',
  'total',
] as const satisfies readonly (keyof PricedLine)[];

const TOTALS = [
  'subtotal',
  'discountRate',
  'discount',
  'base',
  'ivaRate',
  'iva',
  'total',
] as const satisfies readonly (keyof PresupuestoTotals)[];

/**
 * The same lines at the same prices, the same unit costs and the same totals (the VAT rate
 * included): a new version would read as the one before, to staff too, but for its dates.
 */
export function samePrices(before: PricedPresupuesto, after: PricedPresupuesto): boolean {
  return (
    before.lines.length === after.lines.length &&
    before.lines.every((line, index) => {
      const other = after.lines[index];
      return (
        LINE_PRICES.every((field) => line[field] === other[field]) &&
        line.staff.unitCost === other.staff.unitCost
      );
    }) &&
    TOTALS.every((field) => before.totals[field] === after.totals[field])
  );
}
