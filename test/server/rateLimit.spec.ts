import { expect, test } from '@playwright/test';
import { buildApp } from '../../server/app';
import { readServerConfig } from '../../server/config';
import { prepareDatabase } from '../../server/db/prepare';
import { DEFAULT_RATE_LIMIT_PER_MINUTE } from '../../server/http/rateLimit';
import { fakeTokens, fakeUsers, goodAuth } from '../e2e/support/inProcessApp';

const LIMIT = 3;

test('past the limit /api/admin answers 429 { error }, counting bad tokens too', async ({
  request,
}) => {
  const db = await prepareDatabase('memory');
  const app = await buildApp(
    { db, tokens: fakeTokens, users: fakeUsers(), corsOrigins: [] },
    { rateLimitPerMinute: LIMIT },
  );
  try {
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const path = `${url}/api/admin/tablas/vasos/200`;
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
    expect((await request.get(`${url}/healthz`)).status()).toBe(200);
  } finally {
    await app.close();
    await db.close();
  }
});

test('the limit comes from RATE_LIMIT_PER_MINUTE, 3000 by default, and must be a positive integer', () => {
  expect(DEFAULT_RATE_LIMIT_PER_MINUTE).toBe(3000);
  expect(readServerConfig({}).rateLimitPerMinute).toBe(3000);
  expect(readServerConfig({ RATE_LIMIT_PER_MINUTE: '100000' }).rateLimitPerMinute).toBe(100000);
  for (const bad of ['0', '-5', '1.5', 'many']) {
    expect(() => readServerConfig({ RATE_LIMIT_PER_MINUTE: bad }), bad).toThrow(
      /RATE_LIMIT_PER_MINUTE/,
    );
  }
});
