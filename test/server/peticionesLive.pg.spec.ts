import { expect, test } from '@playwright/test';
import pg from 'pg';
import { apiPaths, PUBLIC_PETICIONES_PATH, type Peticion } from '../../contract';
import type { PostgresTarget } from '../../server/db/engine/open';
import { prepareDatabase } from '../../server/db/prepare';
import { STAFF_EMAIL, goodAuth } from '../support/stack/fakeServerAuth';
import { startInProcessApi, type InProcessApi } from '../support/stack/inProcessApi';
import { emptyTestDatabase, type TestDatabaseTarget } from '../support/testDatabase';
import { openEventStream } from './support/eventStream';
import { newPeticion as order } from './support/newPeticion';

// PostgreSQL only (the server-pg project): two API instances on one database, each with its own
// LISTEN connection, as behind a load balancer.
let empty: TestDatabaseTarget;
let apis: InProcessApi[] = [];
test.beforeEach(async () => {
  test.setTimeout(60_000);
  empty = await emptyTestDatabase();
  const target = empty.target as PostgresTarget;
  for (let i = 0; i < 2; i++) {
    const db = await prepareDatabase(target, { seedDemo: true });
    apis.push(await startInProcessApi({ db }));
  }
});
test.afterEach(async () => {
  await Promise.all(apis.map((api) => api.close()));
  apis = [];
  await empty.dispose();
});

test('a request created through one instance and assigned through it is streamed by the other', async ({
  request,
}) => {
  const [one, other] = apis as [InProcessApi, InProcessApi];
  const stream = await openEventStream(other.url(apiPaths.peticionesEventos), goodAuth);
  try {
    await stream.next((block) => block.comment === 'connected');
    const created = await request.post(one.url(PUBLIC_PETICIONES_PATH), { data: order });
    const { data: peticion } = (await created.json()) as { data: Peticion };
    expect((await stream.nextChange()).events[0]).toEqual({ type: 'added', peticion });

    await request.post(one.url(apiPaths.asignar(peticion.id)), { headers: goodAuth });
    expect((await stream.nextChange()).events[0]).toEqual({
      type: 'removed',
      id: peticion.id,
      asignado: STAFF_EMAIL,
    });
  } finally {
    stream.close();
  }
});

test('a lost LISTEN connection ends the streams (their clients reload); the next stream listens anew', async ({
  request,
}) => {
  const [one, other] = apis as [InProcessApi, InProcessApi];
  const url = other.url(apiPaths.peticionesEventos);
  const first = await openEventStream(url, goodAuth);
  await first.next((block) => block.comment === 'connected');

  // As a server restart or a failover would: the instance's listening connection is cut.
  const admin = new pg.Client({ connectionString: (empty.target as PostgresTarget).url });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ ended: boolean }>(
      `SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity
       WHERE datname = current_database() AND query LIKE 'LISTEN%'`,
    );
    expect(rows).toEqual([{ ended: true }]);
  } finally {
    await admin.end();
  }
  await first.ended;

  const second = await openEventStream(url, goodAuth);
  try {
    await second.next((block) => block.comment === 'connected');
    const created = await request.post(one.url(PUBLIC_PETICIONES_PATH), { data: order });
    const { data: peticion } = (await created.json()) as { data: Peticion };
    expect((await second.nextChange()).events[0]).toEqual({ type: 'added', peticion });
  } finally {
    second.close();
  }
});
