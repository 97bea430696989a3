// The numbers a price table accepts, applied alike by the dashboard (the cell says "Valor no
// válido" and nothing is sent) and by the API (400, nothing written).

/** Quantities count cups, boxes or prints; prices are euros per unit. */
export type ValueKind = 'quantity' | 'price';

/** No order of this business reaches ten million units. */
export const MAX_QUANTITY = 10_000_000;
/** Euros per unit: a price this high can only be a typing slip. */
export const MAX_PRICE = 100_000;

export function isValidPriceValue(kind: ValueKind, value: number): boolean {
  if (!Number.isFinite(value) || value < 0) return false;
  return kind === 'quantity'
    ? Number.isInteger(value) && value <= MAX_QUANTITY
    : value <= MAX_PRICE;
}

/** Why a value is refused, in the API's words; undefined when it is valid. */
export function priceValueProblem(
  field: string,
  kind: ValueKind,
  value: unknown,
): string | undefined {
  if (typeof value === 'number' && isValidPriceValue(kind, value)) return undefined;
  return kind === 'quantity'
    ? `${field} must be a whole number from 0 to ${MAX_QUANTITY}`
    : `${field} must be a finite number from 0 to ${MAX_PRICE}`;
}
