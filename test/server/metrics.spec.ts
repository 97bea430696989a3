import type { AddressInfo } from 'node:net';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiPaths } from '../../contract';
import { readServerConfig } from '../../server/config';
import { METRICS_PATH, serveMetrics } from '../../server/metrics/metricsEndpoints';
import { authHeaders } from '../support/stack/auth';
import { startInProcessApi, type InProcessApi } from '../support/stack/inProcessApi';
import { openEventStream } from './support/eventStream';

const TOKEN = 'metrics-token-of-the-test-0123456789';
const LIMIT = 40;

// An API of its own, with real token checks (so the verdict cache works) and a small rate limit.
let api: InProcessApi;
let headers: Record<string, string>;
test.beforeAll(async () => {
  test.setTimeout(90_000);
  api = await startInProcessApi({
    auth: 'emulator',
    app: { metricsToken: TOKEN, rateLimitPerMinute: LIMIT },
  });
  headers = await authHeaders();
});
test.afterAll(async () => {
  await api.close();
});

async function scrape(request: APIRequestContext): Promise<string> {
  const response = await request.get(api.url(METRICS_PATH), {
    headers: { Authorization: `Bearer ${TOKEN}` },
  });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.text();
}

/** The value of one sample, by its name and labels as written in the text format. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

test('/metrics answers only to its token: none or another is a 401', async ({ request }) => {
  expect((await request.get(api.url(METRICS_PATH))).status()).toBe(401);
  for (const authorization of [`Bearer ${TOKEN}x`, 'Bearer nope', headers.Authorization!]) {
    const response = await request.get(api.url(METRICS_PATH), {
      headers: { Authorization: authorization },
    });
    expect(response.status()).toBe(401);
  }
});

test('requests by route pattern and status with their durations, the pool, the token cache', async ({
  request,
}) => {
  await request.get(api.url(apiPaths.tabla('vasos/200')), { headers });
  await request.get(api.url(apiPaths.tabla('vasos/200')), { headers });
  await request.post(api.url(apiPaths.asignar(999_999)), { headers, data: {} });
  const text = await scrape(request);
  const table = 'method="GET",route="/api/admin/tablas/vasos/200",status_code="200"';
  expect(sample(text, `http_requests_total{${table}}`)).toBe(2);
  expect(sample(text, `http_request_duration_seconds_count{${table}}`)).toBe(2);
  expect(sample(text, `http_request_duration_seconds_bucket{le="+Inf",${table}}`)).toBe(2);
  // The route as registered, never the id in the URL.
  const asignar = 'method="POST",route="/api/admin/peticiones/:id/asignar",status_code="404"';
  expect(sample(text, `http_requests_total{${asignar}}`)).toBe(1);
  expect(text).not.toContain('/peticiones/999999');
  expect(sample(text, 'db_pool_connections{state="in_use"}')).toBeGreaterThanOrEqual(0);
  expect(sample(text, 'db_pool_connections{state="idle"}')).toBeGreaterThanOrEqual(0);
  expect(sample(text, 'db_pool_waiting')).toBe(0);
  // One token, checked with Firebase once and then remembered.
  expect(sample(text, 'token_verdict_cache_total{result="miss"}')).toBeGreaterThanOrEqual(1);
  expect(sample(text, 'token_verdict_cache_total{result="hit"}')).toBeGreaterThanOrEqual(2);
});

test('open event streams are counted while open', async ({ request }) => {
  const stream = await openEventStream(api.url(apiPaths.peticionesEventos), headers);
  try {
    await stream.next((block) => block.comment === 'connected');
    expect(sample(await scrape(request), 'sse_open_streams')).toBe(1);
  } finally {
    stream.close();
  }
});

test('rate-limit refusals are counted by limit', async ({ request }) => {
  // This spec's own API: running out of allowance here disturbs no other spec.
  let status = 0;
  for (let i = 0; i <= LIMIT && status !== 429; i++) {
    status = (await request.get(api.url(apiPaths.auditoria), { headers })).status();
  }
  expect(status).toBe(429);
  expect(sample(await scrape(request), 'rate_limit_refusals_total{scope="admin"}')).toBe(1);
});

test('METRICS_PORT: a server of its own answers /metrics to anyone who reaches that port, and nothing else', async ({
  request,
}) => {
  const server = await serveMetrics(api.app.metrics.registry, { port: 0, host: '127.0.0.1' });
  try {
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const response = await request.get(`${base}${METRICS_PATH}`);
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('http_requests_total');
    expect((await request.get(`${base}/api/admin/auditoria`)).status()).toBe(404);
  } finally {
    server.close();
  }
});

test('without METRICS_TOKEN the API has no /metrics; the settings refuse a weak token or a bad port', async ({
  request,
}) => {
  const plain = await startInProcessApi();
  try {
    expect((await request.get(plain.url(METRICS_PATH))).status()).toBe(404);
  } finally {
    await plain.close();
  }
  expect(readServerConfig({}).metricsToken).toBeUndefined();
  expect(readServerConfig({}).metricsPort).toBeUndefined();
  expect(() => readServerConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
  expect(() => readServerConfig({ METRICS_PORT: '70000' })).toThrow(/METRICS_PORT/);
  expect(readServerConfig({ METRICS_PORT: '9464' }).metricsPort).toBe(9464);
});
