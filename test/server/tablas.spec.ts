import { expect, test, type APIRequestContext } from '@playwright/test';
import { MAX_PRICE, MAX_QUANTITY } from '../../contract/priceRules';
import {
  allPriceTables,
  findPriceTableByKey,
  rowFields,
  tablePath,
  updatePath,
  type PriceTable,
} from '../../src/features/precios/catalog';
import { authHeaders } from '../e2e/support/auth';
import { apiUrl } from '../e2e/support/stackEnv';

type Row = Record<string, number>;
let headers: Record<string, string>;

test.beforeAll(async () => {
  headers = await authHeaders();
});

async function rowsOf(request: APIRequestContext, table: PriceTable): Promise<Row[]> {
  const response = await request.get(apiUrl(tablePath(table)), { headers });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: Row[] }).data;
}

for (const table of allPriceTables) {
  test(`GET ${tablePath(table)} answers { data } rows ordered by id, with numbers only`, async ({
    request,
  }) => {
    const rows = await rowsOf(request, table);
    expect(rows.length).toBeGreaterThanOrEqual(8);
    expect(rows.length).toBeLessThanOrEqual(15);
    const ids = rows.map((row) => row.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    for (const row of rows) {
      expect(Object.keys(row).sort()).toEqual(['id', ...rowFields(table)].sort());
      expect(Number.isInteger(row.id)).toBe(true);
      for (const value of Object.values(row)) {
        expect(typeof value).toBe('number');
        expect(value).toBeGreaterThanOrEqual(0);
      }
    }
  });
}

test('screen-print tables have the standard quantities', async ({ request }) => {
  for (const table of allPriceTables.filter((t) => t.kind === 'serigrafia')) {
    const quantities = (await rowsOf(request, table)).map((row) => row.cantidad);
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
    const response = await request.get(apiUrl(path), { headers });
    expect(response.status(), path).toBe(404);
    expect(await response.json()).toEqual({ error: expect.any(String) });
  }
});

test('a valid screen-print update answers the row and persists', async ({ request }) => {
  const table = findPriceTableByKey('serigrafia_2_colores_vf')!;
  const original = (await rowsOf(request, table))[1]!;
  const edited = { id: original.id, cantidad: 300, coste: 0.2345, venta_real: 0.5 };

  const response = await request.post(apiUrl(updatePath(table)), { headers, data: edited });
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ data: edited });
  expect((await rowsOf(request, table)).find((row) => row.id === original.id)).toEqual(edited);

  // Put it back: the browser tests share this database.
  expect(
    (await request.post(apiUrl(updatePath(table)), { headers, data: original })).status(),
  ).toBe(200);
});

test('a valid cup update persists the editable fields and ignores a changed QCajas', async ({
  request,
}) => {
  const table = findPriceTableByKey('vasos/V600L')!;
  const original = (await rowsOf(request, table))[0]!;
  const sent = { ...original, v600l: 275, cv: 0.15, Euro: 0.31, Metalicos: 0.36, QCajas: 999 };

  const response = await request.post(apiUrl(updatePath(table)), { headers, data: sent });
  expect(response.status()).toBe(200);
  const expected = { ...sent, QCajas: original.QCajas };
  expect(await response.json()).toEqual({ data: expected });
  expect((await rowsOf(request, table)).find((row) => row.id === original.id)).toEqual(expected);

  expect(
    (await request.post(apiUrl(updatePath(table)), { headers, data: original })).status(),
  ).toBe(200);
});

test('the edges of the rules are accepted: a whole quantity at its maximum, a price at its', async ({
  request,
}) => {
  const table = findPriceTableByKey('vasos/200')!;
  const original = (await rowsOf(request, table))[4]!;
  const edge = { ...original, v200: MAX_QUANTITY, cv: MAX_PRICE, Euro: 0, Metalicos: 0.0001 };

  const response = await request.post(apiUrl(updatePath(table)), { headers, data: edge });
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ data: edge });

  expect(
    (await request.post(apiUrl(updatePath(table)), { headers, data: original })).status(),
  ).toBe(200);
});
