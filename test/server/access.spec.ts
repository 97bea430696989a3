import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiPaths } from '../../contract';
import {
  authHeaders,
  emulatorStyleToken,
  signIn,
  signUp,
  tokenClaims,
  uniqueEmail,
  type SignedIn,
} from '../support/stack/auth';
import { emulatorAuth } from '../support/stack/emulatorAuth';
import { adminCalls } from './support/adminCalls';
import { useOwnApi } from './support/ownApi';

// Staff accounts are made through the API, which records them: an API of this file's own, checking
// tokens against the run's Auth Emulator as the stack's does.
const api = useOwnApi();
const PETICIONES = apiPaths.peticionesSinAsignar;
const bearer = (idToken: string) => ({ Authorization: `Bearer ${idToken}` });

async function staffGet(request: APIRequestContext, path: string): Promise<unknown> {
  const response = await request.get(api.url(path), { headers: await authHeaders() });
  expect(response.status(), path).toBe(200);
  return response.json();
}

/** Everything a stray write could change, as staff sees it. */
const everything = async (request: APIRequestContext) => ({
  peticiones: await staffGet(request, PETICIONES),
  asignadas: await staffGet(request, apiPaths.peticionesAsignadas),
  users: await staffGet(request, '/api/admin/firebase/users'),
  serigrafia: await staffGet(request, '/api/admin/tablas/serigrafia_1_color_vf'),
  vasos: await staffGet(request, '/api/admin/tablas/vasos/200'),
  audit: await staffGet(request, '/api/admin/auditoria?limit=200'),
  ajustes: await staffGet(request, apiPaths.ajustes),
});

/** A staff account made through the API, and a first ID token of it. */
async function staffAccount(request: APIRequestContext, prefix: string): Promise<SignedIn> {
  const email = uniqueEmail(prefix);
  const created = await request.post(api.url('/api/admin/firebase/users'), {
    headers: await authHeaders(),
    data: { email, password: 'secreto1' },
  });
  expect(created.status()).toBe(201);
  return signIn(email, 'secreto1');
}

const strangers: [string, () => Promise<SignedIn>][] = [
  ['a self-registered account', () => signUp(uniqueEmail('extrano'), 'secreto1')],
  ['an anonymous account', () => signUp()],
];

for (const [label, makeStranger] of strangers) {
  test(`${label} (valid token, no staff claim) gets 403 on every /api/admin route and changes nothing`, async ({
    request,
  }) => {
    const stranger = await makeStranger();
    expect(tokenClaims(stranger.idToken).staff).toBeUndefined();
    const victim = await staffAccount(request, 'victima');
    const peticiones = (await staffGet(request, PETICIONES)) as { data: { id: number }[] };
    const targets = {
      peticionId: peticiones.data[0]!.id,
      uid: victim.uid,
      newEmail: uniqueEmail('intruso'),
    };
    const before = await everything(request);

    for (const call of adminCalls(targets)) {
      const response = await request.fetch(api.url(call.path), {
        method: call.method,
        headers: bearer(stranger.idToken),
        data: call.body,
      });
      expect(response.status(), `${call.method} ${call.path}`).toBe(403);
      expect(await response.json()).toEqual({ error: expect.any(String) });
    }

    expect(await everything(request)).toEqual(before);
    // The victim is untouched: still signs in and is let in.
    const again = await signIn(victim.email, 'secreto1');
    expect(
      (await request.get(api.url(PETICIONES), { headers: bearer(again.idToken) })).status(),
    ).toBe(200);
  });
}

test('a staff token of an account disabled in Firebase is 401, and accepted again once enabled', async ({
  request,
}) => {
  const auth = emulatorAuth();
  const person = await staffAccount(request, 'deshabilitada');
  // Disabled behind the API's back (Firebase console): only the revocation check can notice.
  await auth.updateUser(person.uid, { disabled: true });
  const refused = await request.get(api.url(PETICIONES), { headers: bearer(person.idToken) });
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toEqual({ error: expect.any(String) });

  await auth.updateUser(person.uid, { disabled: false });
  expect(
    (await request.get(api.url(PETICIONES), { headers: bearer(person.idToken) })).status(),
  ).toBe(200);
});

test('a staff token of a deleted account is 401; the same kind of token of an existing one is 200', async ({
  request,
}) => {
  const kept = await staffAccount(request, 'conservada');
  const gone = await staffAccount(request, 'borrada');
  await emulatorAuth().deleteUser(gone.uid);

  expect((await request.get(api.url(PETICIONES), { headers: bearer(kept.idToken) })).status()).toBe(
    200,
  );
  const refused = await request.get(api.url(PETICIONES), { headers: bearer(gone.idToken) });
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toEqual({ error: expect.any(String) });
});

test('only a staff claim of exactly true counts', async ({ request }) => {
  const auth = emulatorAuth();
  const person = await auth.createUser({ email: uniqueEmail('casi') });
  const subject = { uid: person.uid, email: person.email };
  for (const claims of [{}, { staff: 'true' }, { staff: 1 }, { staff: false }, { admin: true }]) {
    const token = emulatorStyleToken(subject, { claims });
    const response = await request.get(api.url(PETICIONES), { headers: bearer(token) });
    expect(response.status(), JSON.stringify(claims)).toBe(403);
  }
  const staff = emulatorStyleToken(subject, { claims: { staff: true } });
  expect((await request.get(api.url(PETICIONES), { headers: bearer(staff) })).status()).toBe(200);
});
