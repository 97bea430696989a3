import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiPaths, type StaffUsuario, type UsuarioAction } from '../../contract';
import { DEMO_ACCOUNT, authHeaders, signIn, tokenClaims, uniqueEmail } from '../support/stack/auth';
import { auditEntriesSince, newestAuditId } from './support/audit';
import { useOwnApi } from './support/ownApi';

// The accounts are the run's Auth Emulator's (new ones get e-mails nobody else uses); the audit
// log, which these tests read whole, is in a database of this file's own.
const api = useOwnApi();

const usersUrl = () => api.url(apiPaths.users);
const actionUrl = (uid: string, action: UsuarioAction) => api.url(apiPaths.userAction(uid, action));
const PETICIONES = apiPaths.peticionesSinAsignar;
let headers: Record<string, string>;

test.beforeAll(async () => {
  headers = await authHeaders();
});

async function listUsers(request: APIRequestContext): Promise<StaffUsuario[]> {
  return (await (await request.get(usersUrl(), { headers })).json()) as StaffUsuario[];
}

async function createAccount(request: APIRequestContext, prefix: string) {
  const email = uniqueEmail(prefix);
  const response = await request.post(usersUrl(), {
    headers,
    data: { email, password: 'secreto1' },
  });
  expect(response.status()).toBe(201);
  return { ...((await response.json()) as StaffUsuario), password: 'secreto1' };
}

const bearer = (idToken: string) => ({ Authorization: `Bearer ${idToken}` });

test('the users list is a bare array of { email, uid, staff, disabled, rol } holding the demo account as active staff, an administrator', async ({
  request,
}) => {
  const response = await request.get(usersUrl(), { headers });
  expect(response.status()).toBe(200);
  const users = (await response.json()) as unknown[];
  expect(Array.isArray(users)).toBe(true);
  for (const user of users)
    expect(user).toEqual({
      email: expect.any(String),
      uid: expect.any(String),
      staff: expect.any(Boolean),
      disabled: expect.any(Boolean),
      rol: expect.stringMatching(/^(administrador|personal)$/),
    });

  const demo = await signIn();
  expect(users).toContainEqual({
    email: DEMO_ACCOUNT.email,
    uid: demo.uid,
    staff: true,
    disabled: false,
    rol: 'administrador',
  });
});

test('creating a user makes staff: 201, listed, its own token is let in; one audit entry by the caller; the same e-mail again is 409', async ({
  request,
}) => {
  const demo = await signIn();
  const since = await newestAuditId(request, api);
  const email = uniqueEmail('alta');
  const created = await request.post(usersUrl(), {
    headers,
    data: { email, password: 'secreto1' },
  });
  expect(created.status()).toBe(201);
  const user = (await created.json()) as StaffUsuario;
  expect(user).toEqual({
    email,
    uid: expect.any(String),
    staff: true,
    disabled: false,
    rol: 'personal',
  });

  expect(await listUsers(request)).toContainEqual(user);
  const own = await signIn(email, 'secreto1');
  expect(own.uid).toBe(user.uid);
  expect(tokenClaims(own.idToken).staff).toBe(true);
  expect((await request.get(api.url(PETICIONES), { headers: bearer(own.idToken) })).status()).toBe(
    200,
  );

  const again = await request.post(usersUrl(), { headers, data: { email, password: 'otraclave' } });
  expect(again.status()).toBe(409);
  expect(await again.json()).toEqual({ error: expect.any(String) });

  expect(await auditEntriesSince(request, api, since)).toEqual([
    {
      id: expect.any(Number),
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      actor: { uid: demo.uid, email: DEMO_ACCOUNT.email },
      action: 'user_created',
      tabla: null,
      target: user.uid,
      changes: [{ field: 'email', from: null, to: email }],
    },
  ]);
});

