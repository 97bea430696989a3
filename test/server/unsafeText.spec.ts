import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiPaths, PUBLIC_PETICIONES_PATH, type Ajustes, type Peticion } from '../../contract';
import { NOT_UTF8 } from '../../server/http/validation/jsonBody';
import { goodAuth } from '../support/stack/fakeServerAuth';
import { peticionesAsignadasCalls } from './support/peticionesAsignadasCalls';
import { useOwnApi } from './support/ownApi';
import { newPeticion as order } from './support/newPeticion';

// Text that reads otherwise than it is stored, and bytes that are no text at all, as an attacker
// would send them (docs/server.md, Safe text): each was once taken, and stored.

/** The bidirectional embeddings and overrides (U+202A–U+202E) and isolates (U+2066–U+2069). */
const BIDI_CONTROLS = [
  '\u202a',
  '\u202b',
  '\u202c',
  '\u202d',
  '\u202e',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
];
const named = (char: string) => `U+${char.codePointAt(0)!.toString(16).toUpperCase()}`;

// A spec of its own API: what it writes no other spec reads, and the order form's rate limit is
// its own.
const api = useOwnApi({ auth: 'fake', app: { publicRateLimitPerMinute: 10_000 } });

/** Everything a refused call could have changed: the unassigned requests, the log, the settings. */
async function stored(request: APIRequestContext) {
  const read = async <T = unknown>(path: string) =>
    ((await (await request.get(api.url(path), { headers: goodAuth })).json()) as { data: T }).data;
  return {
    unassigned: await read<Peticion[]>(apiPaths.peticionesSinAsignar),
    audit: await read(apiPaths.auditoria),
    ajustes: await read(apiPaths.ajustes),
    users: await read(apiPaths.users),
  };
}

test('bidirectional control characters are refused with 400 in every text the API takes, storing nothing', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const taken = await peticionesAsignadasCalls(api).takeOne(request, goodAuth);
  const ajustes = (
    (await (await request.get(api.url(apiPaths.ajustes), { headers: goodAuth })).json()) as {
      data: Ajustes;
    }
  ).data;
  const before = await stored(request);
  const email = (text: string) => `ana${text}@vasos.test`;
  const staffCalls: [string, string, (text: string) => unknown][] = [
    ['a new account’s e-mail', apiPaths.users, (t) => ({ email: email(t), password: 'secreto1' })],
    ['a new account’s password', apiPaths.users, (t) => ({ email: 'b@vasos.test', password: t })],
    ['an assignment', apiPaths.asignar(before.unassigned[0]!.id), (t) => ({ asignado: email(t) })],
    [
      'a hand-over',
      apiPaths.reasignar(taken.id),
      (t) => ({ asignado: email(t), version: taken.version }),
    ],
    ['a note', apiPaths.notas(taken.id), (t) => ({ texto: `Llamar ${t}mañana` })],
    [
      'a lost request’s text',
      apiPaths.etapa(taken.id),
      (t) => ({ etapa: 'perdida', version: taken.version, motivo: 'otro', texto: `Caro${t}` }),
    ],
    ...(['nombreComercial', 'nif', 'direccion', 'telefono', 'correo'] as const).map(
      (field) =>
        [
          `Ajustes’ ${field}`,
          apiPaths.ajustes,
          (t: string) => ({ ...ajustes, [field]: field === 'correo' ? email(t) : `12${t}34` }),
        ] as [string, string, (text: string) => unknown],
    ),
    [
      'a quote line’s cup',
      apiPaths.presupuestos(taken.id),
      (t) => ({ lines: [{ cup: `vasos/200${t}`, quantity: 500 }] }),
    ],
    [
      'a quote line’s print',
      apiPaths.presupuestos(taken.id),
      (t) => ({ lines: [{ cup: 'vasos/200', quantity: 500, print: `serigrafia${t}` }] }),
    ],
    ['a customer’s phone', apiPaths.clientesExportar, (t) => ({ telefono: `611${t}222` })],
  ];
  const publicBodies: [string, (text: string) => unknown][] = [
    ['nombre', (t) => ({ ...order, cliente: { ...order.cliente, nombre: `Peña${t}` } })],
    ['telefono', (t) => ({ ...order, cliente: { ...order.cliente, telefono: `611${t}222` } })],
    ['pais', (t) => ({ ...order, pais: `España${t}` })],
    ['codigo_postal', (t) => ({ ...order, codigo_postal: `50${t}001` })],
    ['the order', (t) => ({ ...order, peticiones: `Vasos${t} 500` })],
    ['a line of the order', (t) => ({ ...order, peticiones: ['Vasos', `Logo${t}`] })],
  ];
  for (const char of BIDI_CONTROLS) {
    for (const [label, path, body] of staffCalls) {
      const response = await request.post(api.url(path), { headers: goodAuth, data: body(char) });
      expect(response.status(), `${label} with ${named(char)}`).toBe(400);
      expect(await response.json()).toEqual({ error: expect.any(String) });
    }
    for (const [label, body] of publicBodies) {
      const response = await request.post(api.url(PUBLIC_PETICIONES_PATH), { data: body(char) });
      expect(response.status(), `the order form’s ${label} with ${named(char)}`).toBe(400);
    }
  }
  expect(await stored(request)).toEqual(before);

  // Right-to-left writing itself is welcome: only the characters that reorder text are refused.
  const arabic = await request.post(api.url(PUBLIC_PETICIONES_PATH), {
    data: { ...order, cliente: { ...order.cliente, nombre: 'مقهى الفرح' } },
  });
  expect(arabic.status()).toBe(201);
});

