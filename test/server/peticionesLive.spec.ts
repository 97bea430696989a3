import { expect, test } from '@playwright/test';
import {
  apiPaths,
  NEW_PETICION_LIMITS,
  PUBLIC_PETICIONES_PATH,
  type AssignedPeticion,
  type NewPeticionBody,
  type Peticion,
} from '../../contract';
import { readServerConfig } from '../../server/config';
import { GOOD_TOKEN, STAFF_EMAIL, goodAuth } from '../support/stack/fakeServerAuth';
import { startInProcessApi, type InProcessApi } from '../support/stack/inProcessApi';
import { openEventStream, type OpenStream } from './support/eventStream';

// The order form's call and the events stream write and listen: an API of this file's own, with
// fake tokens (only GOOD_TOKEN is staff). Both engines run this file (server and server-pg).
const START_TIMEOUT_MS = 90_000;
const KEEPALIVE_MS = 300;

let api: InProcessApi;
test.beforeAll(async () => {
  test.setTimeout(START_TIMEOUT_MS);
  // The order form's own limit is raised here; one test checks it on an API of its own.
  api = await startInProcessApi({
    app: { keepaliveMs: KEEPALIVE_MS, publicRateLimitPerMinute: 1000 },
  });
});
test.afterAll(async () => {
  await api?.close();
});

const order: NewPeticionBody = {
  peticiones: ['Vasos reutilizables 500 ml con logo', 'Pinzas para colgar vasos'],
  cliente: { nombre: 'Peña La Parra', telefono: '612 345 678' },
  fecha_evento: '2027-06-24',
  pais: 'España',
  codigo_postal: '31001',
};

const streams: OpenStream[] = [];
async function openStream(headers: Record<string, string> = goodAuth): Promise<OpenStream> {
  const stream = await openEventStream(api.url(apiPaths.peticionesEventos), headers);
  streams.push(stream);
  return stream;
}
test.afterEach(() => {
  streams.splice(0).forEach((stream) => stream.close());
});

test('POST /api/peticiones without a token creates an unassigned request: 201 { data }', async ({
  request,
}) => {
  const response = await request.post(api.url(PUBLIC_PETICIONES_PATH), { data: order });
  expect(response.status()).toBe(201);
  const { data } = (await response.json()) as { data: Peticion };
  expect(data).toEqual({
    id: expect.any(Number),
    estado: 'nueva',
    asignado: false,
    ...order,
    // The public form's channel; it has no e-mail field.
    correo: null,
    origen: 'web',
    createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
  });
  const list = await request.get(api.url(apiPaths.peticionesSinAsignar), { headers: goodAuth });
  // Newest first: it heads the list.
  expect(((await list.json()) as { data: Peticion[] }).data[0]).toEqual(data);

  // A single text and no cliente at all are fine too.
  const minimal = { ...order, peticiones: 'Vasos de sidra', cliente: undefined };
  const plain = await request.post(api.url(PUBLIC_PETICIONES_PATH), { data: minimal });
  expect(plain.status()).toBe(201);
  expect(await plain.json()).toMatchObject({
    data: { peticiones: 'Vasos de sidra', cliente: null },
  });
});

test('POST /api/peticiones refuses anything but the exact shape: 400 { error }, nothing written', async ({
  request,
}) => {
  const long = (n: number) => 'x'.repeat(n + 1);
  const bad: [string, unknown][] = [
    ['an unknown key', { ...order, estado: 'asignada' }],
    ['an unknown key in cliente', { ...order, cliente: { nombre: 'A', email: 'a@b.c' } }],
    ['asignado', { ...order, asignado: 'admin@vasos.test' }],
    ['an origen (the form is always web)', { ...order, origen: 'telefono' }],
    ['a correo (the form has none)', { ...order, correo: 'ana@example.com' }],
    ['no peticiones', { ...order, peticiones: undefined }],
    ['blank peticiones', { ...order, peticiones: '   ' }],
    ['an empty list', { ...order, peticiones: [] }],
    ['a list with a number', { ...order, peticiones: ['Vasos', 3] }],
    [
      'too many lines',
      { ...order, peticiones: Array(NEW_PETICION_LIMITS.pedidoLines + 1).fill('a') },
    ],
    ['a long line', { ...order, peticiones: [long(NEW_PETICION_LIMITS.pedidoLine)] }],
    ['a long nombre', { ...order, cliente: { nombre: long(NEW_PETICION_LIMITS.nombre) } }],
    ['cliente null', { ...order, cliente: null }],
    ['a date without its day', { ...order, fecha_evento: '2027-06' }],
    ['a day not in the calendar', { ...order, fecha_evento: '2027-02-30' }],
    ['a date with a time', { ...order, fecha_evento: '2027-06-24T10:00:00Z' }],
    ['no pais', { ...order, pais: undefined }],
    ['a number as codigo_postal', { ...order, codigo_postal: 31001 }],
    ['a long codigo_postal', { ...order, codigo_postal: long(NEW_PETICION_LIMITS.codigoPostal) }],
    ['an array body', [order]],
  ];
  const before = await request.get(api.url(apiPaths.peticionesSinAsignar), { headers: goodAuth });
  const count = ((await before.json()) as { data: unknown[] }).data.length;
  for (const [name, body] of bad) {
    const response = await request.post(api.url(PUBLIC_PETICIONES_PATH), { data: body });
    expect(response.status(), name).toBe(400);
    expect(await response.json(), name).toEqual({ error: expect.any(String) });
  }
  const after = await request.get(api.url(apiPaths.peticionesSinAsignar), { headers: goodAuth });
  expect(((await after.json()) as { data: unknown[] }).data).toHaveLength(count);
});

