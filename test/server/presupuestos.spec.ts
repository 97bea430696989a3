import { expect, test } from '@playwright/test';
import { formatPresupuestoNumber, type Presupuesto, type PresupuestoInput } from '../../contract';
import { signIn } from '../support/stack/auth';
import { auditEntriesSince, newestAuditId, whatHappened } from './support/audit';
import { asMember, type Member } from './support/colleague';
import { useOwnApi } from './support/ownApi';
import { peticionesAsignadasCalls } from './support/peticionesAsignadasCalls';
import { TEN_LINES } from '../support/tenLinePresupuesto';
import { jsonOf, presupuestoCalls } from './support/presupuestoCalls';

// Saving a quote for a taken request: priced by the API with the contract's pricePresupuesto over the
// tables as they are, numbered, stored with every price it used, and the request moved on. An API
// of this file's own (it writes).
const api = useOwnApi();
const { takeOne, detail, assigned, post } = peticionesAsignadasCalls(api);
const quotes = presupuestoCalls(api);

let me: Member;
test.beforeAll(async () => {
  me = asMember(await signIn());
});

/** The day on the business's calendar (Europe/Madrid) of an instant, YYYY-MM-DD. */
const madridDay = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date(iso));

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

test('a saved quote is priced by the API exactly as the contract’s pricePresupuesto prices it, every price it used kept', async ({
  request,
}) => {
  const taken = await takeOne(request, me.headers);
  const expected = await quotes.expectedPricing(request, me.headers, TEN_LINES);
  const quote = await quotes.saved(request, me.headers, taken.id, TEN_LINES);

  expect(quote.totals).toEqual(expected.totals);
  expect(quote.snapshot).toEqual(expected.snapshot);
  expect(quote.input).toEqual({
    lines: TEN_LINES.lines.map((line) => ({
      print: null,
      unitPriceOverride: null,
      ...line,
    })),
    discountPercent: 7.5,
  });
  expect(quote).toMatchObject({
    peticionId: taken.id,
    version: 1,
    numero: formatPresupuestoNumber(quote),
    autor: { uid: me.uid, email: me.email },
  });
  expect(quote.numero).toMatch(/^P-\d{4}-\d{4,}$/);
  expect(quote.year).toBe(Number(madridDay(quote.createdAt).slice(0, 4)));
  expect(quote.preciosDel).toBe(madridDay(quote.createdAt));
  const { validezDias } = await quotes.ajustes(request, me.headers);
  expect(quote.validoHasta).toBe(addDays(quote.preciosDel, validezDias));

  // Read back as saved, alone and in the request's list.
  expect(await jsonOf(await quotes.one(request, me.headers, quote.id), 200)).toEqual({
    data: quote,
  });
  expect(await jsonOf(await quotes.list(request, me.headers, taken.id), 200)).toEqual({
    data: [quote],
  });
});

test('saving moves an asignada request to presupuestada (its version one up), audited with the quote, and the board shows its total', async ({
  request,
}) => {
  const taken = await takeOne(request, me.headers);
  const mark = await newestAuditId(request, api);
  const quote = await quotes.saved(request, me.headers, taken.id, TEN_LINES);

  const now = (await detail(request, me.headers, taken.id)).peticion;
  const latest = { numero: quote.numero, totalCents: quote.totals.total };
  expect(now).toEqual({
    ...taken,
    estado: 'presupuestada',
    version: taken.version + 1,
    ultimoPresupuesto: latest,
  });
  const onBoard = (await assigned(request, me.headers)).data.find((p) => p.id === taken.id);
  expect(onBoard?.ultimoPresupuesto).toEqual({ totalCents: latest.totalCents });

  const entries = await auditEntriesSince(request, api, mark);
  expect(entries.map(whatHappened)).toEqual([
    {
      actor: { uid: me.uid, email: me.email },
      action: 'quote_saved',
      target: String(taken.id),
      tabla: null,
      changes: [
        { field: 'presupuesto', from: null, to: quote.numero },
        { field: 'total', from: null, to: quote.totals.total },
      ],
    },
    {
      actor: { uid: me.uid, email: me.email },
      action: 'stage_change',
      target: String(taken.id),
      tabla: null,
      changes: [{ field: 'estado', from: 'asignada', to: 'presupuestada' }],
    },
  ]);
  // The request's own activity lists both.
  const actividad = (await detail(request, me.headers, taken.id)).actividad;
  expect(actividad.slice(0, 2).map((entry) => entry.action)).toEqual([
    'stage_change',
    'quote_saved',
  ]);
});

test('a request further along stays where it is; its latest quote is the newest one saved', async ({
  request,
}) => {
  const taken = await takeOne(request, me.headers);
  const moved = async (etapa: string, version: number) => {
    const response = await post(
      request,
      me.headers,
      (id) => `/api/admin/peticiones/${id}/etapa`,
      taken.id,
      {
        etapa,
        version,
      },
    );
    return ((await response.json()) as { data: { version: number } }).data;
  };
  const quoted = await moved('presupuestada', taken.version);
  const accepted = await moved('aceptada', quoted.version);

  const first = await quotes.saved(request, me.headers, taken.id, TEN_LINES);
  const smaller: PresupuestoInput = { lines: [{ cup: 'vasos/200', quantity: 500 }] };
  const second = await quotes.saved(request, me.headers, taken.id, smaller);
  expect(second.sequence).toBeGreaterThan(first.sequence);

  const now = (await detail(request, me.headers, taken.id)).peticion;
  expect(now).toMatchObject({
    estado: 'aceptada',
    version: accepted.version,
    ultimoPresupuesto: { numero: second.numero, totalCents: second.totals.total },
  });
  const list = await jsonOf<{ data: Presupuesto[] }>(
    await quotes.list(request, me.headers, taken.id),
    200,
  );
  expect(list.data.map((quote) => quote.numero)).toEqual([second.numero, first.numero]);
});

test('a request without quotes lists none; an unknown request or quote is 404', async ({
  request,
}) => {
  const taken = await takeOne(request, me.headers);
  expect(await jsonOf(await quotes.list(request, me.headers, taken.id), 200)).toEqual({
    data: [],
  });
  for (const response of [
    await quotes.list(request, me.headers, 999_999),
    await quotes.list(request, me.headers, 0),
    await quotes.one(request, me.headers, 999_999),
    await quotes.one(request, me.headers, 0),
    await quotes.pdf(request, me.headers, 999_999),
    await quotes.recalcular(request, me.headers, 999_999),
    await quotes.save(request, me.headers, 999_999, TEN_LINES),
  ]) {
    expect(response.status(), response.url()).toBe(404);
    expect(await response.json()).toEqual({ error: expect.any(String) });
  }
});
