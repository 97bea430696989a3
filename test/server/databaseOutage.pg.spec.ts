import { expect, test, type APIResponse } from '@playwright/test';
import { apiPaths, PUBLIC_PETICIONES_PATH, type Peticion } from '../../contract';
import { startTempPostgres, type TempPostgres } from '../../scripts/stack/postgres';
import { prepareDatabase } from '../../server/db/prepare';
import { DATABASE_UNAVAILABLE } from '../../server/http/errors';
import { goodAuth } from '../support/stack/fakeServerAuth';
import { startInProcessApi, type InProcessApi } from '../support/stack/inProcessApi';
import { openEventStream } from './support/eventStream';

// PostgreSQL only: a server of this spec's own, stopped and started again as an outage would
// (docs/server.md, "When the database is down").
let postgres: TempPostgres;
let api: InProcessApi;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  postgres = await startTempPostgres();
  const url = await postgres.createDatabase('vasos');
  api = await startInProcessApi({
    db: await prepareDatabase({ url, poolMax: 4 }, { seedDemo: true }),
  });
});
test.afterAll(async () => {
  await api?.close();
  await postgres?.stop();
});

const order = {
  peticiones: 'Vasos de sidra 500 ml serigrafiados',
  fecha_evento: '2027-09-01',
  pais: 'España',
  codigo_postal: '33201',
};
// Only a guard against a hang: a refused connection answers at once.
const timeout = 10_000;

/** A database back within seconds must not be sat out longer: 1 or 2 s (docs/server.md). */
function expectRetrySoon(retryAfter: string | undefined, label: string) {
  expect(retryAfter, label).toMatch(/^[12]$/);
}

function expectUnavailable(response: APIResponse, label: string) {
  expect(response.status(), label).toBe(503);
  expectRetrySoon(response.headers()['retry-after'], label);
}

test('while PostgreSQL is down every call answers 503 { error } with Retry-After of at most 2 s and /readyz says not ready with one too; once it is back the API recovers by itself, its events feed included', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const events = api.url(apiPaths.peticionesEventos);
  const before = await openEventStream(events, goodAuth);
  await before.next((block) => block.comment === 'connected');

  await postgres.pause();
  // Its listening connection was cut: the stream ends, so its dashboard reconnects and reloads.
  await before.ended;

  const calls: [string, () => Promise<APIResponse>][] = [
    [
      'the list',
      () => request.get(api.url(apiPaths.peticionesSinAsignar), { headers: goodAuth, timeout }),
    ],
    [
      'a price update',
      () =>
        request.post(api.url(apiPaths.tablaUpdate('vasos/200')), {
          headers: goodAuth,
          data: { id: 1, cv: 0.5 },
          timeout,
        }),
    ],
    [
      'the order form',
      () => request.post(api.url(PUBLIC_PETICIONES_PATH), { data: order, timeout }),
    ],
  ];
  for (const [label, call] of calls) {
    const response = await call();
    expectUnavailable(response, label);
    expect(await response.json(), label).toEqual({ error: DATABASE_UNAVAILABLE });
  }
  expectUnavailable(await request.get(api.url('/readyz'), { timeout }), '/readyz');
  const refusedStream = await openEventStream(events, goodAuth);
  expect(refusedStream.status).toBe(503);
  expectRetrySoon(refusedStream.headers['retry-after'], 'the events stream');
  refusedStream.close();

  await postgres.resume();

  expect((await request.get(api.url('/readyz'))).status()).toBe(200);
  const list = await request.get(api.url(apiPaths.peticionesSinAsignar), { headers: goodAuth });
  expect(list.status()).toBe(200);
  const after = await openEventStream(events, goodAuth);
  try {
    await after.next((block) => block.comment === 'connected');
    const created = await request.post(api.url(PUBLIC_PETICIONES_PATH), { data: order });
    expect(created.status()).toBe(201);
    const { data } = (await created.json()) as { data: Peticion };
    expect((await after.nextChange()).events[0]).toEqual({ type: 'added', peticion: data });
  } finally {
    after.close();
  }
});
