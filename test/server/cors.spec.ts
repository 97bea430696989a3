import { expect, test } from '@playwright/test';
import { apiPaths, ROW_VERSION_HEADER, type PriceRow } from '../../contract';
import { stackUrls } from '../support/stack/stackEnv';
import { stackApi } from '../support/stack/apiTarget';
import { authHeaders } from '../support/stack/auth';
import { unversioned } from './support/tablasCalls';

const path = '/api/admin/tablas/vasos/200/update';

const preflight = (origin: string) => ({
  method: 'OPTIONS',
  headers: {
    Origin: origin,
    'Access-Control-Request-Method': 'POST',
    'Access-Control-Request-Headers': 'authorization,content-type',
  },
});

test("a preflight from the dashboard's origin is allowed, Authorization included", async ({
  request,
}) => {
  const origin = stackUrls().web;
  const response = await request.fetch(stackApi.url(path), preflight(origin));
  expect(response.status()).toBe(204);
  const allowed = response.headers();
  expect(allowed['access-control-allow-origin']).toBe(origin);
  expect(allowed['access-control-allow-methods']).toContain('POST');
  expect(allowed['access-control-allow-headers']?.toLowerCase()).toContain('authorization');
  expect(allowed['access-control-allow-headers']?.toLowerCase()).toContain('content-type');
});

test("the dashboard's origin may send Last-Event-ID, to resume the events stream", async ({
  request,
}) => {
  const origin = stackUrls().web;
  const response = await request.fetch(stackApi.url('/api/admin/peticiones/eventos'), {
    method: 'OPTIONS',
    headers: {
      Origin: origin,
      'Access-Control-Request-Method': 'GET',
      'Access-Control-Request-Headers': 'authorization,last-event-id',
    },
  });
  expect(response.status()).toBe(204);
  const allowed = response.headers()['access-control-allow-headers']?.toLowerCase() ?? '';
  expect(allowed.split(/,\s*/)).toContain('last-event-id');
});

test('another origin gets no Access-Control-Allow-Origin, on the preflight or the call', async ({
  request,
}) => {
  const other = 'http://127.0.0.1:1';
  const options = await request.fetch(stackApi.url(path), preflight(other));
  expect(options.headers()['access-control-allow-origin']).toBeUndefined();

  const get = await request.get(stackApi.url('/api/admin/tablas/vasos/200'), {
    headers: { ...(await authHeaders()), Origin: other },
  });
  expect(get.headers()['access-control-allow-origin']).toBeUndefined();
});

test('an allowed origin gets Access-Control-Allow-Origin on the actual call', async ({
  request,
}) => {
  const origin = stackUrls().web;
  const get = await request.get(stackApi.url('/api/admin/tablas/vasos/200'), {
    headers: { ...(await authHeaders()), Origin: origin },
  });
  expect(get.status()).toBe(200);
  expect(get.headers()['access-control-allow-origin']).toBe(origin);
});

test('a kept, compressed answer varies on Origin and on Accept-Encoding, for any origin', async ({
  request,
}) => {
  const headers = { ...(await authHeaders()), 'Accept-Encoding': 'br' };
  for (const origin of [stackUrls().web, 'http://127.0.0.1:1']) {
    const list = await request.get(stackApi.url(apiPaths.peticionesSinAsignar), {
      headers: { ...headers, Origin: origin },
    });
    expect(list.status()).toBe(200);
    expect(list.headers()['content-encoding'], origin).toBe('br');
    const vary = list.headers()['vary']?.toLowerCase().split(/,\s*/) ?? [];
    expect(vary, origin).toEqual(expect.arrayContaining(['origin', 'accept-encoding']));
    const exposed = list.headers()['access-control-expose-headers']?.toLowerCase() ?? '';
    expect(exposed.split(/,\s*/), origin).toContain('x-request-id');
  }
});

test("an accepted update lets the dashboard's origin read its Row-Version header", async ({
  request,
}) => {
  const origin = stackUrls().web;
  const headers = { ...(await authHeaders()), Origin: origin };
  const [row] = (
    (await (
      await request.get(stackApi.url('/api/admin/tablas/vasos/200'), { headers })
    ).json()) as { data: PriceRow[] }
  ).data;
  // The row as loaded, without its version (so another test's write cannot make it stale):
  // accepted, and nothing changes.
  const response = await request.post(stackApi.url(path), { headers, data: unversioned(row!) });
  expect(response.status()).toBe(200);
  expect(response.headers()['access-control-allow-origin']).toBe(origin);
  const exposed = response.headers()['access-control-expose-headers']?.toLowerCase() ?? '';
  expect(exposed.split(/,\s*/)).toContain(ROW_VERSION_HEADER.toLowerCase());
  const { data } = (await response.json()) as { data: PriceRow };
  expect(response.headers()[ROW_VERSION_HEADER.toLowerCase()]).toBe(String(data.version));
});

test('unknown routes are 404 JSON', async ({ request }) => {
  const headers = await authHeaders();
  for (const [method, url] of [
    ['GET', '/api/admin/no-existe'],
    ['POST', '/api/admin/peticiones/1/borrar'],
    ['GET', '/nada'],
    ['DELETE', '/api/admin/tablas/vasos/200'],
  ]) {
    const response = await request.fetch(stackApi.url(url!), { method: method!, headers });
    expect(response.status(), `${method} ${url}`).toBe(404);
    expect(await response.json()).toEqual({ error: expect.any(String) });
  }
});
