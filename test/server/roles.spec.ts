import { expect, test } from '@playwright/test';
import { ADMIN_PREFIX, apiPaths, mayReach, type Rol, type StaffUsuario } from '../../contract';
import { PERSONAL_ACCOUNT, signIn, signUp, tokenClaims, uniqueEmail } from '../support/stack/auth';
import { emulatorAuth } from '../support/stack/emulatorAuth';
import { startInProcessApi, type InProcessApi } from '../support/stack/inProcessApi';
import { databaseSnapshot } from './support/fuzz/snapshot';
import { callOf, ROL_TABLE, type RouteTargets } from './support/rolTable';

// Every route the API registers, called with each kind of token, against the one table of who may
// do what (contract/permissions.ts), through the action each route does (support/rolTable.ts). An
// API of this file's own (its writes disturb nobody), checking tokens against the run's Auth
// Emulator as the stack's API does.
let api: InProcessApi;
test.beforeAll(async () => {
  test.setTimeout(90_000);
  api = await startInProcessApi({ auth: 'emulator' });
});
test.afterAll(async () => {
  await api?.close();
});

type Caller = 'administrador' | 'personal' | 'sin rol' | 'sin staff';
/** The role each staff caller has: an account without the role claim is Personal. */
const ROLE_OF: Record<Exclude<Caller, 'sin staff'>, Rol> = {
  administrador: 'administrador',
  personal: 'personal',
  'sin rol': 'personal',
};
type Answer = { status: number; body: unknown };

/** The /api/admin routes as Fastify registered them (HEAD included: each GET has one). */
const adminRoutes = () =>
  api.app.routeRegistry.filter(
    ({ method, url }) => url.startsWith(`${ADMIN_PREFIX}/`) && method !== 'OPTIONS',
  );

/** The action a route does; a HEAD route does its GET's. */
const actionOf = (method: string, url: string) =>
  ROL_TABLE[`${method === 'HEAD' ? 'GET' : method} ${url}`]!;

/** Whether the permissions table lets this caller reach the route (past the guard). */
const reaches = (caller: Caller, method: string, url: string) =>
  caller !== 'sin staff' && mayReach(actionOf(method, url), ROLE_OF[caller]);

/** One call; an events stream is only opened (its status is all a walk needs) and closed. */
async function send(
  token: string,
  call: { method: string; path: string; body?: object },
): Promise<Answer> {
  const response = await fetch(api.url(call.path), {
    method: call.method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(call.body ? { 'Content-Type': 'application/json' } : {}),
    },
    body: call.body && JSON.stringify(call.body),
  });
  if (response.headers.get('content-type')?.startsWith('text/event-stream')) {
    await response.body?.cancel();
    return { status: response.status, body: undefined };
  }
  if (!response.headers.get('content-type')?.startsWith('application/json')) {
    await response.body?.cancel();
    return { status: response.status, body: undefined };
  }
  // A HEAD answer has the type of its GET's but no body.
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
}

/** The accounts as Firebase holds them (claims and state): what a refused call must not change. */
async function accounts(): Promise<string> {
  const { users } = await emulatorAuth().listUsers(1000);
  return JSON.stringify(
    users
      .map(({ uid, disabled, customClaims }) => ({ uid, disabled, customClaims }))
      .sort((a, b) => a.uid.localeCompare(b.uid)),
  );
}

/** A staff account as an installation before roles made it: the staff claim and nothing else. */
async function staffWithoutRoleClaim(): Promise<string> {
  const email = uniqueEmail('sin-rol');
  const auth = emulatorAuth();
  const { uid } = await auth.createUser({ email, password: 'secreto1' });
  await auth.setCustomUserClaims(uid, { staff: true });
  return (await signIn(email, 'secreto1')).idToken;
}

async function callers(): Promise<Record<Caller, string>> {
  const personal = (await signIn(PERSONAL_ACCOUNT.email, PERSONAL_ACCOUNT.password)).idToken;
  expect(tokenClaims(personal)).toMatchObject({ staff: true });
  expect(tokenClaims(personal).admin).toBeUndefined();
  return {
    administrador: (await signIn()).idToken,
    personal,
    'sin rol': await staffWithoutRoleClaim(),
    'sin staff': (await signUp(uniqueEmail('extrano'), 'secreto1')).idToken,
  };
}

/**
 * What each caller's calls name: a request of the caller's own, taken by them (a route for the
 * assignee alone then answers them past the guard, as it would in use), an account and a new
 * address. A caller who is not staff names the administrator's request.
 */