test('a JSON body whose bytes are not UTF-8 is a 400 saying so, never text with U+FFFD stored', async ({
  request,
}) => {
  const taken = await peticionesAsignadasCalls(api).takeOne(request, goodAuth);
  const before = await stored(request);
  const detailBefore = await peticionesAsignadasCalls(api).detail(request, goodAuth, taken.id);
  const json = { 'Content-Type': 'application/json' };
  const utf8 = (text: string) => Buffer.from(text, 'utf8');
  // "Peña" as a Latin-1 form sends it; a character cut short; "/" written long; a surrogate alone.
  const bad: [string, Buffer][] = [
    ['Latin-1', Buffer.from('Pe\xf1a', 'latin1')],
    ['a truncated sequence', Buffer.from([0x41, 0xe2, 0x82])],
    ['an overlong encoding', Buffer.from([0xc0, 0xaf])],
    ['an encoded surrogate', Buffer.from([0xed, 0xa0, 0x80])],
  ];
  for (const [label, bytes] of bad) {
    const inText = (prefix: string, suffix: string) =>
      Buffer.concat([utf8(prefix), bytes, utf8(suffix)]);
    const form = inText(
      `{"peticiones":"Vasos","fecha_evento":"2027-07-15","pais":"España","codigo_postal":"`,
      `"}`,
    );
    const publicAnswer = await request.post(api.url(PUBLIC_PETICIONES_PATH), {
      headers: json,
      data: form,
    });
    expect(publicAnswer.status(), `the order form, ${label}`).toBe(400);
    expect(await publicAnswer.json()).toEqual({ error: NOT_UTF8 });
    const note = await request.post(api.url(apiPaths.notas(taken.id)), {
      headers: { ...goodAuth, ...json },
      data: inText('{"texto":"', '"}'),
    });
    expect(note.status(), `a note, ${label}`).toBe(400);
    expect(await note.json()).toEqual({ error: NOT_UTF8 });
  }
  expect(await stored(request)).toEqual(before);
  expect(await peticionesAsignadasCalls(api).detail(request, goodAuth, taken.id)).toEqual(
    detailBefore,
  );

  // The same order in UTF-8 is taken as sent.
  const good = await request.post(api.url(PUBLIC_PETICIONES_PATH), {
    headers: json,
    data: utf8(JSON.stringify({ ...order, cliente: { nombre: 'Peña', telefono: '' } })),
  });
  expect(good.status()).toBe(201);
  expect(((await good.json()) as { data: Peticion }).data.cliente).toEqual({
    nombre: 'Peña',
    telefono: '',
  });
});
