import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  editableFields,
  ROW_VERSION_FIELD,
  ROW_VERSION_HEADER,
  rowFields,
  type PriceRow,
  type TablaKey,
} from '../../contract';
import { authHeaders } from '../support/stack/auth';
import { auditEntriesSince, newestAuditId } from './support/audit';
import { useOwnApi } from './support/ownApi';
import { tablasCalls, unversioned } from './support/tablasCalls';

// Each price row carries a version the API raises on every write that changes it; an update based
// on another version is refused with the row as it is now. An API of this file's own: it writes.
const api = useOwnApi();
let headers: Record<string, string>;

test.beforeAll(async () => {
  headers = await authHeaders();
});

const { rowsOf, update } = tablasCalls(api, () => headers);

async function rowOf(request: APIRequestContext, table: TablaKey, id: number) {
  return (await rowsOf(request, table)).find((row) => row.id === id)!;
}

test('GET answers every row with version 1, beside its id and fields', async ({ request }) => {
  for (const table of ['serigrafia_1_color_vf', 'vasos/V500l'] as const) {
    const rows = await rowsOf(request, table);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(Object.keys(row).sort()).toEqual(['id', ...rowFields(table), 'version'].sort());
      expect(row.version).toBe(1);
    }
  }
  // The version is no column of the table: the dashboard builds its columns from these.
  expect(rowFields('vasos/V500l')).not.toContain(ROW_VERSION_FIELD);
  expect(editableFields('serigrafia_1_color_vf')).not.toContain(ROW_VERSION_FIELD);
});

test('an update that changes the row raises its version, in the answer and the next GET', async ({
  request,
}) => {
  const table = 'serigrafia_2_colores_vf';
  const loaded = (await rowsOf(request, table))[2]!;
  expect(loaded.version).toBe(1);

  const first = await update(request, table, { ...loaded, coste: loaded.coste + 0.25 });
  expect(first.status()).toBe(200);
  const afterFirst = { ...loaded, coste: loaded.coste + 0.25, version: 2 };
  expect(await first.json()).toEqual({ data: afterFirst });
  expect(await rowOf(request, table, loaded.id)).toEqual(afterFirst);

  // Based on the version the first write answered: accepted, and raised again.
  const second = await update(request, table, { ...afterFirst, venta_real: 9 });
  expect(second.status()).toBe(200);
  expect(await second.json()).toEqual({ data: { ...afterFirst, venta_real: 9, version: 3 } });
});

test('an accepted update names the new version in its Row-Version header: the row as sent, with it', async ({
  request,
}) => {
  const table = 'vasos/500';
  const loaded = (await rowsOf(request, table))[3]!;
  const changed = { ...loaded, cv: loaded.cv + 0.5 };
  // A write (version 2), then the same row again (nothing changes: still 2).
  for (const [body, version] of [
    [changed, 1],
    [{ ...changed, version: 2 }, 2],
  ] as const) {
    const response = await update(request, table, { ...body, version });
    expect(response.status()).toBe(200);
    expect(response.headers()[ROW_VERSION_HEADER.toLowerCase()]).toBe('2');
    expect(await response.json()).toEqual({ data: { ...changed, version: 2 } });
  }
  // Refused: no header, the body says the row as it is now.
  const stale = await update(request, table, { ...changed, version: 1 });
  expect(stale.status()).toBe(409);
  expect(stale.headers()[ROW_VERSION_HEADER.toLowerCase()]).toBeUndefined();
});

test('an update that changes nothing keeps the version and records nothing', async ({
  request,
}) => {
  const table = 'vasos/300';
  const loaded = (await rowsOf(request, table))[1]!;
  const mark = await newestAuditId(request, api);

  // As loaded, with and without its version; a different QCajas is ignored, so no change either.
  for (const body of [loaded, unversioned(loaded), { ...loaded, QCajas: 77 }]) {
    const response = await update(request, table, body);
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ data: loaded });
  }
  expect(await rowOf(request, table, loaded.id)).toEqual(loaded);
  expect(await auditEntriesSince(request, api, mark)).toEqual([]);
});

