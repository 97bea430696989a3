import { expect, test, type APIRequestContext } from '@playwright/test';
import type { AuditEntry, TablaKey } from '../../contract';
import { authHeaders } from '../support/stack/auth';
import { AUDIT_PATH, auditPage } from './support/auditPages';
import { useOwnApi } from './support/ownApi';
import { tablasCalls } from './support/tablasCalls';

// An API of this file's own: the history of a table is exactly what these tests make.
const api = useOwnApi();
const table: TablaKey = 'vasos/ceniceros';
const WRITES = 56;

let headers: Record<string, string>;
test.beforeAll(async () => {
  headers = await authHeaders();
});
const { rowsOf, update } = tablasCalls(api, () => headers);

/** WRITES real changes to one row, ending where it started (an even number of toggles). */
async function writeHistory(request: APIRequestContext) {
  const row = (await rowsOf(request, table))[0]!;
  for (let i = 0; i < WRITES; i++) {
    const cv = i % 2 === 0 ? row.cv + 0.5 : row.cv;
    expect((await update(request, table, { id: row.id, cv })).status()).toBe(200);
  }
}

test("one table's history: newest first, 50 by default, pages that cover it all once", async ({
  request,
}) => {
  await writeHistory(request);
  const all = await auditPage(request, api, headers, { tabla: table, limit: 200 });
  expect(all.length).toBeGreaterThanOrEqual(WRITES);
  expect(all.every((entry) => entry.tabla === table)).toBe(true);
  const ids = all.map((entry) => entry.id);
  expect(ids).toEqual([...ids].sort((a, b) => b - a));

  expect(await auditPage(request, api, headers, { tabla: table })).toEqual(all.slice(0, 50));

  const pages: AuditEntry[][] = [];
  let before: number | undefined;
  for (;;) {
    const page = await auditPage(request, api, headers, {
      tabla: table,
      limit: 20,
      ...(before === undefined ? {} : { before }),
    });
    if (page.length === 0) break;
    expect(page.length).toBeLessThanOrEqual(20);
    pages.push(page);
    before = page.at(-1)!.id;
  }
  expect(pages.length).toBe(Math.ceil(all.length / 20));
  // Concatenated, the pages are the whole history: nothing twice, nothing missing, same order.
  expect(pages.flat()).toEqual(all);
});

test('without tabla, the whole log, every table in it', async ({ request }) => {
  const other: TablaKey = 'vasos/pinzas';
  const row = (await rowsOf(request, other))[1]!;
  for (const cv of [row.cv + 0.25, row.cv]) {
    expect((await update(request, other, { id: row.id, cv })).status()).toBe(200);
  }
  await writeHistory(request);

  const entries = await auditPage(request, api, headers, { limit: 200 });
  const ids = entries.map((entry) => entry.id);
  expect(ids).toEqual([...ids].sort((a, b) => b - a));
  const tables = new Set(entries.map((entry) => entry.tabla));
  expect(tables).toContain(other);
  expect(tables).toContain(table);
});

test('a bad query is 400 { error }', async ({ request }) => {
  const queries = [
    'tabla=no_existe',
    'tabla=',
    'tabla=vasos%2F1000',
    'limit=0',
    'limit=201',
    'limit=abc',
    'limit=1.5',
    'before=0',
    'before=-3',
    'before=abc',
  ];
  for (const query of queries) {
    const response = await request.get(api.url(`${AUDIT_PATH}?${query}`), { headers });
    expect(response.status(), query).toBe(400);
    expect(await response.json()).toEqual({ error: expect.any(String) });
  }
});

test('the log cannot be changed through the API', async ({ request }) => {
  for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
    const response = await request.fetch(api.url(AUDIT_PATH), { method, headers, data: {} });
    expect(response.status(), method).toBe(404);
  }
});

test('without a token the log is 401', async ({ request }) => {
  const response = await request.get(api.url(`${AUDIT_PATH}?tabla=${table}`));
  expect(response.status()).toBe(401);
});