test('invalid user data is 400, creates nobody and records nothing', async ({ request }) => {
  const since = await newestAuditId(request, api);
  const email = uniqueEmail('invalido');
  const bodies: [string, unknown][] = [
    ['a bad e-mail', { email: 'no-es-un-correo', password: 'secreto1' }],
    ['a password of 5 characters', { email, password: '12345' }],
    ['no password', { email }],
    ['no e-mail', { password: 'secreto1' }],
    ['a numeric password', { email, password: 12345678 }],
    ['an unknown field', { email, password: 'secreto1', admin: true }],
    ['an array', [email, 'secreto1']],
  ];
  for (const [label, data] of bodies) {
    const response = await request.post(usersUrl(), { headers, data });
    expect(response.status(), label).toBe(400);
    expect(await response.json()).toEqual({ error: expect.any(String) });
  }
  const malformed = await request.post(usersUrl(), {
    headers: { ...headers, 'Content-Type': 'application/json' },
    data: '{"email": "a@b.c", ',
  });
  expect(malformed.status()).toBe(400);

  expect((await listUsers(request)).map((user) => user.email)).not.toContain(email);
  expect(await auditEntriesSince(request, api, since)).toEqual([]);
});

test('Desactivar ends a signed-in account at its next call; Reactivar lets it sign in again; one audit entry each', async ({
  request,
}) => {
  const demo = await signIn();
  const other = await createAccount(request, 'baja');
  const session = await signIn(other.email, other.password);
  // Accepted once, so this server remembers the verdict: deactivating must drop it.
  expect(
    (await request.get(api.url(PETICIONES), { headers: bearer(session.idToken) })).status(),
  ).toBe(200);
  const since = await newestAuditId(request, api);

  const off = await request.post(actionUrl(other.uid, 'desactivar'), { headers });
  expect(off.status()).toBe(200);
  expect(await off.json()).toEqual({
    data: { email: other.email, uid: other.uid, staff: true, disabled: true, rol: 'personal' },
  });
  expect(await listUsers(request)).toContainEqual({
    email: other.email,
    uid: other.uid,
    staff: true,
    disabled: true,
    rol: 'personal',
  });
  const next = await request.get(api.url(PETICIONES), { headers: bearer(session.idToken) });
  expect(next.status()).toBe(401);
  expect(await next.json()).toEqual({ error: expect.any(String) });
  await expect(signIn(other.email, other.password)).rejects.toThrow(/USER_DISABLED/);

  const on = await request.post(actionUrl(other.uid, 'reactivar'), { headers });
  expect(on.status()).toBe(200);
  expect(await on.json()).toEqual({
    data: { email: other.email, uid: other.uid, staff: true, disabled: false, rol: 'personal' },
  });
  const back = await signIn(other.email, other.password);
  expect((await request.get(api.url(PETICIONES), { headers: bearer(back.idToken) })).status()).toBe(
    200,
  );

  const actor = { uid: demo.uid, email: DEMO_ACCOUNT.email };
  expect(
    (await auditEntriesSince(request, api, since)).map(({ actor, action, target, tabla }) => ({
      actor,
      action,
      target,
      tabla,
    })),
  ).toEqual([
    { actor, action: 'user_deactivated', target: other.uid, tabla: null },
    { actor, action: 'user_reactivated', target: other.uid, tabla: null },
  ]);
});

test('nobody can deactivate their own account: 409, still active, nothing recorded', async ({
  request,
}) => {
  const demo = await signIn();
  const since = await newestAuditId(request, api);
  const response = await request.post(actionUrl(demo.uid, 'desactivar'), { headers });
  expect(response.status()).toBe(409);
  expect(await response.json()).toEqual({ error: expect.any(String) });

  expect((await listUsers(request)).find((user) => user.uid === demo.uid)?.disabled).toBe(false);
  expect((await request.get(api.url(PETICIONES), { headers })).status()).toBe(200);
  expect(await auditEntriesSince(request, api, since)).toEqual([]);
});

test('desactivar and reactivar of an unknown uid are 404 and record nothing', async ({
  request,
}) => {
  const since = await newestAuditId(request, api);
  for (const uid of ['no-such-uid', 'x'.repeat(90)]) {
    for (const action of ['desactivar', 'reactivar'] as const) {
      const response = await request.post(actionUrl(uid, action), { headers });
      expect(response.status(), `${action} ${uid}`).toBe(404);
      expect(await response.json()).toEqual({ error: expect.any(String) });
    }
  }
  expect(await auditEntriesSince(request, api, since)).toEqual([]);
});
