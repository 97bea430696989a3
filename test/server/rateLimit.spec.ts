import { expect, test } from '@playwright/test';
import { PUBLIC_PETICIONES_PATH } from '../../contract';
import { readServerConfig } from '../../server/config';
import { DEFAULT_PUBLIC_RATE_LIMIT_PER_MINUTE } from '../../server/routes/peticiones/publicPeticiones';
import { stackApi } from '../support/stack/apiTarget';
import { goodAuth } from '../support/stack/fakeServerAuth';
import { startInProcessApi } from '../support/stack/inProcessApi';

const LIMIT = 3;

test('past the limit /api/admin answers 429 { error }, counting bad tokens too', async ({
  request,
}) => {
  const api = await startInProcessApi({ app: { rateLimitPerMinute: LIMIT } });
  try {
    const path = api.url('/api/admin/tablas/vasos/200');
    // A flood of bad tokens uses up the allowance before any of them reaches the verifier...
    for (let i = 0; i < LIMIT; i++) {
      const response = await request.get(path, { headers: { Authorization: 'Bearer bad' } });
      expect(response.status()).toBe(401);
    }
    // ...so even a good token is turned away now.
    const limited = await request.get(path, { headers: goodAuth });
    expect(limited.status()).toBe(429);
    expect(await limited.json()).toEqual({ error: expect.any(String) });
    expect(Number(limited.headers()['retry-after'])).toBeGreaterThan(0);
    expect(limited.headers()['x-content-type-options']).toBe('nosniff');
    expect(limited.headers()['cache-control']).toBe('no-store');

    // Only /api/admin is limited.
    expect((await request.get(api.url('/healthz'))).status()).toBe(200);
  } finally {
    await api.close();
  }
});

test('the limit comes from RATE_LIMIT_PER_MINUTE, 3000 by default, and must be a positive integer', () => {
  expect(readServerConfig({}).rateLimitPerMinute).toBe(3000);
  expect(readServerConfig({ RATE_LIMIT_PER_MINUTE: '100000' }).rateLimitPerMinute).toBe(100000);
  for (const bad of ['0', '-5', '1.5', 'many']) {
    expect(() => readServerConfig({ RATE_LIMIT_PER_MINUTE: bad }), bad).toThrow(
      /RATE_LIMIT_PER_MINUTE/,
    );
  }
});

test('behind a trusted proxy each client has its own allowance; otherwise X-Forwarded-For is ignored', async ({
  request,
}) => {
  const exhaust = async (url: string, client: string) => {
    for (let i = 0; i < LIMIT; i++) {
      await request.get(url, { headers: { ...goodAuth, 'X-Forwarded-For': client } });
    }
  };
  const statusFor = async (url: string, client: string) =>
    (await request.get(url, { headers: { ...goodAuth, 'X-Forwarded-For': client } })).status();

  const behindProxy = await startInProcessApi({
    app: { rateLimitPerMinute: LIMIT, trustProxy: 1 },
  });
  try {
    const path = behindProxy.url('/api/admin/tablas/vasos/200');
    await exhaust(path, '203.0.113.1');
    expect(await statusFor(path, '203.0.113.1')).toBe(429);
    expect(await statusFor(path, '203.0.113.2')).toBe(200);
  } finally {
    await behindProxy.close();
  }

  // Without TRUST_PROXY a client cannot pick its own address, and with it its own allowance.
  const direct = await startInProcessApi({ app: { rateLimitPerMinute: LIMIT } });
  try {
    const path = direct.url('/api/admin/tablas/vasos/200');
    await exhaust(path, '203.0.113.1');
    expect(await statusFor(path, '203.0.113.2')).toBe(429);
  } finally {
    await direct.close();
  }
});

test('TRUST_PROXY takes a hop count or proxy addresses, and nothing that would trust every forwarder', () => {
  expect(readServerConfig({}).trustProxy).toBe(false);
  expect(readServerConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
  expect(readServerConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.4' }).trustProxy).toEqual([
    '10.0.0.0/8',
    '192.168.1.4',
  ]);
  for (const bad of ['true', 'loopback, *']) {
    expect(() => readServerConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
  }
});

test('the run’s stack takes more order-form calls a minute than production’s 10: no spec or walk depends on how many earlier ones sent', async ({
  request,
}) => {
  // Bodies the form refuses (400): counted by the limit as any call, and nothing is written.
  for (let call = 1; call <= DEFAULT_PUBLIC_RATE_LIMIT_PER_MINUTE + 1; call++) {
    const answer = await request.post(stackApi.url(PUBLIC_PETICIONES_PATH), { data: {} });
    expect(answer.status(), `call ${call}`).toBe(400);
  }
});
