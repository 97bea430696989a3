import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  apiPaths,
  ENLACE_LIMITS,
  publicEnlacePaths,
  type AssignedPeticion,
  type TableroPeticion,
} from '../../contract';
import { signIn } from '../support/stack/auth';
import { startInProcessApi } from '../support/stack/inProcessApi';
import { asMember, newColleague, type Member } from './support/colleague';
import { linkedRequests } from './support/linkedRequests';
import { useOwnApi } from './support/ownApi';

// What the customer's link leaves for staff: `Pedir cambios` becomes a note of the customer's
// (`Mensaje del cliente`), and it and an acceptance mark the card until the request's assignee
// opens it (docs/api.md, "The customer's link"; docs/server.md, "Taken requests").
const api = useOwnApi({ app: { enlaceRateLimitPerMinute: 1000 } });
let admin: Member;
let assignee: Member;
test.beforeAll(async () => {
  admin = asMember(await signIn());
  assignee = await newColleague(api, admin, 'mensajes');
});

const { calls: board, links, linked: linkedBy } = linkedRequests(api);
/** A request taken by the assignee, quoted, with a link: the request, its quote and the token. */
const linked = (request: APIRequestContext) => linkedBy(request, assignee.headers);

const cambios = (request: APIRequestContext, token: string, data: unknown) =>
  request.post(api.url(publicEnlacePaths.cambios(token)), { data });

async function card(request: APIRequestContext, id: number): Promise<TableroPeticion> {
  const { data } = await board.assigned(request, admin.headers);
  const found = data.find((row) => row.id === id);
  expect(found, `request ${id} on the board`).toBeDefined();
  return found!;
}

const seen = (request: APIRequestContext, who: Member, id: number) =>
  request.post(api.url(apiPaths.visto(id)), { headers: who.headers });

test('Pedir cambios: the message is a note of the customer’s on the token’s request only, audited, counted on its card', async ({
  request,
}) => {
  const mine = await linked(request);
  const other = await linked(request);
  const response = await cambios(request, mine.token, { mensaje: '  ¿Podría ser en azul?  ' });
  expect(response.status(), await response.text()).toBe(201);
  expect(await response.json()).toEqual({ data: { at: expect.any(String) } });

  const detail = await board.detail(request, assignee.headers, mine.taken.id);
  expect(detail.notas).toEqual([
    {
      id: expect.any(Number),
      texto: '¿Podría ser en azul?',
      deCliente: true,
      autor: expect.any(Object),
      at: expect.any(String),
    },
  ]);
  expect(detail.actividad[0]).toMatchObject({
    action: 'customer_message',
    changes: [{ field: 'nota', from: null, to: detail.notas[0]!.id }],
  });
  expect((await card(request, mine.taken.id)).mensajesCliente).toBe(1);
  // The other request heard nothing.
  expect((await board.detail(request, assignee.headers, other.taken.id)).notas).toEqual([]);
  expect((await card(request, other.taken.id)).mensajesCliente).toBe(0);
  // A note of staff is no customer's message, and marks nothing.
  await board.post(request, assignee.headers, apiPaths.notas, mine.taken.id, { texto: 'Llamar' });
  const notas = (await board.detail(request, assignee.headers, mine.taken.id)).notas;
  expect(notas.map((nota) => nota.deCliente)).toEqual([false, true]);
  expect((await card(request, mine.taken.id)).mensajesCliente).toBe(1);
});

test('Pedir cambios refuses an empty, blank or too long message, and an unknown or revoked link; nothing is written', async ({
  request,
}) => {
  const { taken, quote, token } = await linked(request);
  for (const mensaje of ['', '   \n ', 'x'.repeat(ENLACE_LIMITS.mensaje + 1)]) {
    const response = await cambios(request, token, { mensaje });
    expect(response.status(), mensaje.slice(0, 10)).toBe(400);
    expect(await response.json()).toEqual({ error: expect.stringContaining('mensaje') });
  }
  expect((await cambios(request, token, { mensaje: 'a', peticion: 1 })).status()).toBe(400);
  const longest = await cambios(request, token, { mensaje: 'x'.repeat(ENLACE_LIMITS.mensaje) });
  expect(longest.status()).toBe(201);
  expect((await cambios(request, 'A'.repeat(43), { mensaje: 'Hola' })).status()).toBe(404);
  await links.revoke(request, assignee.headers, quote.id);
  const revoked = await cambios(request, token, { mensaje: 'Hola' });
  expect(revoked.status()).toBe(410);
  expect(Object.keys((await revoked.json()) as object).sort()).toEqual(['error', 'negocio']);
  const notas = (await board.detail(request, assignee.headers, taken.id)).notas;
  expect(notas.map((nota) => nota.texto.length)).toEqual([ENLACE_LIMITS.mensaje]);
});

test('the marks stay until the assignee opens the request: an administrator’s opening leaves them', async ({
  request,
}) => {
  const { taken, token } = await linked(request);
  await links.acceptedAs(request, token, 'Ana Gil');
  expect((await cambios(request, token, { mensaje: 'Y el logo más grande' })).status()).toBe(201);
  expect(await card(request, taken.id)).toMatchObject({
    estado: 'aceptada',
    clienteAcepto: true,
    mensajesCliente: 1,
  });

  // An administrator may not clear the assignee's marks.
  expect((await seen(request, admin, taken.id)).status()).toBe(403);
  expect(await card(request, taken.id)).toMatchObject({ clienteAcepto: true, mensajesCliente: 1 });

  const cleared = await seen(request, assignee, taken.id);
  expect(cleared.status()).toBe(200);
  const { data } = (await cleared.json()) as { data: AssignedPeticion };
  expect(data).toMatchObject({ clienteAcepto: false, mensajesCliente: 0 });
  expect(data.version).toBe((await card(request, taken.id)).version);
  expect(await card(request, taken.id)).toMatchObject({ clienteAcepto: false, mensajesCliente: 0 });
  const detail = await board.detail(request, assignee.headers, taken.id);
  expect(detail.actividad[0]).toMatchObject({
    action: 'customer_marks_seen',
    actor: { email: assignee.email },
    changes: [
      { field: 'aceptado', from: true, to: false },
      { field: 'mensajes', from: 1, to: 0 },
    ],
  });
  // Nothing left to see: nothing written.
  expect((await seen(request, assignee, taken.id)).status()).toBe(200);
  const again = await board.detail(request, assignee.headers, taken.id);
  expect(again.actividad[0]!.id).toBe(detail.actividad[0]!.id);
  // A new message marks it again.
  await cambios(request, token, { mensaje: 'Otra cosa' });
  expect((await card(request, taken.id)).mensajesCliente).toBe(1);
});

test('Pedir cambios counts in the link’s rate limit', async ({ request }) => {
  const limited = await startInProcessApi({ app: { enlaceRateLimitPerMinute: 2 } });
  try {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const path = publicEnlacePaths.cambios('C'.repeat(43));
      statuses.push(
        (await request.post(limited.url(path), { data: { mensaje: 'Hola' } })).status(),
      );
    }
    expect(statuses).toEqual([404, 404, 429]);
  } finally {
    await limited.close();
  }
});
