import { NO_VALUE } from './text';

// One formatter for every read-only price: es-ES, euro sign, always three decimals ("1,538 €").
// es-ES puts a non-breaking space (U+00A0) between the number and the sign.
const euro = new Intl.NumberFormat('es-ES', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 3,
  maximumFractionDigits: 3,
});

export function formatEuro(value: number | null | undefined): string {
  return typeof value === 'number' && Number.isFinite(value) ? euro.format(value) : NO_VALUE;
}

// A total (a quote's, with VAT): es-ES, euro sign, exactly two decimals ("1234,50 €").
const total = new Intl.NumberFormat('es-ES', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** A total given in cents, as money. */
export function formatCents(cents: number | null | undefined): string {
  return typeof cents === 'number' && Number.isFinite(cents) ? total.format(cents / 100) : NO_VALUE;
}
