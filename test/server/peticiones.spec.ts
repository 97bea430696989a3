import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiPaths, type Peticion } from '../../contract';
import { DEMO_ACCOUNT, authHeaders } from '../support/stack/auth';
import { useOwnApi } from './support/ownApi';

// Assigning changes the requests: an API of this file's own.
const api = useOwnApi();
let headers: Record<string, string>;
test.beforeAll(async () => {
  headers = await authHeaders();
});

async function unassigned(request: APIRequestContext): Promise<Peticion[]> {
  const response = await request.get(api.url(apiPaths.peticionesSinAsignar), { headers });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: Peticion[] }).data;
}

const assign = (request: APIRequestContext, id: number | string, data?: unknown) =>
  request.post(api.url(apiPaths.asignar(id)), { headers, data });

test('sinasignar answers { data } with only unassigned requests, in the documented shape', async ({
  request,
}) => {
  const rows = await unassigned(request);
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) {
    expect(row).toEqual({
      id: expect.any(Number),
      estado: expect.any(String),
      asignado: false,
      peticiones: expect.anything(),
      cliente: row.cliente === null ? null : expect.any(Object),
      fecha_evento: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      pais: expect.any(String),
      codigo_postal: expect.any(String),
      correo: row.correo === null ? null : expect.any(String),
      origen: expect.any(String),
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
    expect(Number.isInteger(row.id)).toBe(true);
    const pedido = row.peticiones;
    expect(
      typeof pedido === 'string' ||
        (Array.isArray(pedido) && pedido.every((l) => typeof l === 'string')),
    ).toBe(true);
  }
});

test('assigning a request: 200 with the request, then it leaves the list and a second try is 409', async ({
  request,
}) => {
  const target = (await unassigned(request)).at(-1)!;

  const response = await assign(request, target.id, { asignado: DEMO_ACCOUNT.email });
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: Peticion };
  expect(data).toMatchObject({ id: target.id, asignado: DEMO_ACCOUNT.email });

  expect((await unassigned(request)).map((row) => row.id)).not.toContain(target.id);

  const again = await assign(request, target.id, {});
  expect(again.status()).toBe(409);
  expect(await again.json()).toEqual({ error: expect.any(String), reason: 'asignada' });
});

test('assigning an unknown request is 404', async ({ request }) => {
  for (const id of ['999999', 'abc', '0', '-1', '1.5']) {
    const response = await assign(request, id, { asignado: DEMO_ACCOUNT.email });
    expect(response.status(), id).toBe(404);
    expect(await response.json()).toEqual({ error: expect.any(String) });
  }
});

test('the assignee is always the caller: own e-mail in any case, {} or no body', async ({
  request,
}) => {
  const targets = (await unassigned(request)).slice(-3);
  const bodies = [{ asignado: DEMO_ACCOUNT.email.toUpperCase() }, {}, undefined];
  for (const [i, body] of bodies.entries()) {
    const response = await assign(request, targets[i]!.id, body);
    expect(response.status(), JSON.stringify(body)).toBe(200);
    const { data } = (await response.json()) as { data: Peticion };
    expect(data).toMatchObject({ id: targets[i]!.id, asignado: DEMO_ACCOUNT.email });
  }
});

test('assigning to anyone else is 403 and assigns nothing', async ({ request }) => {
  const target = (await unassigned(request))[0]!;
  for (const asignado of ['otra@vasos.test', `x${DEMO_ACCOUNT.email}`]) {
    const response = await assign(request, target.id, { asignado });
    expect(response.status(), asignado).toBe(403);
    expect(await response.json()).toEqual({ error: expect.any(String) });
  }
  expect((await unassigned(request)).map((row) => row.id)).toContain(target.id);
});

test('a bad assignment body is 400 and assigns nothing', async ({ request }) => {
  const target = (await unassigned(request))[0]!;
  const bodies: [string, unknown][] = [
    ['empty e-mail', { asignado: '' }],
    ['not an e-mail', { asignado: 'pepe' }],
    ['a number', { asignado: 42 }],
    ['true instead of an e-mail', { asignado: true }],
    ['an array', [DEMO_ACCOUNT.email]],
    ['an unknown field', { asignado: DEMO_ACCOUNT.email, estado: 'cerrada' }],
    ['only an unknown field', { estado: 'cerrada' }],
  ];
  for (const [label, body] of bodies) {
    const response = await assign(request, target.id, body);
    expect(response.status(), label).toBe(400);
    expect(await response.json()).toEqual({ error: expect.any(String) });
  }
  for (const raw of ['{"asignado": ', 'null', '']) {
    const response = await request.post(api.url(apiPaths.asignar(target.id)), {
      headers: { ...headers, 'Content-Type': 'application/json' },
      data: raw,
    });
    expect(response.status(), raw).toBe(400);
    expect(await response.json()).toEqual({ error: expect.any(String) });
  }

  expect((await unassigned(request)).map((row) => row.id)).toContain(target.id);
});
