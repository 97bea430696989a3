import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiPaths, type AuditEntry, type StaffUsuario } from '../../contract';
import {
  authHeaders,
  emulatorStyleToken,
  PERSONAL_ACCOUNT,
  signIn,
  tokenClaims,
  uniqueEmail,
} from '../support/stack/auth';
import { emulatorAuth } from '../support/stack/emulatorAuth';
import { auditEntriesSince, newestAuditId } from './support/audit';
import { useOwnApi } from './support/ownApi';

// Roles on the run's Auth Emulator, through an API of this file's own (its audit log is read
// whole). The last-administrator rule needs a world with one administrator: usuarioRolLast.spec.ts.
const api = useOwnApi();
const bearer = (idToken: string) => ({ Authorization: `Bearer ${idToken}` });

async function newAccount(request: APIRequestContext) {
  const email = uniqueEmail('rol');
  const response = await request.post(api.url(apiPaths.users), {
    headers: await authHeaders(),
    data: { email, password: 'secreto1' },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as StaffUsuario;
}

const setRole = async (request: APIRequestContext, uid: string, data: unknown, token?: string) =>
  request.post(api.url(apiPaths.userRole(uid)), { headers: await authHeaders(token), data });

test('making an account an administrator: 200 with its role, audited, its old session ends, and its next one may change prices', async ({
  request,
}) => {
  // Signed in a while ago (a revocation refuses the tokens issued before its second, not in it),
  // by an account made without a password, which would date its tokens from now.
  const auth = emulatorAuth();
  const email = uniqueEmail('ascenso');
  const { uid } = await auth.createUser({ email });
  await auth.setCustomUserClaims(uid, { staff: true });
  const account: StaffUsuario = { email, uid, staff: true, disabled: false, rol: 'personal' };
  const before = {
    idToken: emulatorStyleToken(account, { claims: { staff: true }, issuedSecondsAgo: 10 }),
  };
  const update = api.url(apiPaths.tablaUpdate('serigrafia_1_color_vf'));
  const price = { id: 1, coste: 0.5 };
  expect(
    (await request.post(update, { headers: bearer(before.idToken), data: price })).status(),
  ).toBe(403);
  const since = await newestAuditId(request, api);

  const response = await setRole(request, account.uid, { rol: 'administrador' });
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ data: { ...account, rol: 'administrador' } });

  const admin = await signIn();
  expect(await auditEntriesSince(request, api, since)).toEqual([
    expect.objectContaining({
      action: 'role_changed',
      target: account.uid,
      actor: { uid: admin.uid, email: admin.email },
      changes: [{ field: 'rol', from: 'personal', to: 'administrador' }],
    }),
  ]);
  // The token of the old role is refused at once; signing in again gives the new one.
  const stale = await request.get(api.url(apiPaths.peticionesSinAsignar), {
    headers: bearer(before.idToken),
  });
  expect(stale.status()).toBe(401);
  await auth.updateUser(uid, { password: 'secreto1' });
  const after = await signIn(account.email, 'secreto1');
  expect(tokenClaims(after.idToken)).toMatchObject({ staff: true, admin: true });
  expect(
    (await request.post(update, { headers: bearer(after.idToken), data: price })).status(),
  ).toBe(200);

  // And Personal again: the same, the other way.
  const back = await setRole(request, account.uid, { rol: 'personal' });
  expect(back.status()).toBe(200);
  expect(((await back.json()) as { data: StaffUsuario }).data.rol).toBe('personal');
  const personal = await signIn(account.email, 'secreto1');
  expect(tokenClaims(personal.idToken).admin).toBeUndefined();
  expect(
    (await request.post(update, { headers: bearer(personal.idToken), data: price })).status(),
  ).toBe(403);
});

test('the same role again changes nothing: 200, no audit entry, the session goes on', async ({
  request,
}) => {
  const account = await newAccount(request);
  const session = await signIn(account.email, 'secreto1');
  const since = await newestAuditId(request, api);
  const response = await setRole(request, account.uid, { rol: 'personal' });
  expect(response.status()).toBe(200);
  expect(await auditEntriesSince(request, api, since)).toEqual([]);
  const still = await request.get(api.url(apiPaths.peticionesSinAsignar), {
    headers: bearer(session.idToken),
  });
  expect(still.status()).toBe(200);
});

test('a bad body or an unknown uid: 400 or 404 { error }, nothing changed', async ({ request }) => {
  const account = await newAccount(request);
  const since = await newestAuditId(request, api);
  for (const [data, error] of [
    [{ rol: 'jefe' }, 'rol must be one of: administrador, personal'],
    [{ rol: 'administrador', extra: 1 }, 'Unknown field: extra'],
    [{}, 'rol must be one of: administrador, personal'],
    [['administrador'], 'The body must be a JSON object'],
  ] as const) {
    const response = await setRole(request, account.uid, data);
    expect(response.status(), JSON.stringify(data)).toBe(400);
    expect(await response.json()).toEqual({ error });
  }
  const unknown = await setRole(request, 'nadie-con-este-uid', { rol: 'administrador' });
  expect(unknown.status()).toBe(404);
  expect(await unknown.json()).toEqual({ error: 'No account with that uid' });
  expect(await auditEntriesSince(request, api, since)).toEqual([]);
});

test('Personal read the audit log without the entries about accounts; administrators read them all', async ({
  request,
}) => {
  const account = await newAccount(request);
  await setRole(request, account.uid, { rol: 'administrador' });
  await setRole(request, account.uid, { rol: 'personal' });
  const personal = await signIn(PERSONAL_ACCOUNT.email, PERSONAL_ACCOUNT.password);
  const read = async (idToken: string) => {
    const response = await request.get(api.url(`${apiPaths.auditoria}?limit=200`), {
      headers: bearer(idToken),
    });
    expect(response.status()).toBe(200);
    return ((await response.json()) as { data: AuditEntry[] }).data;
  };
  const accountActions = ['user_created', 'role_changed'];
  const all = await read((await signIn()).idToken);
  expect(all.filter((entry) => entry.target === account.uid).map((entry) => entry.action)).toEqual([
    'role_changed',
    'role_changed',
    'user_created',
  ]);
  const theirs = await read(personal.idToken);
  expect(theirs.filter((entry) => accountActions.includes(entry.action))).toEqual([]);
  // What is left is the rest of the log, in the same order.
  expect(theirs).toEqual(all.filter((entry) => !accountActions.includes(entry.action)));
});
