// Money as whole numbers, so the dashboard and the API reach the same cent: unit prices in
// thousandths of a euro, amounts in cents, percentages in hundredths of a percent. Every rounding
// is half away from zero, and the order in which they happen is docs/decisions.md's ("Quotes").

/** Thousandths of a euro (0,145 € is 145): unit prices, as the price tables write them. */
export type Thousandths = number;
/** Cents of a euro (1.234,56 € is 123456): line totals and everything after them. */
export type Cents = number;
/** Hundredths of a percent (21 % is 2100, 12,5 % is 1250): discounts, VAT and margins. */
export type PercentHundredths = number;

type Decimal = { negative: boolean; digits: string; point: number };

/**
 * The number as it is written: its shortest decimal form (what JSON carried and staff typed), never
 * its binary expansion, so 1.0005 is one thousandth and a half, not a hair below it. `point` is
 * where the decimal point falls in `digits`.
 */
function decimalOf(value: number): Decimal {
  // No exponent is an empty one, and Number('') is 0.
  const [mantissa, exponent = ''] = Math.abs(value).toString().split('e');
  const [whole, fraction = ''] = mantissa.split('.');
  return {
    // Stryker disable next-line EqualityOperator: 0 made negative rounds to a magnitude of 0, never signed
    negative: value < 0,
    digits: whole + fraction,
    point: whole.length + Number(exponent),
  };
}

/** How many decimals the number has as written: 0.145 has 3, 2 has 0, 1e-7 has 7. */
export function decimalPlaces(value: number): number {
  const { digits, point } = decimalOf(value);
  // Stryker disable next-line Regex: zeros end the digits only of a whole number, which has 0 decimals however many are cut
  const significant = digits.replace(/0+$/, '');
  return Math.max(0, significant.length - point);
}

/**
 * The number in units of 10^-places, rounded once, half away from zero, from its decimal form:
 * scaled(0.1455, 3) is 146 and scaled(-0.1455, 3) is -146. The number must be finite.
 */
export function scaled(value: number, places: number): number {
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite number: ${value}`);
  const decimal = decimalOf(value);
  let { digits, point } = decimal;
  // Stryker disable next-line EqualityOperator: at 0, no zeros are added and the point stays at 0
  if (point < 0) {
    digits = '0'.repeat(-point) + digits;
    point = 0;
  }
  const kept = point + places;
  digits = digits.padEnd(kept + 1, '0');
  // Number('') is 0: nothing kept before the point (1e-7 to 0 places) is a magnitude of 0.
  const magnitude = Number(digits.slice(0, kept)) + (digits[kept] >= '5' ? 1 : 0);
  return decimal.negative && magnitude !== 0 ? -magnitude : magnitude;
}

/** Euros (as a price table or a typed price writes them) to thousandths, rounded once. */
export const eurosToThousandths = (euros: number): Thousandths => scaled(euros, 3);

/** A percentage (21, 12.5) to hundredths of a percent, rounded once. */
export const percentToHundredths = (percent: number): PercentHundredths => scaled(percent, 2);

/**
 * numerator / denominator, rounded half away from zero, for whole numbers whose magnitude stays
 * below 2^53 (the quote rules keep every amount far below it: docs/decisions.md, "Quotes").
 */
export function divideRounded(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator <= 0) {
    throw new RangeError(`Cannot divide ${numerator} by ${denominator} exactly`);
  }
  const magnitude = Math.abs(numerator);
  // Below 2^53 the float quotient never rounds across a whole number (it would take an error
  // under 1/denominator, finer than a double holds there), so its floor is the exact quotient.
  let quotient = Math.floor(magnitude / denominator);
  const remainder = magnitude - quotient * denominator;
  if (remainder * 2 >= denominator) quotient += 1;
  // Stryker disable next-line EqualityOperator: 0's quotient is 0, returned unsigned either way
  const negative = numerator < 0;
  return negative && quotient !== 0 ? -quotient : quotient;
}

/** A part of an amount: amount × hundredths / 10,000, rounded once (discounts, VAT). */
export const percentOf = (amount: Cents, rate: PercentHundredths): Cents =>
  divideRounded(amount * rate, 10_000);

/** Thousandths to cents, rounded once (a line total to the cent). */
export const thousandthsToCents = (amount: Thousandths): Cents => divideRounded(amount, 10);

/** For anything that needs plain euros (a chart, a sum shown elsewhere); never for more money math. */
export const thousandthsToEuros = (amount: Thousandths): number => amount / 1000;
export const centsToEuros = (amount: Cents): number => amount / 100;
