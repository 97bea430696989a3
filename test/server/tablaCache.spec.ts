import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiPaths, type PriceRow, type TablaKey } from '../../contract';
import { notifyTablaChanged } from '../../server/db/tablas/tablaChanges';
import { goodAuth } from '../support/stack/fakeServerAuth';
import { startInProcessApi } from '../support/stack/inProcessApi';
import { useOwnApi } from './support/ownApi';

// A price table's answer is read once per write of it (docs/server.md, "Price tables read once per
// write"). A row changed straight in the database, as no write of the API does, shows what is kept.
const api = useOwnApi({ auth: 'fake' });

const TABLE: TablaKey = 'serigrafia_2_colores_vf';
const OTHER: TablaKey = 'serigrafia_1_color_vf';
const ROW_ID = 3;

async function rowsOf(request: APIRequestContext, key: TablaKey) {
  const response = await request.get(api.url(apiPaths.tabla(key)), { headers: goodAuth });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: PriceRow[] }).data;
}

const costeOf = async (request: APIRequestContext, key: TablaKey) =>
  (await rowsOf(request, key)).find((row) => row.id === ROW_ID)!.coste;

/** Sets the row's coste with no write of the API: no notification. */
async function setCosteBehind(key: TablaKey, coste: number) {
  await api.db.query('UPDATE serigrafia_rows SET coste = $3 WHERE table_key = $1 AND id = $2', [
    key,
    ROW_ID,
    coste,
  ]);
}

/**
 * Until this process hears the tables' writes (its LISTEN, set up at the first call) each call
 * reads; from then on the answer is kept. Waits for that: a change behind its back stays unseen.
 */
async function untilKept(request: APIRequestContext, key: TablaKey) {
  let coste = 0.1;
  await expect
    .poll(async () => {
      const before = await costeOf(request, key);
      coste = Math.round((coste + 0.01) * 100) / 100;
      await setCosteBehind(key, coste);
      return (await costeOf(request, key)) === before;
    })
    .toBe(true);
  return coste;
}

test("a price table's answer is kept until a write of it is heard, from any process", async ({
  request,
}) => {
  const stored = await untilKept(request, TABLE);
  const kept = await rowsOf(request, TABLE);
  expect(kept.find((row) => row.id === ROW_ID)!.coste).not.toBe(stored);

  // Another table's write leaves it kept.
  await notifyTablaChanged(api.db, OTHER);
  await setCosteBehind(TABLE, stored + 0.5);
  expect(await rowsOf(request, OTHER)).toBeDefined();
  expect(await rowsOf(request, TABLE)).toEqual(kept);

  // What any API process's write of it sends once committed: the table is read anew.
  await notifyTablaChanged(api.db, TABLE);
  await expect.poll(() => costeOf(request, TABLE)).toBe(stored + 0.5);
});

test('a write through this API is in the very next answer', async ({ request }) => {
  await untilKept(request, OTHER);
  const row = (await rowsOf(request, OTHER)).find((row) => row.id === ROW_ID)!;
  const response = await request.post(api.url(apiPaths.tablaUpdate(OTHER)), {
    headers: goodAuth,
    data: { id: ROW_ID, coste: 0.4321 },
  });
  expect(response.status(), await response.text()).toBe(200);
  const after = (await rowsOf(request, OTHER)).find((row) => row.id === ROW_ID)!;
  expect(after.coste).toBe(0.4321);
  expect(after.version).toBe(row.version! + 1);
});

test("another API process's write of the table reaches this one's answer", async ({ request }) => {
  await untilKept(request, TABLE);
  // A second API on the same database: its own kept answers, as another process has.
  const other = await startInProcessApi({ db: api.db });
  try {
    const response = await request.post(other.url(apiPaths.tablaUpdate(TABLE)), {
      headers: goodAuth,
      data: { id: ROW_ID, coste: 0.1234 },
    });
    expect(response.status(), await response.text()).toBe(200);
    await expect.poll(() => costeOf(request, TABLE)).toBe(0.1234);
  } finally {
    await other.app.close();
  }
});

test('calls at the same moment get the same rows', async ({ request }) => {
  const answers = await Promise.all(Array.from({ length: 8 }, () => rowsOf(request, TABLE)));
  for (const answer of answers) expect(answer).toEqual(answers[0]);
});
