import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiPaths, type AssignedPeticion, type PresupuestoProblem } from '../../contract';
import { signIn } from '../support/stack/auth';
import { newestAuditId } from './support/audit';
import { asMember, newColleague, type Member } from './support/colleague';
import { useOwnApi } from './support/ownApi';
import { peticionesAsignadasCalls } from './support/peticionesAsignadasCalls';
import { TEN_LINES } from '../support/tenLinePresupuesto';
import { jsonOf, presupuestoCalls } from './support/presupuestoCalls';

// Quotes the API refuses, and that nothing of them is stored: who may save, on which request, and
// the values the contract refuses, each answered on its field. An API of this file's own.
const api = useOwnApi();
const { takeOne, detail, unassigned, post } = peticionesAsignadasCalls(api);
const quotes = presupuestoCalls(api);

let me: Member;
let colleague: Member;
test.beforeAll(async () => {
  me = asMember(await signIn());
  colleague = await newColleague(api, me);
});

/** What a refused save must leave as it was: the request, its quotes and the audit log. */
async function untouched(request: APIRequestContext, taken: AssignedPeticion, auditMark: number) {
  expect((await detail(request, me.headers, taken.id)).peticion).toEqual(taken);
  expect(await jsonOf(await quotes.list(request, me.headers, taken.id), 200)).toEqual({ data: [] });
  expect(await newestAuditId(request, api)).toBe(auditMark);
}

test('only the assignee saves a quote or a new version: anyone else gets 403 and nothing is stored', async ({
  request,
}) => {
  const taken = await takeOne(request, me.headers);
  const mark = await newestAuditId(request, api);
  const refused = await quotes.save(request, colleague.headers, taken.id, TEN_LINES);
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toEqual({ error: expect.stringContaining(me.email) });
  await untouched(request, taken, mark);

  const quote = await quotes.saved(request, me.headers, taken.id, TEN_LINES);
  const again = await quotes.recalcular(request, colleague.headers, quote.id);
  expect(again.status()).toBe(403);
  const list = await jsonOf<{ data: unknown[] }>(
    await quotes.list(request, colleague.headers, taken.id),
    200,
  );
  expect(list.data).toHaveLength(1);
  // Reading is for any member of staff.
  expect((await quotes.one(request, colleague.headers, quote.id)).status()).toBe(200);
  expect((await quotes.pdf(request, colleague.headers, quote.id)).status()).toBe(200);
});

test('a request nobody has taken is 404; a lost one is 409 with the request as it is; nothing is stored', async ({
  request,
}) => {
  const nobodys = (await unassigned(request, me.headers)).data[0]!;
  const notTaken = await quotes.save(request, me.headers, nobodys.id, TEN_LINES);
  expect(notTaken.status()).toBe(404);
  expect(await jsonOf(await quotes.list(request, me.headers, nobodys.id), 200)).toEqual({
    data: [],
  });

  const taken = await takeOne(request, me.headers);
  const lostAnswer = await post(request, me.headers, apiPaths.etapa, taken.id, {
    etapa: 'perdida',
    version: taken.version,
    motivo: 'precio',
  });
  const lost = (await jsonOf<{ data: AssignedPeticion }>(lostAnswer, 200)).data;
  const mark = await newestAuditId(request, api);
  const refused = await quotes.save(request, me.headers, taken.id, TEN_LINES);
  expect(refused.status()).toBe(409);
  expect(await refused.json()).toEqual({ error: expect.any(String), data: lost });
  await untouched(request, lost, mark);
});

const line = { cup: 'vasos/200', quantity: 500 };

const badValues: [label: string, body: unknown, problems: PresupuestoProblem[]][] = [
  [
    'an unknown cup table',
    { lines: [{ ...line, cup: 'vasos/1000' }] },
    [{ code: 'invalid', line: 0, field: 'cup' }],
  ],
  [
    'a print table that is a cup table',
    { lines: [{ ...line, print: 'vasos/280' }] },
    [{ code: 'invalid', line: 0, field: 'print' }],
  ],
  [
    'quantity 0',
    { lines: [{ ...line, quantity: 0 }] },
    [{ code: 'invalid', line: 0, field: 'quantity' }],
  ],
  [
    'a quantity that is not whole',
    { lines: [{ ...line, quantity: 500.5 }] },
    [{ code: 'invalid', line: 0, field: 'quantity' }],
  ],
  [
    'a quantity over 10,000,000',
    { lines: [{ ...line, quantity: 10_000_001 }] },
    [{ code: 'invalid', line: 0, field: 'quantity' }],
  ],
  [
    'a discount over 100',
    { lines: [line], discountPercent: 100.01 },
    [{ code: 'invalid', field: 'discountPercent' }],
  ],
  [
    'a negative discount',
    { lines: [line], discountPercent: -1 },
    [{ code: 'invalid', field: 'discountPercent' }],
  ],
  [
    'a negative price set by hand',
    { lines: [{ ...line, unitPriceOverride: -0.1 }] },
    [{ code: 'invalid', line: 0, field: 'unitPriceOverride' }],
  ],
  [
    'an absurd price set by hand',
    { lines: [{ ...line, unitPriceOverride: 100_000.001 }] },
    [{ code: 'invalid', line: 0, field: 'unitPriceOverride' }],
  ],
  [
    'a line total over ten million euros',
    { lines: [{ ...line, quantity: 1_000_000, unitPriceOverride: 10.001 }] },
    [{ code: 'invalid', line: 0, field: 'unitPriceOverride' }],
  ],
  ['no lines', { lines: [] }, [{ code: 'invalid', field: 'lines' }]],
  [
    'below the cup table’s smallest quantity',
    { lines: [line, { ...line, quantity: 249 }] },
    [{ code: 'minimum', line: 1, field: 'quantity', minimum: 250 }],
  ],
  [
    'several at once, each on its field',
    { lines: [{ ...line, cup: 'x', quantity: 1.5 }], discountPercent: 101 },
    [
      { code: 'invalid', line: 0, field: 'cup' },
      { code: 'invalid', line: 0, field: 'quantity' },
      { code: 'invalid', field: 'discountPercent' },
    ],
  ],
];

test('values the contract refuses are 400 with every problem on its field, and nothing is stored', async ({
  request,
}) => {
  const taken = await takeOne(request, me.headers);
  const mark = await newestAuditId(request, api);
  for (const [label, body, problems] of badValues) {
    const response = await quotes.save(request, me.headers, taken.id, body);
    expect(response.status(), label).toBe(400);
    expect(await response.json(), label).toEqual({ error: expect.any(String), problems });
  }
  await untouched(request, taken, mark);
});

test('a body of the wrong shape is 400 with its error alone, and nothing is stored', async ({
  request,
}) => {
  const taken = await takeOne(request, me.headers);
  const mark = await newestAuditId(request, api);
  const bad: [string, unknown][] = [
    ['not an object', [line]],
    ['no lines', { discountPercent: 5 }],
    ['a quantity as text', { lines: [{ ...line, quantity: '500' }] }],
    ['a total from the browser', { lines: [line], total: 1 }],
    ['a price of a line from the browser', { lines: [{ ...line, unitPrice: 0.1 }] }],
    ['a table name with a NUL', { lines: [{ ...line, cup: 'vasos/200\u0000' }] }],
  ];
  for (const [label, body] of bad) {
    const response = await quotes.save(request, me.headers, taken.id, body);
    expect(response.status(), label).toBe(400);
    expect(await response.json(), label).toEqual({ error: expect.any(String) });
  }
  await untouched(request, taken, mark);
});