async function targets(tokens: Record<Caller, string>): Promise<Record<Caller, RouteTargets>> {
  const list = await fetch(api.url(apiPaths.peticionesSinAsignar), {
    headers: { Authorization: `Bearer ${tokens.administrador}` },
  });
  const peticiones = ((await list.json()) as { data: { id: number }[] }).data;
  const victim = await emulatorAuth().createUser({ email: uniqueEmail('objetivo') });
  await emulatorAuth().setCustomUserClaims(victim.uid, { staff: true });
  const staff = ['administrador', 'personal', 'sin rol'] as const;
  const held = {} as Record<Caller, RouteTargets>;
  for (const [index, caller] of staff.entries()) {
    const peticionId = peticiones[index]!.id;
    const taken = await fetch(api.url(apiPaths.asignar(peticionId)), {
      method: 'POST',
      headers: { Authorization: `Bearer ${tokens[caller]}` },
    });
    expect(taken.status, `${caller} takes request ${peticionId}`).toBe(200);
    held[caller] = { peticionId, uid: victim.uid, newEmail: uniqueEmail('alta') };
  }
  held['sin staff'] = held.administrador;
  return held;
}

test('every /api/admin route has a line in the role table, and every line a route', () => {
  const registered = new Set(
    adminRoutes()
      .filter(({ method }) => method !== 'HEAD')
      .map(({ method, url }) => `${method} ${url}`),
  );
  // The registry is the app's: an empty one would make this test pass for nothing.
  expect(registered.size).toBeGreaterThan(30);
  expect([...registered].filter((route) => !(route in ROL_TABLE))).toEqual([]);
  expect(Object.keys(ROL_TABLE).filter((route) => !registered.has(route))).toEqual([]);
});

test('each /api/admin route declares the action the role table names for it, its HEAD route too', () => {
  const routes = adminRoutes();
  expect(routes.length).toBeGreaterThan(30);
  for (const { method, url, access } of routes) {
    expect(access, `${method} ${url}`).toBe(actionOf(method, url));
  }
});

test('each role against every route: what the table refuses is a 403 { error } that writes nothing; what it allows gets past the guard', async () => {
  test.setTimeout(120_000);
  const tokens = await callers();
  const at = await targets(tokens);
  const routes = adminRoutes();
  const refused: string[] = [];

  // Refusals first, so that each finds everything as it was.
  const dbBefore = await databaseSnapshot(api.db);
  const accountsBefore = await accounts();
  for (const caller of ['personal', 'sin rol', 'sin staff'] as const) {
    for (const { method, url } of routes) {
      if (reaches(caller, method, url)) continue;
      const call = callOf(method, url, at[caller]);
      const answer = await send(tokens[caller], call);
      const label = `${caller}: ${method} ${call.path}`;
      expect(answer.status, label).toBe(403);
      if (method !== 'HEAD') expect(answer.body, label).toEqual({ error: expect.any(String) });
      refused.push(label);
    }
  }
  expect(await databaseSnapshot(api.db)).toBe(dbBefore);
  expect(await accounts()).toBe(accountsBefore);
  // Personal were refused every administrators' route, and only those.
  const adminOnly = routes.filter(({ method, url }) => !reaches('personal', method, url));
  expect(refused.filter((label) => label.startsWith('personal:'))).toHaveLength(adminOnly.length);
  expect(adminOnly.length).toBeGreaterThan(15);

  for (const caller of ['administrador', 'personal', 'sin rol'] as const) {
    for (const { method, url } of routes) {
      if (!reaches(caller, method, url)) continue;
      const call = callOf(method, url, at[caller]);
      const answer = await send(tokens[caller], call);
      const label = `${caller}: ${method} ${call.path} → ${JSON.stringify(answer.body)}`;
      expect([401, 403], label).not.toContain(answer.status);
      expect(answer.status, label).toBeLessThan(500);
    }
  }
});

test('the users list answers each account’s role; accounts made through the API are Personal', async () => {
  const admin = { Authorization: `Bearer ${(await signIn()).idToken}` };
  const email = uniqueEmail('nueva');
  const created = await fetch(api.url(apiPaths.users), {
    method: 'POST',
    headers: { ...admin, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: 'secreto1' }),
  });
  expect(created.status).toBe(201);
  expect(await created.json()).toMatchObject({ email, staff: true, rol: 'personal' });

  const users = (await (
    await fetch(api.url(apiPaths.users), { headers: admin })
  ).json()) as StaffUsuario[];
  const byEmail = (address: string) => users.find((user) => user.email === address);
  expect(byEmail('admin@vasos.test')?.rol).toBe('administrador');
  expect(byEmail(PERSONAL_ACCOUNT.email)?.rol).toBe('personal');
  expect(byEmail(email)?.rol).toBe('personal');
  for (const user of users) expect(['administrador', 'personal']).toContain(user.rol);
});
