// Amounts of a quote as es-ES writes them, from the whole numbers of money.ts: the same text on
// the dashboard, in the PDF and in the message to the customer. Written out rather than through
// Intl.NumberFormat: es-ES's Intl groups thousands only from five digits (1234,56 €) and its output
// follows each runtime's locale data; a quote reads 1.234,56 € everywhere (docs/decisions.md).
import type { Cents, PercentHundredths, Thousandths } from './money';

/** es-ES puts a non-breaking space between the amount and the euro or percent sign. */
export const NBSP = '\u00a0';

/** Whole digits with a dot every three from the right: 1234567 → 1.234.567. */
function grouped(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** A whole number of `places`-th parts as a decimal with a comma: (-123456, 2) → -1.234,56. */
function fixed(amount: number, places: number): string {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`Not a whole amount: ${amount}`);
  const magnitude = String(Math.abs(amount)).padStart(places + 1, '0');
  const whole = grouped(magnitude.slice(0, magnitude.length - places));
  const fraction = places > 0 ? `,${magnitude.slice(magnitude.length - places)}` : '';
  return `${amount < 0 ? '-' : ''}${whole}${fraction}`;
}

/** A unit price, three decimals as the price tables: 145 → 0,145 €. */
export const formatUnitPrice = (amount: Thousandths): string => `${fixed(amount, 3)}${NBSP}€`;

/** An amount to the cent: 123456 → 1.234,56 €. */
export const formatAmount = (amount: Cents): string => `${fixed(amount, 2)}${NBSP}€`;

/** A count of units: 12500 → 12.500. */
export const formatQuantity = (quantity: number): string => fixed(quantity, 0);

/** A percentage with the decimals it has: 2100 → 21 %, 1050 → 10,5 %, 1225 → 12,25 %. */
export function formatPercent(rate: PercentHundredths): string {
  return `${fixed(rate, 2).replace(/,?0+$/, '')}${NBSP}%`;
}
