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
