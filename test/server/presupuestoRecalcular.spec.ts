import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  formatAmount,
  ROW_VERSION_FIELD,
  type AssignedPeticion,
  type PriceRow,
  type TablaKey,
  type Presupuesto,
  type PresupuestoInput,
} from '../../contract';
import { signIn } from '../support/stack/auth';
import { auditEntriesSince, newestAuditId } from './support/audit';
import { asMember, type Member } from './support/colleague';
import { useOwnApi } from './support/ownApi';
import { asExtracted, pdfText } from './support/pdfReader';
import { peticionesAsignadasCalls } from './support/peticionesAsignadasCalls';
import { jsonOf, presupuestoCalls } from './support/presupuestoCalls';
import { tablasCalls } from './support/tablasCalls';

// A stored quote never changes when a price does; `recalcular` saves the same quote priced with
// today's tables as its next version. An API of this file's own: it changes prices.
const api = useOwnApi();
const { takeOne, detail, assigned } = peticionesAsignadasCalls(api);
const quotes = presupuestoCalls(api);

let me: Member;
test.beforeAll(async () => {
  me = asMember(await signIn());
});
const tablas = tablasCalls(api, () => me.headers);

/** Writes `changes` into the row of `table` whose first field is `quantity`: the row as stored. */
async function changeRow(
  request: APIRequestContext,
  table: TablaKey,
  quantityField: string,
  quantity: number,
  changes: Record<string, number>,
): Promise<PriceRow> {
  const row = (await tablas.rowsOf(request, table)).find((r) => r[quantityField] === quantity)!;
  const response = await tablas.update(request, table, { ...row, ...changes });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: PriceRow }).data;
}

const INPUT: PresupuestoInput = {
  lines: [{ cup: 'vasos/280', quantity: 500, print: 'serigrafia_1_color_vf' }],
  discountPercent: 5,
};

test('a price changed later changes no stored quote, nor its PDF', async ({ request }) => {
  const taken = await takeOne(request, me.headers);
  const quote = await quotes.saved(request, me.headers, taken.id, INPUT);
  const pdfBefore = await (await quotes.pdf(request, me.headers, quote.id)).body();

  const cupRow = quote.snapshot.lines[0]!.cupRow;
  await changeRow(request, 'vasos/280', 'v280', cupRow.v280!, { Euro: cupRow.Euro! + 0.1 });

  expect(await jsonOf(await quotes.one(request, me.headers, quote.id), 200)).toEqual({
    data: quote,
  });
  const pdfAfter = await (await quotes.pdf(request, me.headers, quote.id)).body();
  expect(pdfAfter.equals(pdfBefore)).toBe(true);
  expect(asExtracted(pdfText(pdfAfter))).toContain(asExtracted(formatAmount(quote.totals.total)));
});

