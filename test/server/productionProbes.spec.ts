import { expect, test } from '@playwright/test';
import type { Database } from '../../server/db/engine/open';
import { RETRY_AFTER_SECONDS } from '../../server/http/errors';
import { DATABASE_UNREACHABLE, READY_TIMEOUT_MS } from '../../server/routes/health';
import { startInProcessApi } from '../support/stack/inProcessApi';
import { freshTestDatabase } from '../support/testDatabase';

test('/healthz and /readyz answer 200 without a token, and are never rate limited', async ({
  request,
}) => {
  const limit = 2;
  const api = await startInProcessApi({ app: { rateLimitPerMinute: limit } });
  try {
    // A balancer may ask as often as it likes.
    for (let i = 0; i < limit * 3; i++) {
      for (const path of ['/healthz', '/readyz']) {
        const response = await request.get(api.url(path));
        expect(response.status(), path).toBe(200);
        expect(await response.json(), path).toEqual({ status: 'ok' });
      }
    }
    // The same client past the limit on /api/admin: a limit was in force all along.
    for (let i = 0; i < limit; i++) await request.get(api.url('/api/admin/auditoria'));
    expect((await request.get(api.url('/api/admin/auditoria'))).status()).toBe(429);
  } finally {
    await api.close();
  }
});

test('/readyz answers 503 { error } with Retry-After once the database is gone; /healthz still 200', async ({
  request,
}) => {
  const real = await freshTestDatabase();
  let closed = false;
  const loseDatabase = async () => {
    if (closed) return;
    closed = true;
    await real.close();
  };
  // The API's own close finds the database already gone.
  const api = await startInProcessApi({ db: { ...real, close: loseDatabase } });
  try {
    expect((await request.get(api.url('/readyz'))).status()).toBe(200);
    await loseDatabase();

    const ready = await request.get(api.url('/readyz'));
    expect(ready.status()).toBe(503);
    expect(await ready.json()).toEqual({ error: DATABASE_UNREACHABLE });
    // A balancer that honours it asks again within 2 s (docs/server.md, "When the database is down").
    expect(ready.headers()['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
    expect(RETRY_AFTER_SECONDS).toBeLessThanOrEqual(2);
    expect((await request.get(api.url('/healthz'))).status()).toBe(200);
  } finally {
    await api.close();
  }
});

test('/readyz answers 503 when the database does not answer in time', async ({ request }) => {
  // Takes every query and never answers, as behind a network partition or with a pool in use.
  const never = () => new Promise<never>(() => {});
  const silent: Database = {
    engine: 'postgres',
    query: never,
    exec: never,
    transaction: never,
    readSnapshot: never,
    withAdvisoryLock: never,
    rewriteTables: never,
    listen: never,
    close: async () => {},
  };
  const api = await startInProcessApi({ db: silent });
  try {
    const started = Date.now();
    const ready = await request.get(api.url('/readyz'));
    expect(ready.status()).toBe(503);
    expect(await ready.json()).toEqual({ error: DATABASE_UNREACHABLE });
    expect(ready.headers()['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
    expect(Date.now() - started).toBeGreaterThanOrEqual(READY_TIMEOUT_MS);
  } finally {
    await api.close();
  }
});
