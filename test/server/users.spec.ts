import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNT, authHeaders, signIn, uniqueEmail } from '../e2e/support/auth';
import { apiUrl } from '../e2e/support/stackEnv';

const usersUrl = () => apiUrl('/api/admin/firebase/users');
let headers: Record<string, string>;

test.beforeAll(async () => {
  headers = await authHeaders();
});

test('the users list is a bare array of { email, uid } holding the demo account', async ({
  request,
}) => {
  const response = await request.get(usersUrl(), { headers });
  expect(response.status()).toBe(200);
  const users = (await response.json()) as unknown[];
  expect(Array.isArray(users)).toBe(true);
  for (const user of users)
    expect(user).toEqual({ email: expect.any(String), uid: expect.any(String) });

  const demo = await signIn();
  expect(users).toContainEqual({ email: DEMO_ACCOUNT.email, uid: demo.uid });
});

test('creating a user: 201 { email, uid }, listed afterwards, can sign in; the same e-mail again is 409', async ({
  request,
}) => {
  const email = uniqueEmail('alta');
  const created = await request.post(usersUrl(), {
    headers,
    data: { email, password: 'secreto1' },
  });
  expect(created.status()).toBe(201);
  const user = (await created.json()) as { email: string; uid: string };
  expect(user).toEqual({ email, uid: expect.any(String) });

  const list = (await (await request.get(usersUrl(), { headers })).json()) as unknown[];
  expect(list).toContainEqual(user);
  expect((await signIn(email, 'secreto1')).uid).toBe(user.uid);

  const again = await request.post(usersUrl(), { headers, data: { email, password: 'otraclave' } });
  expect(again.status()).toBe(409);
  expect(await again.json()).toEqual({ error: expect.any(String) });
});

test('invalid user data is 400 and creates nobody', async ({ request }) => {
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

  const list = (await (await request.get(usersUrl(), { headers })).json()) as { email: string }[];
  expect(list.map((user) => user.email)).not.toContain(email);
});
