// The quote as its PDF shows it: the business, the number and days, the customer, the lines and
// the totals, in the PDF's own words (contract/presupuestoWording.ts).
import type { ClientePresupuesto } from '../../contract/clientePresupuesto';
import { formatCalendarDate } from '../../contract/calendarDate';
import type { EnlaceNegocio } from '../../contract/enlaces';
import { formatAmount, formatQuantity, formatUnitPrice } from '../../contract/moneyText';
import {
  discountLabel,
  ivaLabel,
  PRESUPUESTO_WORDS as W,
  validUntilText,
} from '../../contract/presupuestoWording';
import { h } from './dom';

const day = (text: string) => formatCalendarDate(text) ?? text;

/** The business's name and details, as Ajustes give them (empty ones left out). */
export function negocioView(negocio: EnlaceNegocio): HTMLElement {
  const details = [
    negocio.nif && `NIF: ${negocio.nif}`,
    negocio.direccion,
    negocio.telefono && `Teléfono: ${negocio.telefono}`,
    negocio.correo && `Correo: ${negocio.correo}`,
  ].filter((text): text is string => Boolean(text));
  return h(
    'header',
    { class: 'enlace-negocio' },
    h('p', { class: 'enlace-negocio-nombre' }, negocio.nombreComercial || W.title),
    ...details.map((text) => h('p', {}, text)),
  );
}

function linesTable(quote: ClientePresupuesto): HTMLElement {
  const head = [W.cup, W.quantity, W.print, W.unitPrice, W.lineTotal];
  return h(
    'table',
    { class: 'enlace-lineas' },
    h('thead', {}, h('tr', {}, ...head.map((label) => h('th', { scope: 'col' }, label)))),
    h(
      'tbody',
      {},
      ...quote.lines.map((line) =>
        h(
          'tr',
          {},
          h('td', { 'data-label': W.cup }, line.cupLabel),
          h('td', { 'data-label': W.quantity, class: 'num' }, formatQuantity(line.quantity)),
          h('td', { 'data-label': W.print }, line.printLabel ?? W.noPrint),
          h('td', { 'data-label': W.unitPrice, class: 'num' }, formatUnitPrice(line.unitPrice)),
          h('td', { 'data-label': W.lineTotal, class: 'num' }, formatAmount(line.total)),
        ),
      ),
    ),
  );
}

function totalsList(quote: ClientePresupuesto): HTMLElement {
  const { totals } = quote;
  const rows: [string, string][] = [
    [W.subtotal, formatAmount(totals.subtotal)],
    ...(totals.discount > 0
      ? [[discountLabel(totals.discountRate), formatAmount(-totals.discount)] as [string, string]]
      : []),
    [W.base, formatAmount(totals.base)],
    [ivaLabel(totals.ivaRate), formatAmount(totals.iva)],
    [W.total, formatAmount(totals.total)],
  ];
  return h(
    'dl',
    { class: 'enlace-totales' },
    ...rows.map(([label, amount]) => h('div', {}, h('dt', {}, label), h('dd', {}, amount))),
  );
}

/** The quote: its heading, days, customer, lines and totals. */
export function presupuestoView(quote: ClientePresupuesto): HTMLElement {
  return h(
    'section',
    { class: 'enlace-presupuesto', 'aria-labelledby': 'enlace-titulo' },
    h('h1', { id: 'enlace-titulo' }, `${W.title} ${quote.number}`),
    h(
      'p',
      { class: 'enlace-dias' },
      `${W.date}: ${day(quote.date)} · ${validUntilText(quote.validUntil)}`,
    ),
    quote.customerName && h('p', {}, `${W.customer}: ${quote.customerName}`),
    quote.eventDate && h('p', {}, `${W.eventDate}: ${day(quote.eventDate)}`),
    h('div', { class: 'enlace-lineas-caja' }, linesTable(quote)),
    totalsList(quote),
  );
}
