import { expect, test, type APIRequestContext } from '@playwright/test';
import { findPriceTableByKey, tablePath, updatePath } from '../../src/features/precios/catalog';
import { authHeaders } from '../e2e/support/auth';
import { apiUrl } from '../e2e/support/stackEnv';
import { AUDIT_PATH, auditPage, type AuditEntry } from './support/auditPages';

// A table no other spec writes to: its history is exactly what this file makes.
const table = findPriceTableByKey('vasos/ceniceros')!;
const WRITES = 56;

let headers: Record<string, string>;
test.beforeAll(async () => {
  headers = await authHeaders();
});

/** WRITES real changes to one row, ending where it started (an even number of toggles). */
async function writeHistory(request: APIRequestContext) {
  const rows = await request.get(apiUrl(tablePath(table)), { headers });
  const row = ((await rows.json()) as { data: { id: number; cv: number }[] }).data[0]!;
  for (let i = 0; i < WRITES; i++) {
    const cv = i % 2 === 0 ? row.cv + 0.5 : row.cv;
    const response = await request.post(apiUrl(updatePath(table)), {
      headers,
      data: { id: row.id, cv },
    });
    expect(response.status()).toBe(200);
  }
}

test("one table's history: newest first, 50 by default, pages that cover it all once", async ({
  request,
}) => {
  await writeHistory(request);
  const all = await auditPage(request, headers, { tabla: table.key, limit: 200 });
  expect(all.length).toBeGreaterThanOrEqual(WRITES);
  expect(all.every((entry) => entry.tabla === table.key)).toBe(true);
  const ids = all.map((entry) => entry.id);
  expect(ids).toEqual([...ids].sort((a, b) => b - a));

  expect(await auditPage(request, headers, { tabla: table.key })).toEqual(all.slice(0, 50));

  const pages: AuditEntry[][] = [];
  let before: number | undefined;
  for (;;) {
    const page = await auditPage(request, headers, {
      tabla: table.key,
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
  const other = findPriceTableByKey('vasos/pinzas')!;
  const rows = await request.get(apiUrl(tablePath(other)), { headers });
  const row = ((await rows.json()) as { data: { id: number; cv: number }[] }).data[1]!;
  for (const cv of [row.cv + 0.25, row.cv]) {
    const response = await request.post(apiUrl(updatePath(other)), {
      headers,
      data: { id: row.id, cv },
    });
    expect(response.status()).toBe(200);
  }
  await writeHistory(request);

  const entries = await auditPage(request, headers, { limit: 200 });
  const ids = entries.map((entry) => entry.id);
  expect(ids).toEqual([...ids].sort((a, b) => b - a));
  const tables = new Set(entries.map((entry) => entry.tabla));
  expect(tables).toContain(other.key);
  expect(tables).toContain(table.key);
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
    const response = await request.get(apiUrl(`${AUDIT_PATH}?${query}`), { headers });
    expect(response.status(), query).toBe(400);
    expect(await response.json()).toEqual({ error: expect.any(String) });
  }
});

test('the log cannot be changed through the API', async ({ request }) => {
  for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
    const response = await request.fetch(apiUrl(AUDIT_PATH), { method, headers, data: {} });
    expect(response.status(), method).toBe(404);
  }
});

test('without a token the log is 401', async ({ request }) => {
  const response = await request.get(apiUrl(`${AUDIT_PATH}?tabla=${table.key}`));
  expect(response.status()).toBe(401);
});