test('recalcular saves the quote with today’s prices as its next version, the same number, audited', async ({
  request,
}) => {
  const taken = await takeOne(request, me.headers);
  const first = await quotes.saved(request, me.headers, taken.id, INPUT);
  const quoted = (await detail(request, me.headers, taken.id)).peticion as AssignedPeticion;
  const cupRow = first.snapshot.lines[0]!.cupRow;
  const changed = await changeRow(request, 'vasos/280', 'v280', cupRow.v280!, {
    Euro: cupRow.Euro! + 0.05,
  });
  const expected = await quotes.expectedPricing(request, me.headers, INPUT);
  const mark = await newestAuditId(request, api);

  const second = (
    await jsonOf<{ data: Presupuesto }>(await quotes.recalcular(request, me.headers, first.id), 201)
  ).data;
  expect(second).toMatchObject({
    peticionId: taken.id,
    year: first.year,
    sequence: first.sequence,
    version: 2,
    numero: `${first.numero} v2`,
    input: first.input,
    totals: expected.totals,
    snapshot: expected.snapshot,
  });
  expect(second.snapshot.lines[0]!.cupRow).toEqual(changed);
  expect(second.snapshot.lines[0]!.cupRow[ROW_VERSION_FIELD]).toBe(cupRow[ROW_VERSION_FIELD]! + 1);
  expect(second.totals.total).toBeGreaterThan(first.totals.total);

  // Another version of the same number, from any of its versions; the first one stays as it was.
  const third = (
    await jsonOf<{ data: Presupuesto }>(await quotes.recalcular(request, me.headers, first.id), 201)
  ).data;
  expect(third.numero).toBe(`${first.numero} v3`);
  const list = await jsonOf<{ data: Presupuesto[] }>(
    await quotes.list(request, me.headers, taken.id),
    200,
  );
  expect(list.data.map((quote) => quote.numero)).toEqual([
    third.numero,
    second.numero,
    first.numero,
  ]);
  expect(list.data[2]).toEqual(first);

  // The request stays presupuestada, its latest quote the newest version.
  expect((await detail(request, me.headers, taken.id)).peticion).toEqual({
    ...quoted,
    ultimoPresupuesto: { numero: third.numero, totalCents: third.totals.total },
  });
  // Each version names the quote it priced again, and its total.
  const entries = await auditEntriesSince(request, api, mark);
  expect(entries.map(({ action, target, changes }) => ({ action, target, changes }))).toEqual(
    [
      [first, second],
      [first, third],
    ].map(([from, quote]) => ({
      action: 'quote_saved',
      target: String(taken.id),
      changes: [
        { field: 'presupuesto', from: from!.numero, to: quote!.numero },
        { field: 'total', from: null, to: quote!.totals.total },
      ],
    })),
  );
});

test('recalcular with tables that can no longer price the quote is 400 with its problems; nothing is stored', async ({
  request,
}) => {
  const taken = await takeOne(request, me.headers);
  const input: PresupuestoInput = { lines: [{ cup: 'vasos/V600L', quantity: 300 }] };
  const quote = await quotes.saved(request, me.headers, taken.id, input);
  // The smallest tier now starts above the line's quantity.
  await changeRow(request, 'vasos/V600L', 'v600l', 250, { v600l: 400 });

  const refused = await quotes.recalcular(request, me.headers, quote.id);
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toEqual({
    error: expect.any(String),
    problems: [{ code: 'minimum', line: 0, field: 'quantity', minimum: 400 }],
  });
  expect(await jsonOf(await quotes.list(request, me.headers, taken.id), 200)).toEqual({
    data: [quote],
  });
});

test('recalcular with no price changed saves nothing: 200 with the quote itself, no version, no audit entry, no change in the feed', async ({
  request,
}) => {
  const taken = await takeOne(request, me.headers);
  const quote = await quotes.saved(request, me.headers, taken.id, INPUT);
  const before = await detail(request, me.headers, taken.id);
  const position = (await assigned(request, me.headers)).position;
  const mark = await newestAuditId(request, api);

  // A row the quote does not use changed: its own rows price it as before. Asked twice.
  const cupRow = quote.snapshot.lines[0]!.cupRow;
  const other = (await tablas.rowsOf(request, 'vasos/280')).find((row) => row.id !== cupRow.id)!;
  await changeRow(request, 'vasos/280', 'v280', other.v280!, { Euro: other.Euro! + 0.01 });
  const markAfterEdit = await newestAuditId(request, api);
  expect(markAfterEdit).toBeGreaterThan(mark);
  for (let times = 0; times < 2; times++) {
    const again = await quotes.recalcular(request, me.headers, quote.id);
    expect(again.status()).toBe(200);
    expect(await again.json()).toEqual({ data: quote });
  }
  expect(await jsonOf(await quotes.list(request, me.headers, taken.id), 200)).toEqual({
    data: [quote],
  });
  expect(await detail(request, me.headers, taken.id)).toEqual(before);
  expect((await assigned(request, me.headers)).position).toBe(position);
  expect(await auditEntriesSince(request, api, markAfterEdit)).toEqual([]);

  // Its cost changed (what staff see beside the price): the next version, as for a price.
  await changeRow(request, 'vasos/280', 'v280', cupRow.v280!, { cv: cupRow.cv! + 0.001 });
  const next = (
    await jsonOf<{ data: Presupuesto }>(await quotes.recalcular(request, me.headers, quote.id), 201)
  ).data;
  expect(next.numero).toBe(`${quote.numero} v2`);
});
