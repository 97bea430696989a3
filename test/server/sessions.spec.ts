import { expect, test } from '@playwright/test';
import { apiPaths, SESSION_EXPIRED_ERROR, type StaffUsuario } from '../../contract';
import { revokeStaff } from '../../server/staff/accounts';
import { ACCESS_RECHECK_MS } from '../../server/live/openStreams';
import { authHeaders, emulatorStyleToken, signIn, uniqueEmail } from '../support/stack/auth';
import { emulatorAuth } from '../support/stack/emulatorAuth';
import { startInProcessApi, type InProcessApi } from '../support/stack/inProcessApi';
import { openEventStream } from './support/eventStream';

// How sessions end, through an API of this file's own checking tokens against the run's Auth
// Emulator: the session's 12 hours, and the events streams of a person whose access changes.
let api: InProcessApi;
test.beforeAll(async () => {
  test.setTimeout(90_000);
  api = await startInProcessApi({ auth: 'emulator' });
});
test.afterAll(async () => {
  await api?.close();
});

const HOUR_S = 3600;
const bearer = (idToken: string) => ({ Authorization: `Bearer ${idToken}` });

/** A staff account made without a password (which would date its valid tokens from now). */
async function staffWithoutPassword() {
  const email = uniqueEmail('sesion');
  const { uid } = await emulatorAuth().createUser({ email });
  await emulatorAuth().setCustomUserClaims(uid, { staff: true });
  return { uid, email };
}

/** A staff account made through the API, signed in, with its events stream open. */
async function signedInWithStream() {
  const email = uniqueEmail('flujo');
  const created = await fetch(api.url(apiPaths.users), {
    method: 'POST',
    headers: { ...(await authHeaders()), 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: 'secreto1' }),
  });
  expect(created.status).toBe(201);
  const { uid } = (await created.json()) as StaffUsuario;
  const session = await signIn(email, 'secreto1');
  const stream = await openEventStream(
    api.url(apiPaths.peticionesEventos),
    bearer(session.idToken),
  );
  expect(stream.status).toBe(200);
  await stream.next((block) => block.comment === 'connected');
  return { uid, email, stream };
}

test('a token of a sign-in more than 12 hours ago is refused with 401 and its own error; just under, let in', async ({
  request,
}) => {
  const person = await staffWithoutPassword();
  const url = api.url(apiPaths.peticionesSinAsignar);
  // Refreshed a moment ago (valid for an hour more), from a sign-in 12 hours and a minute ago.
  const old = emulatorStyleToken(person, { issuedSecondsAgo: 12 * HOUR_S + 60 });
  const refused = await request.get(url, { headers: bearer(old) });
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toEqual({ error: SESSION_EXPIRED_ERROR });

  const recent = emulatorStyleToken(person, { issuedSecondsAgo: 12 * HOUR_S - 60 });
  expect((await request.get(url, { headers: bearer(recent) })).status()).toBe(200);
});

test('Desactivar ends the person’s open events stream at once', async ({ request }) => {
  const { uid, stream } = await signedInWithStream();
  const off = await request.post(api.url(apiPaths.userAction(uid, 'desactivar')), {
    headers: await authHeaders(),
  });
  expect(off.status()).toBe(200);
  await stream.ended;
});

test('a role change ends the person’s open events stream at once', async ({ request }) => {
  const { uid, stream } = await signedInWithStream();
  const role = await request.post(api.url(apiPaths.userRole(uid)), {
    headers: await authHeaders(),
    data: { rol: 'administrador' },
  });
  expect(role.status()).toBe(200);
  await stream.ended;
});

/** A staff account signed in a while ago, with its events stream open on a token of its own. */
async function streamSignedInEarlier() {
  // Signed in a while ago (a revocation refuses the tokens issued before its second, not in it),
  // by an account made without a password, which would date its valid tokens from now.
  const person = await staffWithoutPassword();
  const token = emulatorStyleToken(person, { issuedSecondsAgo: 30 });
  const stream = await openEventStream(api.url(apiPaths.peticionesEventos), bearer(token));
  expect(stream.status).toBe(200);
  await stream.next((block) => block.comment === 'connected');
  return { ...person, stream };
}

test('access removed elsewhere (the staff CLI, the Firebase console) ends the streams at the next recheck, every 4 s; everyone else’s go on', async () => {
  const revoked = await streamSignedInEarlier();
  const disabled = await streamSignedInEarlier();
  const deleted = await streamSignedInEarlier();
  const other = await signedInWithStream();
  let otherEnded = false;
  void other.stream.ended.then(() => (otherEnded = true));

  await revokeStaff(emulatorAuth(), revoked.email);
  // In the console: disabled only (its sessions not revoked), or deleted.
  await emulatorAuth().updateUser(disabled.uid, { disabled: true });
  await emulatorAuth().deleteUser(deleted.uid);
  await api.app.openStreams.recheck();
  await Promise.all([revoked.stream.ended, disabled.stream.ended, deleted.stream.ended]);
  expect(otherEnded).toBe(false);
  other.stream.close();
  expect(ACCESS_RECHECK_MS).toBeLessThanOrEqual(4_000);
});
