// Which row of a price table prices a quantity: the tier with the largest quantity not above it.
import { isValidPriceValue } from './priceRules';
import type { PriceRow } from './tablas';

export type TierLookup =
  | { readonly found: 'row'; readonly row: PriceRow }
  /** The quantity is below every tier; `minimum` is the smallest tier's quantity. */
  | { readonly found: 'belowMinimum'; readonly minimum: number }
  | { readonly found: 'empty' }
  /** A tier's quantity, or a price of the chosen row, is no value a table may hold. */
  | { readonly found: 'invalid' };

/** A table's rows by `quantityField` then id; null when a tier's quantity is no valid value. */
type Tiers = readonly PriceRow[] | null;

const byQuantityThenId = (field: string) => (a: PriceRow, b: PriceRow) =>
  a[field] - b[field] || a.id - b.id;

// A quote being typed is priced again at every keystroke from the same rows (the tables as
// loaded, never changed in place): they are checked and sorted once per rows and field. Keyed by
// the rows themselves, so rows nobody holds any more take their tiers with them.
const tiersByRows = new WeakMap<readonly PriceRow[], Map<string, Tiers>>();

function tiersOf(rows: readonly PriceRow[], quantityField: string): Tiers {
  let byField = tiersByRows.get(rows);
  // Stryker disable next-line ConditionalExpression: a cache; emptied on every call it gives the same tiers
  if (!byField) tiersByRows.set(rows, (byField = new Map<string, Tiers>()));
  let tiers = byField.get(quantityField);
  // Stryker disable next-line ConditionalExpression: a cache; ignored, the tiers are computed again alike
  if (tiers === undefined) {
    const valid = rows.every((row) => isValidPriceValue('quantity', row[quantityField]));
    tiers = valid ? [...rows].sort(byQuantityThenId(quantityField)) : null;
    byField.set(quantityField, tiers);
  }
  return tiers;
}

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
  const tiers = tiersOf(rows, quantityField);
  if (tiers === null) return { found: 'invalid' };
  const minimum = tiers[0][quantityField];
  if (quantity < minimum) return { found: 'belowMinimum', minimum };
  const reached = tiers.filter((row) => row[quantityField] <= quantity);
  const top = reached[reached.length - 1][quantityField];
  const row = reached[reached.findIndex((tier) => tier[quantityField] === top)];
  const pricesValid = priceFields.every((field) => isValidPriceValue('price', row[field]));
  return pricesValid ? { found: 'row', row } : { found: 'invalid' };
}