test('POST /api/peticiones takes at most 8 KB: 413 beyond', async ({ request }) => {
  // Valid in every field but too big as a whole (multi-byte characters).
  const lines = Array(NEW_PETICION_LIMITS.pedidoLines).fill('ñ'.repeat(250));
  const response = await request.post(api.url(PUBLIC_PETICIONES_PATH), {
    data: { ...order, peticiones: lines },
  });
  expect(response.status()).toBe(413);
  expect(await response.json()).toEqual({ error: expect.any(String) });
});

test('the events stream needs a staff token: 401 without one, 401 with a bad one', async () => {
  const refused: Record<string, string>[] = [{}, { Authorization: 'Bearer not-a-token' }];
  for (const headers of refused) {
    const stream = await openStream(headers);
    expect(stream.status).toBe(401);
    await stream.ended;
    expect(stream.blocks).toEqual([]);
  }
});

test('a stream tells each change as the pair of its request now, under its position: `added` + `released` for a new one, `removed` + `assigned` once taken', async ({
  request,
}) => {
  const stream = await openStream();
  expect(stream.status).toBe(200);
  expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
  expect(stream.headers['cache-control']).toBe('no-store');
  expect(stream.headers['content-encoding']).toBeUndefined();
  await stream.next((block) => block.comment === 'connected');

  const created = await request.post(api.url(PUBLIC_PETICIONES_PATH), { data: order });
  const { data: peticion } = (await created.json()) as { data: Peticion };
  const added = await stream.nextChange();
  expect(added.events).toEqual([
    { type: 'added', peticion },
    { type: 'released', id: peticion.id },
  ]);

  const assigned = await request.post(api.url(apiPaths.asignar(peticion.id)), {
    headers: goodAuth,
    data: {},
  });
  expect(assigned.status()).toBe(200);
  const { data: taken } = (await assigned.json()) as { data: AssignedPeticion };
  const removed = await stream.nextChange();
  expect(removed.position).toBeGreaterThan(added.position);
  expect(removed.events).toEqual([
    { type: 'removed', id: peticion.id, asignado: STAFF_EMAIL },
    { type: 'assigned', peticion: taken },
  ]);

  // A refused write tells nothing: the next change is the next real one.
  expect(
    (await request.post(api.url(apiPaths.asignar(peticion.id)), { headers: goodAuth })).status(),
  ).toBe(409);
  const another = await request.post(api.url(PUBLIC_PETICIONES_PATH), { data: order });
  const { data: next } = (await another.json()) as { data: Peticion };
  const nextChange = await stream.nextChange();
  expect(nextChange.events[0]).toEqual({ type: 'added', peticion: next });
  expect(nextChange.position).toBeGreaterThan(removed.position);
});

test('every open stream hears every change, and an idle one gets keepalive comments', async ({
  request,
}) => {
  const [one, two] = [await openStream(), await openStream()];
  await Promise.all([one, two].map((s) => s.next((block) => block.comment === 'connected')));
  await one.next((block) => block.comment === 'keepalive', KEEPALIVE_MS * 10);

  const created = await request.post(api.url(PUBLIC_PETICIONES_PATH), { data: order });
  const { data: peticion } = (await created.json()) as { data: Peticion };
  for (const stream of [one, two]) {
    expect((await stream.nextChange()).events[0]).toEqual({ type: 'added', peticion });
  }
  // A client that went away is forgotten; the others go on.
  one.close();
  await request.post(api.url(apiPaths.asignar(peticion.id)), { headers: goodAuth });
  expect((await two.nextChange()).events[0]).toMatchObject({ type: 'removed', id: peticion.id });
});

test('the order form has its own rate limit per IP (429 beyond it) that leaves staff calls alone; a stopping server ends open streams at once', async ({
  request,
}) => {
  test.setTimeout(START_TIMEOUT_MS);
  const limit = 2;
  const own = await startInProcessApi({ app: { publicRateLimitPerMinute: limit } });
  let closed = false;
  try {
    for (let i = 0; i < limit; i++) {
      const response = await request.post(own.url(PUBLIC_PETICIONES_PATH), { data: {} });
      expect(response.status()).toBe(400);
    }
    // Refused bodies counted too: even a good one is turned away now.
    const limited = await request.post(own.url(PUBLIC_PETICIONES_PATH), { data: order });
    expect(limited.status()).toBe(429);
    expect(await limited.json()).toEqual({ error: expect.any(String) });
    expect(Number(limited.headers()['retry-after'])).toBeGreaterThan(0);
    const staff = await request.get(own.url(apiPaths.peticionesSinAsignar), { headers: goodAuth });
    expect(staff.status()).toBe(200);

    const stream = await openEventStream(own.url(apiPaths.peticionesEventos), {
      Authorization: `Bearer ${GOOD_TOKEN}`,
    });
    await stream.next((block) => block.comment === 'connected');
    const started = Date.now();
    await own.close();
    closed = true;
    await stream.ended;
    // Well under the 8 s a stopping server waits for requests in flight.
    expect(Date.now() - started).toBeLessThan(3_000);
  } finally {
    if (!closed) await own.close();
  }
});

test("the order form's limit comes from PUBLIC_RATE_LIMIT_PER_MINUTE, 10 by default, a positive integer", () => {
  expect(readServerConfig({}).publicRateLimitPerMinute).toBe(10);
  expect(readServerConfig({ PUBLIC_RATE_LIMIT_PER_MINUTE: '60' }).publicRateLimitPerMinute).toBe(
    60,
  );
  for (const bad of ['0', '-1', '2.5', 'lots']) {
    expect(() => readServerConfig({ PUBLIC_RATE_LIMIT_PER_MINUTE: bad }), bad).toThrow(
      /PUBLIC_RATE_LIMIT_PER_MINUTE/,
    );
  }
});
