import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiPaths, ERASED_TEXT } from '../../contract';
import type { Database } from '../../server/db/engine/open';
import { ERASED_NOT_REWRITTEN } from '../../server/routes/clientes';
import { goodAuth } from '../support/stack/fakeServerAuth';
import { startInProcessApi, type InProcessApi } from '../support/stack/inProcessApi';
import { freshTestDatabase } from '../support/testDatabase';
import { insertDated } from './support/retentionRows';

// Suprimir answers once the erased values are out of the tables' files (docs/server.md,
// "Customers' data"). A rewrite that fails, or that leaves a table in its old files, is a 503
// after an erasure that stands, and asking again finishes it. On the project's engine, with the
// database's rewrite made to fail, then to do nothing, then left alone.
let api: InProcessApi;
let rewrite: 'fails' | 'does nothing' | 'works' = 'works';
test.beforeAll(async () => {
  test.setTimeout(90_000);
  const db = await freshTestDatabase({ seedDemo: false });
  const flaky: Database = {
    ...db,
    async rewriteTables(tables) {
      if (rewrite === 'fails') throw new Error('canceling statement due to lock timeout');
      if (rewrite === 'works') await db.rewriteTables(tables);
    },
  };
  api = await startInProcessApi({ db: flaky });
});
test.afterAll(async () => {
  await api?.close();
});

const erase = (request: APIRequestContext) =>
  request.post(api.url(apiPaths.clientesSuprimir), {
    headers: goodAuth,
    data: { telefono: '688 111 222' },
  });

test('a rewrite that fails or changes no file is a 503 after the erasure; asking again finishes it', async ({
  request,
}) => {
  const id = await insertDated(api.db, {
    estado: 'nueva',
    createdAt: '2026-10-01T10:00:00Z',
    nombre: 'Olegario Reescrito',
    telefono: '+34 688 111 222',
  });

  for (const outcome of ['fails', 'does nothing'] as const) {
    rewrite = outcome;
    const refused = await erase(request);
    expect(refused.status(), outcome).toBe(503);
    expect(await refused.json()).toEqual({ error: ERASED_NOT_REWRITTEN });
    expect(refused.headers()['retry-after']).toBeDefined();
  }
  // The erasure stood from the first call on.
  const { rows } = await api.db.query<{ cliente: unknown }>(
    'SELECT cliente FROM peticiones WHERE id = $1',
    [id],
  );
  expect(rows[0]!.cliente).toMatchObject({ nombre: ERASED_TEXT, telefono: ERASED_TEXT });

  rewrite = 'works';
  const again = await erase(request);
  expect(again.status()).toBe(200);
  expect(await again.json()).toEqual({ data: { peticiones: 0, notas: 0 } });
});
