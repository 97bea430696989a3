// Which row of a price table prices a quantity: the tier with the largest quantity not above it.
import { isValidPriceValue } from './priceRules';
import type { PriceRow } from './priceTables';

export type TierLookup =
  | { readonly found: 'row'; readonly row: PriceRow }
  /** The quantity is below every tier; `minimum` is the smallest tier's quantity. */
  | { readonly found: 'belowMinimum'; readonly minimum: number }
  | { readonly found: 'empty' }
  /** A tier's quantity, or a price of the chosen row, is no value a table may hold. */
  | { readonly found: 'invalid' };

const byQuantityThenId = (field: string) => (a: PriceRow, b: PriceRow) =>
  a[field] - b[field] || a.id - b.id;

/**
 * The row of `rows` that prices `quantity` units: the largest `quantityField` not above it; of
 * tiers with the same quantity, the lowest id, so the answer never depends on the rows' order.
 * `priceFields` are the fields the caller reads from that row.
 */
export function tierFor(
  rows: readonly PriceRow[] | undefined,
  quantityField: string,
  quantity: number,
  priceFields: readonly string[],
): TierLookup {
  if (rows === undefined || rows.length === 0) return { found: 'empty' };
  if (!rows.every((row) => isValidPriceValue('quantity', row[quantityField]))) {
    return { found: 'invalid' };
  }
  const tiers = [...rows].sort(byQuantityThenId(quantityField));
  const minimum = tiers[0][quantityField];
  if (quantity < minimum) return { found: 'belowMinimum', minimum };
  const reached = tiers.filter((row) => row[quantityField] <= quantity);
  const top = reached[reached.length - 1][quantityField];
  const row = reached.find((tier) => tier[quantityField] === top)!;
  const pricesValid = priceFields.every((field) => isValidPriceValue('price', row[field]));
  return pricesValid ? { found: 'row', row } : { found: 'invalid' };
}
