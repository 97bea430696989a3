import { expect, test } from '@playwright/test';
import { apiPaths, tablaSpecs, ROW_VERSION_FIELD, rowFields } from '../../contract';
import { stackApi } from '../support/stack/apiTarget';
import { authHeaders } from '../support/stack/auth';
import { tablasCalls } from './support/tablasCalls';

// Reads only: the stack's API. Updates that succeed have a spec (and an API) of their own.
let headers: Record<string, string>;

test.beforeAll(async () => {
  headers = await authHeaders();
});

const { rowsOf } = tablasCalls(stackApi, () => headers);

for (const { key } of tablaSpecs) {
  test(`GET ${apiPaths.tabla(key)} answers { data } rows ordered by id, with numbers only`, async ({
    request,
  }) => {
    const rows = await rowsOf(request, key);
    expect(rows.length).toBeGreaterThanOrEqual(8);
    expect(rows.length).toBeLessThanOrEqual(15);
    const ids = rows.map((row) => row.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    for (const row of rows) {
      expect(Object.keys(row).sort()).toEqual(['id', ...rowFields(key), ROW_VERSION_FIELD].sort());
      expect(Number.isInteger(row.id)).toBe(true);
      for (const value of Object.values(row)) {
        expect(typeof value).toBe('number');
        expect(value).toBeGreaterThanOrEqual(0);
      }
    }
  });
}

test('screen-print tables have the standard quantities', async ({ request }) => {
  for (const table of tablaSpecs.filter((t) => t.kind === 'serigrafia')) {
    const quantities = (await rowsOf(request, table.key)).map((row) => row.cantidad);
    expect(quantities).toEqual(expect.arrayContaining([100, 250, 500, 1000, 2500, 5000, 10000]));
  }
});

test('unknown tables are 404 { error }', async ({ request }) => {
  const paths = [
    '/api/admin/tablas/serigrafia_3_colores',
    '/api/admin/tablas/vasos/1000',
    '/api/admin/tablas/vasos/v500l', // route ids are case-sensitive: V500l
    '/api/admin/tablas/vasos/serigrafia_1_color_vf',
    '/api/admin/tablas/vasos',
  ];
  for (const path of paths) {
    const response = await request.get(stackApi.url(path), { headers });
    expect(response.status(), path).toBe(404);
    expect(await response.json()).toEqual({ error: expect.any(String) });
  }
});
