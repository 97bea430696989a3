import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiPaths, type StaffUsuario } from '../../contract';
import type { Database } from '../../server/db/engine/open';
import { authHeaders, uniqueEmail } from '../support/stack/auth';
import { emulatorAuth } from '../support/stack/emulatorAuth';
import { startInProcessApi, type InProcessApi } from '../support/stack/inProcessApi';
import { freshTestDatabase } from '../support/testDatabase';

// An account write happens in Firebase, its audit entry in the database: when the entry cannot be
// written, the account write is undone, so that both happen or neither (docs/server.md, Audit log).
let api: InProcessApi;
let failAudit = false;
let headers: Record<string, string>;

/** The database, except that each audit entry fails while `failAudit` is set. */
function failingAudit(db: Database): Database {
  const refuse = (sql: string) => failAudit && sql.includes('INSERT INTO audit_log');
  return {
    ...db,
    query: (sql, params) =>
      refuse(sql) ? Promise.reject(new Error('disk full')) : db.query(sql, params),
  };
}

test.beforeAll(async () => {
  test.setTimeout(90_000);
  api = await startInProcessApi({ db: failingAudit(await freshTestDatabase()), auth: 'emulator' });
  headers = await authHeaders();
});
test.afterAll(async () => {
  await api?.close();
});
test.afterEach(() => {
  failAudit = false;
});

async function create(request: APIRequestContext) {
  const email = uniqueEmail('auditada');
  const response = await request.post(api.url(apiPaths.users), {
    headers,
    data: { email, password: 'secreto1' },
  });
  return { email, response };
}

test('an account whose audit entry cannot be written is deleted again: it does not exist', async ({
  request,
}) => {
  failAudit = true;
  const { email, response } = await create(request);
  expect(response.status()).toBe(500);
  expect(await response.json()).toEqual({ error: 'Internal server error' });
  await expect(emulatorAuth().getUserByEmail(email)).rejects.toMatchObject({
    code: 'auth/user-not-found',
  });
});

test('a deactivation or reactivation whose audit entry cannot be written is undone', async ({
  request,
}) => {
  const { response } = await create(request);
  expect(response.status()).toBe(201);
  const { uid } = (await response.json()) as StaffUsuario;

  failAudit = true;
  const deactivated = await request.post(api.url(apiPaths.userAction(uid, 'desactivar')), {
    headers,
  });
  expect(deactivated.status()).toBe(500);
  expect((await emulatorAuth().getUser(uid)).disabled).toBe(false);

  failAudit = false;
  expect(
    (await request.post(api.url(apiPaths.userAction(uid, 'desactivar')), { headers })).status(),
  ).toBe(200);
  failAudit = true;
  const reactivated = await request.post(api.url(apiPaths.userAction(uid, 'reactivar')), {
    headers,
  });
  expect(reactivated.status()).toBe(500);
  expect((await emulatorAuth().getUser(uid)).disabled).toBe(true);
});
