import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiPaths } from '../../contract';
import { authHeaders, signIn, type SignedIn } from '../support/stack/auth';
import { auditEntriesSince, newestAuditId } from './support/audit';
import { useOwnApi } from './support/ownApi';
import { tablasCalls, unversioned } from './support/tablasCalls';

// Each write below is checked against the audit log: exactly one entry per real change, naming the
// demo account as the token does, and none for a write that was refused or changed nothing.

const api = useOwnApi();

let me: SignedIn;
let headers: Record<string, string>;
test.beforeAll(async () => {
  me = await signIn();
  headers = await authHeaders(me.idToken);
});

const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

const { rowsOf, update } = tablasCalls(api, () => headers);

const assign = (request: APIRequestContext, id: number | string, data?: unknown) =>
  request.post(api.url(apiPaths.asignar(id)), { headers, data });

async function unassignedIds(request: APIRequestContext): Promise<number[]> {
  const response = await request.get(api.url(apiPaths.peticionesSinAsignar), { headers });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { id: number }[] }).data.map((p) => p.id);
}

test('a price update leaves one entry with the actor and only the fields that changed', async ({
  request,
}) => {
  const table = 'serigrafia_1_color_vf';
  const original = (await rowsOf(request, table))[3]!;
  const sent = { ...original, coste: original.coste + 0.111, venta_real: original.venta_real + 1 };
  const mark = await newestAuditId(request, api);

  const response = await update(request, table, sent);
  expect(response.status()).toBe(200);

  const entries = await auditEntriesSince(request, api, mark);
  expect(entries).toEqual([
    {
      id: expect.any(Number),
      at: expect.stringMatching(ISO_UTC),
      actor: { uid: me.uid, email: me.email },
      action: 'price_update',
      tabla: table,
      target: String(original.id),
      // cantidad was sent unchanged: it is not a change.
      changes: [
        { field: 'coste', from: original.coste, to: sent.coste },
        { field: 'venta_real', from: original.venta_real, to: sent.venta_real },
      ],
    },
  ]);
  expect(Math.abs(Date.parse(entries[0]!.at) - Date.now())).toBeLessThan(60_000);

  // Writing the old values back is a change too, recorded the other way round.
  expect((await update(request, table, unversioned(original))).status()).toBe(200);
  expect((await auditEntriesSince(request, api, entries[0]!.id)).map((e) => e.changes)).toEqual([
    [
      { field: 'coste', from: sent.coste, to: original.coste },
      { field: 'venta_real', from: sent.venta_real, to: original.venta_real },
    ],
  ]);
});

test('a cup update records the cup-size column and never QCajas, which it ignores', async ({
  request,
}) => {
  const table = 'vasos/280';
  const original = (await rowsOf(request, table))[2]!;
  const mark = await newestAuditId(request, api);

  const sent = { ...original, v280: original.v280 + 1, QCajas: original.QCajas + 5 };
  expect((await update(request, table, sent)).status()).toBe(200);

  const entries = await auditEntriesSince(request, api, mark);
  expect(entries).toHaveLength(1);
  expect(entries[0]).toMatchObject({
    actor: { uid: me.uid, email: me.email },
    tabla: 'vasos/280',
    target: String(original.id),
    changes: [{ field: 'v280', from: original.v280, to: original.v280 + 1 }],
  });

  expect((await update(request, table, unversioned(original))).status()).toBe(200);
  expect((await auditEntriesSince(request, api, entries[0]!.id)).map((e) => e.changes)).toEqual([
    [{ field: 'v280', from: original.v280 + 1, to: original.v280 }],
  ]);
});

test('an update that changes nothing answers the row and records nothing', async ({ request }) => {
  const table = 'vasos/400';
  const rows = await rowsOf(request, table);
  const mark = await newestAuditId(request, api);

  // What the dashboard's Guardar does: every row sent back as loaded.
  for (const row of rows) {
    const response = await update(request, table, row);
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ data: row });
  }

  expect(await auditEntriesSince(request, api, mark)).toEqual([]);
});

test('an assignment leaves one entry: the request, and the caller as assignee', async ({
  request,
}) => {
  const id = (await unassignedIds(request)).at(-1)!;
  const mark = await newestAuditId(request, api);

  expect((await assign(request, id, {})).status()).toBe(200);

  expect(await auditEntriesSince(request, api, mark)).toEqual([
    {
      id: expect.any(Number),
      at: expect.stringMatching(ISO_UTC),
      actor: { uid: me.uid, email: me.email },
      action: 'assignment',
      tabla: null,
      target: String(id),
      changes: [{ field: 'asignado', from: null, to: me.email }],
    },
  ]);
});

test('refused writes (400, 403, 404, 409) record nothing', async ({ request }) => {
  const serigrafia = 'serigrafia_1_color_vf';
  const vaso = 'vasos/280';
  const [free, taken] = (await unassignedIds(request)).slice(-2) as [number, number];
  expect((await assign(request, taken, {})).status()).toBe(200);
  const mark = await newestAuditId(request, api);

  const refused: [string, () => Promise<{ status(): number }>, number][] = [
    ['unknown row', () => update(request, serigrafia, { id: 99999, coste: 1 }), 404],
    ['negative price', () => update(request, serigrafia, { id: 1, coste: -1 }), 400],
    ['fractional quantity', () => update(request, vaso, { id: 1, v280: 10.5 }), 400],
    ['one good field, one bad', () => update(request, vaso, { id: 1, cv: 0.2, Euro: -1 }), 400],
    ['assign to someone else', () => assign(request, free, { asignado: 'otra@vasos.test' }), 403],
    ['assign an unknown request', () => assign(request, 999999, {}), 404],
    ['assign a taken request', () => assign(request, taken, {}), 409],
  ];
  for (const [label, call, status] of refused) {
    expect((await call()).status(), label).toBe(status);
  }

  expect(await auditEntriesSince(request, api, mark)).toEqual([]);
});
