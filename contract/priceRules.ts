// The numbers a price table accepts, applied alike by the dashboard (the cell says "Valor no
// válido" and nothing is sent) and by the API (400, nothing written).

/** Quantities count cups, boxes or prints; prices are euros per unit. */
export type ValueKind = 'quantity' | 'price';

/** No order of this business reaches ten million units. */
export const MAX_QUANTITY = 10_000_000;
/** Euros per unit: a price this high can only be a typing slip. */
export const MAX_PRICE = 100_000;

/**
 * Decimals a price keeps at most: a millionth of a euro is finer than any unit cost of this
 * business. A value finer than that (`0.0000001`, `5e-324`) can only be a slip or a probe.
 */
export const MAX_PRICE_DECIMALS = 6;

/** The smallest step between two prices: 10^-MAX_PRICE_DECIMALS. */
export const PRICE_STEP = 0.000001;

/** What a value of each kind may be: never negative, at most `max`, whole when `whole`. */
export const valueBounds: Readonly<Record<ValueKind, { whole: boolean; max: number }>> = {
  quantity: { whole: true, max: MAX_QUANTITY },
  price: { whole: false, max: MAX_PRICE },
};

/**
 * Whether a number has at most MAX_PRICE_DECIMALS decimals as written: the number those decimals
 * spell is the number itself (0.1 + 0.2, 0.30000000000000004, is not 0.3 and is refused).
 */
const hasFewDecimals = (value: number) => Number(value.toFixed(MAX_PRICE_DECIMALS)) === value;

export function isValidPriceValue(kind: ValueKind, value: number): boolean {
  const { whole, max } = valueBounds[kind];
  return (
    Number.isFinite(value) &&
    value >= 0 &&
    value <= max &&
    (whole ? Number.isInteger(value) : hasFewDecimals(value))
  );
}

/** The Mark-up 35% of a screen-print row is its cost divided by this (a 35 % margin on the price). */
export const MARKUP_DIVISOR = 0.65;
