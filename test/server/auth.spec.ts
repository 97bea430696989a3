import { expect, test } from '@playwright/test';
import { stackApi } from '../support/stack/apiTarget';
import { emulatorStyleToken, expiredToken, signIn } from '../support/stack/auth';
import { adminCalls } from './support/adminCalls';

test.describe('every /api/admin route refuses a request without a valid ID token', () => {
  let expired: string;

  test.beforeAll(async () => {
    const demo = await signIn();
    expired = expiredToken({ uid: demo.uid, email: demo.email });
  });

  const badHeaders: [string, () => Record<string, string>][] = [
    ['no Authorization header', () => ({})],
    ['a header without Bearer', () => ({ Authorization: 'Token abc' })],
    ['an empty Bearer', () => ({ Authorization: 'Bearer ' })],
    ['a token that is not a JWT', () => ({ Authorization: 'Bearer not-a-token' })],
    ['an expired token', () => ({ Authorization: `Bearer ${expired}` })],
  ];

  for (const call of adminCalls()) {
    for (const [label, headers] of badHeaders) {
      test(`${call.method} ${call.path} with ${label} → 401`, async ({ request }) => {
        const response = await request.fetch(stackApi.url(call.path), {
          method: call.method,
          headers: headers(),
          data: call.body,
        });
        expect(response.status()).toBe(401);
        expect(await response.json()).toEqual({ error: expect.any(String) });
      });
    }
  }
});

test('the expired token is refused for its expiry alone: the same token still valid is accepted', async ({
  request,
}) => {
  const demo = await signIn();
  const path = stackApi.url('/api/admin/peticiones/sinasignar');
  const live = emulatorStyleToken({ uid: demo.uid, email: demo.email }, { expiresInSeconds: 600 });
  const expired = expiredToken({ uid: demo.uid, email: demo.email });

  expect((await request.get(path, { headers: { Authorization: `Bearer ${live}` } })).status()).toBe(
    200,
  );
  expect(
    (await request.get(path, { headers: { Authorization: `Bearer ${expired}` } })).status(),
  ).toBe(401);
});

test('with the demo account token every GET route answers 200 (404 for what the demo lacks)', async ({
  request,
}) => {
  const { idToken } = await signIn();
  for (const call of adminCalls().filter((c) => c.method === 'GET')) {
    const response = await request.get(stackApi.url(call.path), {
      headers: { Authorization: `Bearer ${idToken}` },
    });
    expect(response.status(), call.path).toBe(call.absent ? 404 : 200);
  }
});
