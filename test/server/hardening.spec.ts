import { expect, test, type APIResponse } from '@playwright/test';
import { MAX_PARAM_LENGTH } from '../../server/app';
import { stackApi } from '../support/stack/apiTarget';
import { authHeaders } from '../support/stack/auth';

let headers: Record<string, string>;
test.beforeAll(async () => {
  headers = await authHeaders();
});

function expectAdminHeaders(response: APIResponse, label: string) {
  expect(response.headers()['x-content-type-options'], label).toBe('nosniff');
  expect(response.headers()['cache-control'], label).toBe('no-store');
}

test('/api/admin answers carry nosniff and no-store: a 200, a 401, a 404 and a 400', async ({
  request,
}) => {
  const answers: [string, () => Promise<APIResponse>, number][] = [
    ['200', () => request.get(stackApi.url('/api/admin/tablas/vasos/200'), { headers }), 200],
    ['401', () => request.get(stackApi.url('/api/admin/peticiones/sinasignar')), 401],
    ['404 route', () => request.get(stackApi.url('/api/admin/no-existe'), { headers }), 404],
    ['404 table', () => request.get(stackApi.url('/api/admin/tablas/no_existe'), { headers }), 404],
    [
      '400',
      () =>
        request.post(stackApi.url('/api/admin/tablas/vasos/200/update'), {
          headers,
          data: { id: 1 },
        }),
      400,
    ],
  ];
  for (const [label, answer, status] of answers) {
    const response = await answer();
    expect(response.status(), label).toBe(status);
    expectAdminHeaders(response, label);
  }
});

test('answers outside /api/admin carry nosniff', async ({ request }) => {
  for (const path of ['/healthz', '/nada']) {
    const response = await request.get(stackApi.url(path));
    expect(response.headers()['x-content-type-options'], path).toBe('nosniff');
  }
});

test("Fastify's own URL errors answer { error }: a too long segment 414, a malformed URL 400", async ({
  request,
}) => {
  const long = 'x'.repeat(MAX_PARAM_LENGTH + 1);
  const cases: [string, string, number][] = [
    ['GET', `/api/admin/tablas/${long}`, 414],
    ['GET', `/api/admin/tablas/vasos/${long}`, 414],
    ['POST', `/api/admin/peticiones/${long}/asignar`, 414],
    ['GET', '/api/admin/tablas/%E0%A4%A', 400],
    ['POST', '/api/admin/tablas/vasos/%E0%A4%A/update', 400],
  ];
  for (const [method, path, status] of cases) {
    const response = await request.fetch(stackApi.url(path), { method, headers, data: {} });
    expect(response.status(), path).toBe(status);
    expect(response.headers()['content-type'], path).toMatch(/^application\/json/);
    expect(await response.json(), path).toEqual({ error: expect.any(String) });
    expectAdminHeaders(response, path);
  }
});

test('a JSON body with a key twice is 400 and assigns nothing', async ({ request }) => {
  const list = await request.get(stackApi.url('/api/admin/peticiones/sinasignar'), { headers });
  const id = ((await list.json()) as { data: { id: number }[] }).data[0]!.id;
  const bodies = [
    '{"asignado": "admin@vasos.test", "asignado": "otra@vasos.test"}',
    '{"asignado": "admin@vasos.test", "as\\u0069gnado": "admin@vasos.test"}',
  ];
  for (const body of bodies) {
    const response = await request.post(stackApi.url(`/api/admin/peticiones/${id}/asignar`), {
      headers: { ...headers, 'Content-Type': 'application/json' },
      data: body,
    });
    expect(response.status(), body).toBe(400);
    expect(await response.json()).toEqual({ error: expect.stringContaining('asignado') });
  }
  const after = await request.get(stackApi.url('/api/admin/peticiones/sinasignar'), { headers });
  expect(((await after.json()) as { data: { id: number }[] }).data.map((p) => p.id)).toContain(id);
});

test('prototype-poisoning bodies are refused by the JSON parser itself, nested too', async ({
  request,
}) => {
  const bodies = [
    '{"id": 1, "cv": 0.1, "__proto__": {"admin": true}}',
    '{"id": 1, "cv": {"__proto__": {"admin": true}}}',
    '{"id": 1, "cv": {"constructor": {"prototype": {"admin": true}}}}',
  ];
  for (const body of bodies) {
    const response = await request.post(stackApi.url('/api/admin/tablas/vasos/200/update'), {
      headers: { ...headers, 'Content-Type': 'application/json' },
      data: body,
    });
    expect(response.status(), body).toBe(400);
    // Refused as JSON, before any field is looked at (a field error would name cv or the key).
    expect(await response.json(), body).toEqual({ error: expect.stringMatching(/not valid JSON/) });
  }
});
