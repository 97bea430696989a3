// The words of the customer's copy of a quote, shared by the PDF the API renders and the message
// the dashboard sends, so both say the same (docs/decisions.md, "Quotes": why they live here).
import { formatCalendarDate } from './calendarDate';
import type { PercentHundredths } from './money';
import { formatPercent } from './moneyText';

export const PRESUPUESTO_WORDS = {
  title: 'Presupuesto',
  customer: 'Cliente',
  date: 'Fecha',
  eventDate: 'Fecha del evento',
  cup: 'Vaso',
  quantity: 'Cantidad',
  print: 'Impresión',
  unitPrice: 'Precio unidad',
  lineTotal: 'Importe',
  noPrint: 'Sin impresión',
  subtotal: 'Subtotal',
  base: 'Base imponible',
  total: 'Total',
} as const;

export const discountLabel = (rate: PercentHundredths): string =>
  `Descuento (${formatPercent(rate)})`;

export const ivaLabel = (rate: PercentHundredths): string => `IVA (${formatPercent(rate)})`;

/** `Válido hasta 31/03/2026`; a day that is none is a caller's mistake, not something to print. */
export function validUntilText(day: string): string {
  const shown = formatCalendarDate(day);
  if (shown === undefined) throw new RangeError(`Not a calendar day: ${day}`);
  return `Válido hasta ${shown}`;
}

/** The subject of the e-mail that sends a quote: `Presupuesto P-2026-0007 v2`. */
export const presupuestoEmailSubject = (number: string): string =>
  `${PRESUPUESTO_WORDS.title} ${number}`;

/**
 * `Aceptado el 05/12/2026 por Ana Gil`: a quote the customer accepted through its link, as its
 * page, the quote's screen, its PDF and the request's activity all say it.
 */
export function aceptadoText(day: string, nombre: string): string {
  return `Aceptado el ${formatCalendarDate(day) ?? day} por ${nombre}`;
}
