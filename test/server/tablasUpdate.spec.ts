import { expect, test, type APIRequestContext } from '@playwright/test';
import { MAX_PRICE, MAX_QUANTITY, type PriceRow, type TablaKey } from '../../contract';
import { authHeaders } from '../support/stack/auth';
import { useOwnApi } from './support/ownApi';
import { tablasCalls, unversioned } from './support/tablasCalls';

// Updates that succeed change the rows: an API of this file's own.
const api = useOwnApi();
let headers: Record<string, string>;

test.beforeAll(async () => {
  headers = await authHeaders();
});

const { rowsOf, update } = tablasCalls(api, () => headers);

/** Sends the row's values as they were loaded: they are stored again, exactly (a newer version). */
async function expectRestored(request: APIRequestContext, table: TablaKey, row: PriceRow) {
  expect((await update(request, table, unversioned(row))).status()).toBe(200);
  const stored = (await rowsOf(request, table)).find((stored) => stored.id === row.id)!;
  expect(unversioned(stored)).toEqual(unversioned(row));
}

test('a valid screen-print update answers the row and persists', async ({ request }) => {
  const table = 'serigrafia_2_colores_vf';
  const original = (await rowsOf(request, table))[1]!;
  const edited = { id: original.id, cantidad: 300, coste: 0.2345, venta_real: 0.5 };
  const written = { ...edited, version: original.version! + 1 };

  const response = await update(request, table, edited);
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ data: written });
  expect((await rowsOf(request, table)).find((row) => row.id === original.id)).toEqual(written);

  await expectRestored(request, table, original);
});

test('a valid cup update persists the editable fields and ignores a changed QCajas', async ({
  request,
}) => {
  const table = 'vasos/V600L';
  const original = (await rowsOf(request, table))[0]!;
  const sent = { ...original, v600l: 275, cv: 0.15, Euro: 0.31, Metalicos: 0.36, QCajas: 999 };

  const response = await update(request, table, sent);
  expect(response.status()).toBe(200);
  const expected = { ...sent, QCajas: original.QCajas, version: original.version! + 1 };
  expect(await response.json()).toEqual({ data: expected });
  expect((await rowsOf(request, table)).find((row) => row.id === original.id)).toEqual(expected);

  await expectRestored(request, table, original);
});

test('the edges of the rules are accepted: a whole quantity and a price at their maximum, 0 and 0.0001', async ({
  request,
}) => {
  const table = 'vasos/200';
  const original = (await rowsOf(request, table))[4]!;
  const edge = { ...original, v200: MAX_QUANTITY, cv: MAX_PRICE, Euro: 0, Metalicos: 0.0001 };

  const response = await update(request, table, edge);
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ data: { ...edge, version: original.version! + 1 } });

  await expectRestored(request, table, original);
});