test('a stale version is a 409 with the row as it is now, and nothing is written', async ({
  request,
}) => {
  const table = 'serigrafia_1_color_metalizado';
  const loaded = (await rowsOf(request, table))[4]!;
  // A colleague saves first: the row moves to version 2.
  const theirs = { ...loaded, cantidad: loaded.cantidad + 1 };
  expect((await update(request, table, theirs)).status()).toBe(200);
  const now = await rowOf(request, table, loaded.id);
  expect(now).toEqual({ ...theirs, version: 2 });
  const mark = await newestAuditId(request, api);

  // This person's save, based on version 1: another field, and then the same values as now.
  for (const mine of [
    { ...loaded, coste: 4.5 },
    { ...now, version: 1 },
  ]) {
    const response = await update(request, table, mine);
    expect(response.status()).toBe(409);
    const body = (await response.json()) as { error: unknown; data: PriceRow };
    expect(body).toEqual({ error: expect.stringMatching(/version/), data: now });
  }
  // A version the row has not reached yet is just as stale.
  expect((await update(request, table, { ...now, coste: 4.5, version: 3 })).status()).toBe(409);

  expect(await rowOf(request, table, loaded.id)).toEqual(now);
  expect(await auditEntriesSince(request, api, mark)).toEqual([]);
});

test('two saves based on the same version: the first is written, the other gets it back', async ({
  request,
}) => {
  const table = 'vasos/400';
  const loaded = (await rowsOf(request, table))[6]!;
  const a = { ...loaded, cv: 0.5 };
  const b = { ...loaded, Euro: 0.75 };

  const responses = await Promise.all([update(request, table, a), update(request, table, b)]);
  const statuses = responses.map((response) => response.status()).sort();
  expect(statuses).toEqual([200, 409]);
  const winner = responses[0]!.status() === 200 ? a : b;
  const loser = responses[0]!.status() === 200 ? responses[1]! : responses[0]!;
  const stored = { ...winner, version: 2 };
  expect(((await loser.json()) as { data: PriceRow }).data).toEqual(stored);
  expect(await rowOf(request, table, loaded.id)).toEqual(stored);
});

test('an update without a version is applied as before versions, and raises it', async ({
  request,
}) => {
  const table = 'vasos/pinzas';
  const loaded = (await rowsOf(request, table))[0]!;
  // Moved on by someone else first, so a check would have refused it.
  expect((await update(request, table, { ...loaded, Metalicos: 1.5 })).status()).toBe(200);

  const response = await update(request, table, unversioned({ ...loaded, Metalicos: 2.5 }));
  expect(response.status()).toBe(200);
  const expected = { ...loaded, Metalicos: 2.5, version: 3 };
  expect(await response.json()).toEqual({ data: expected });
  expect(await rowOf(request, table, loaded.id)).toEqual(expected);
});

test('a version that is not a whole number from 1 is a 400 naming it; nothing is written', async ({
  request,
}) => {
  const table = 'vasos/ceniceros';
  const loaded = (await rowsOf(request, table))[3]!;
  const mark = await newestAuditId(request, api);
  const badVersions: unknown[] = [0, -1, 1.5, '1', null, true, [1], 2 ** 31];

  for (const version of badVersions) {
    const response = await update(request, table, { ...loaded, cv: 0.9, version });
    expect(response.status(), JSON.stringify(version)).toBe(400);
    expect(await response.json()).toEqual({ error: 'version must be a positive integer' });
  }
  expect(await rowOf(request, table, loaded.id)).toEqual(loaded);
  expect(await auditEntriesSince(request, api, mark)).toEqual([]);
});

test('an unknown row is a 404 whatever the version', async ({ request }) => {
  const response = await update(request, 'serigrafia_1_color_vf', {
    id: 99_999,
    coste: 1,
    version: 1,
  });
  expect(response.status()).toBe(404);
});
