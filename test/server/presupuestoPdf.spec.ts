import { expect, test } from '@playwright/test';
import {
  apiPaths,
  formatAmount,
  formatCalendarDate,
  formatQuantity,
  formatUnitPrice,
  priceSnapshot,
  tablaLabel,
  type AssignedPeticion,
  type Peticion,
} from '../../contract';
import { signIn } from '../support/stack/auth';
import { asMember, type Member } from './support/colleague';
import { useOwnApi } from './support/ownApi';
import { asExtracted, pdfText } from './support/pdfReader';
import { peticionesAsignadasCalls } from './support/peticionesAsignadasCalls';
import { TEN_LINES } from '../support/tenLinePresupuesto';
import { jsonOf, presupuestoCalls } from './support/presupuestoCalls';

// A saved quote's PDF through the API, read back with pdftotext: what the customer receives, with
// the figures the quote stored, to the cent. An API of this file's own.
const api = useOwnApi();
const { unassigned, post } = peticionesAsignadasCalls(api);
const quotes = presupuestoCalls(api);

let me: Member;
test.beforeAll(async () => {
  me = asMember(await signIn());
});

const cell = (text: string) => asExtracted(text).replace(/[.()]/g, '\\$&');

test('the PDF of a 10-line quote shows the business, the customer, every line, the totals as stored and Válido hasta', async ({
  request,
}) => {
  const named = (await unassigned(request, me.headers)).data.find(
    (peticion: Peticion) => typeof peticion.cliente?.nombre === 'string',
  )!;
  const peticion = (
    await jsonOf<{ data: AssignedPeticion }>(
      await post(request, me.headers, apiPaths.asignar, named.id),
      200,
    )
  ).data;
  const quote = await quotes.saved(request, me.headers, peticion.id, TEN_LINES);
  const ajustes = await quotes.ajustes(request, me.headers);

  const response = await quotes.pdf(request, me.headers, quote.id);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect(response.headers()['content-disposition']).toBe(
    `attachment; filename="${quote.numero}.pdf"`,
  );
  const pdf = await response.body();
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

  const text = asExtracted(pdfText(pdf));
  for (const expected of [
    ajustes.nombreComercial,
    `NIF: ${ajustes.nif}`,
    ajustes.direccion,
    quote.numero,
    `Fecha: ${formatCalendarDate(quote.preciosDel)}`,
    `Válido hasta ${formatCalendarDate(quote.validoHasta)}`,
    `Cliente: ${String(named.cliente!.nombre)}`,
    `Fecha del evento: ${formatCalendarDate(named.fecha_evento)}`,
  ]) {
    expect(text).toContain(expected);
  }

  const laidOut = pdfText(pdf, { layout: true });
  const { lines } = priceSnapshot(quote.snapshot);
  expect(lines).toHaveLength(10);
  for (const line of lines) {
    if (!line) throw new Error('A stored line that does not price');
    // A label too long for its column ends in `…`: its start is what the column shows.
    const print = line.print === null ? 'Sin impresión' : tablaLabel(line.print);
    const row = [
      cell(tablaLabel(line.cup)),
      cell(formatQuantity(line.quantity)),
      `${cell(print.slice(0, 20))}[^\\n]*?`,
      cell(formatUnitPrice(line.unitPrice)),
      cell(formatAmount(line.total)),
    ];
    expect(laidOut).toMatch(new RegExp(row.join('\\s+')));
  }
  const { totals } = quote;
  for (const [label, amount] of [
    ['Subtotal', totals.subtotal],
    ['Base imponible', totals.base],
    ['Total', totals.total],
  ] as const) {
    expect(laidOut).toMatch(new RegExp(`${label}\\s+${cell(formatAmount(amount))}\\s*\\n`));
  }
  expect(laidOut).toMatch(new RegExp(`IVA \\(21 %\\)\\s+${cell(formatAmount(totals.iva))}`));
});
