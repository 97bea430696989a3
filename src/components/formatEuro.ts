import { eurosToThousandths, formatAmount, formatUnitPrice } from '../../contract';
import { NO_VALUE } from './text';

// Every euro the dashboard shows is written by contract/moneyText.ts, the quote's and the PDF's
// own formatter: a dot every three digits from four digits on, a comma before the decimals, a
// non-breaking space before `€` (docs/decisions.md, "Amounts as text"). Never Intl.NumberFormat,
// whose es-ES leaves four-digit amounts ungrouped (`1234,50 €`);
// test/unit/oneMoneyFormat.test.ts fails on a screen that writes euros any other way.

/** A read-only price of a table, three decimals (`1,538 €`, `1.538,000 €`); `—` for none. */
export function formatEuro(value: number | null | undefined): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return NO_VALUE;
  const thousandths = eurosToThousandths(value);
  return Number.isSafeInteger(thousandths) ? formatUnitPrice(thousandths) : NO_VALUE;
}

/** An amount given in cents, two decimals (`1.234,50 €`): a quote's total; `—` for none. */
export function formatCents(cents: number | null | undefined): string {
  return typeof cents === 'number' && Number.isSafeInteger(cents) ? formatAmount(cents) : NO_VALUE;
}
