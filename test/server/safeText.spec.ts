import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiPaths, PUBLIC_PETICIONES_PATH, type Peticion, type PriceRow } from '../../contract';
import { isUnstorableText } from '../../server/db/engine/errors';
import { UNSTORABLE_TEXT } from '../../server/http/errors';
import { goodAuth } from '../support/stack/fakeServerAuth';
import { startInProcessApi } from '../support/stack/inProcessApi';
import { freshTestDatabase } from '../support/testDatabase';
import { useOwnApi } from './support/ownApi';
import { newPeticion as order } from './support/newPeticion';

// Text no field takes, as an attacker would send it (docs/server.md, Safe text). Each once
// answered 500 with a stack trace in the log, or was stored mangled.
const UNSAFE = {
  NUL: 'a\u0000b',
  'a lone surrogate': 'a\ud800b',
  'a lone low surrogate': 'a\udc00b',
  BEL: 'a\u0007b',
  ESC: 'a\u001bb',
  DEL: 'a\u007fb',
  'a C1 control': 'a\u0085b',
};
const LINE_BREAKS = { tab: 'a\tb', 'a line feed': 'a\nb', 'a line separator': 'a\u2028b' };

// A spec of its own API: what it writes no other spec reads, and the order form's rate limit is
// its own.
const api = useOwnApi({ auth: 'fake', app: { publicRateLimitPerMinute: 1_000 } });

async function unassigned(request: APIRequestContext): Promise<Peticion[]> {
  const response = await request.get(api.url(apiPaths.peticionesSinAsignar), {
    headers: goodAuth,
  });
  return ((await response.json()) as { data: Peticion[] }).data;
}

test('the order form refuses control characters and lone surrogates in every text field with 400, storing nothing', async ({
  request,
}) => {
  const before = await unassigned(request);
  const bodies: [string, object][] = [];
  for (const [name, text] of Object.entries({ ...UNSAFE, ...LINE_BREAKS })) {
    bodies.push(
      [`nombre with ${name}`, { ...order, cliente: { ...order.cliente, nombre: text } }],
      [`telefono with ${name}`, { ...order, cliente: { ...order.cliente, telefono: text } }],
      [`pais with ${name}`, { ...order, pais: text }],
      [`codigo_postal with ${name}`, { ...order, codigo_postal: text }],
      [`a line of the order with ${name}`, { ...order, peticiones: ['Vasos', text] }],
    );
  }
  for (const [name, text] of Object.entries(UNSAFE)) {
    bodies.push([`the order with ${name}`, { ...order, peticiones: text }]);
  }
  for (const [label, data] of bodies) {
    const response = await request.post(api.url(PUBLIC_PETICIONES_PATH), { data });
    expect(response.status(), label).toBe(400);
    expect(await response.json(), label).toEqual({ error: expect.any(String) });
  }
  expect(await unassigned(request)).toEqual(before);
});

test('an order written over several lines, with tabs, accents and emoji, is taken as sent', async ({
  request,
}) => {
  const peticiones = 'Vasos 500 ml 🎉\n\tLogo a 2 colores\r\nEntrega en Logroño';
  const response = await request.post(api.url(PUBLIC_PETICIONES_PATH), {
    data: { ...order, peticiones, cliente: { nombre: 'Ñandú 😀', telefono: '' } },
  });
  expect(response.status()).toBe(201);
  const { data } = (await response.json()) as { data: Peticion };
  expect(data).toMatchObject({ peticiones, cliente: { nombre: 'Ñandú 😀', telefono: '' } });
  expect(await unassigned(request)).toContainEqual(data);
});

test('e-mails with control characters are refused everywhere: a new account, an assignment', async ({
  request,
}) => {
  const usersBefore = await (
    await request.get(api.url(apiPaths.users), { headers: goodAuth })
  ).json();
  const [peticion] = await unassigned(request);
  for (const email of ['g3\u0000@vasos.test', 'g3@vasos\u0007.test', 'g3\ud800@vasos.test']) {
    const created = await request.post(api.url(apiPaths.users), {
      headers: goodAuth,
      data: { email, password: 'secreto1' },
    });
    expect(created.status(), JSON.stringify(email)).toBe(400);
    const assigned = await request.post(api.url(apiPaths.asignar(peticion!.id)), {
      headers: goodAuth,
      data: { asignado: email },
    });
    expect(assigned.status(), JSON.stringify(email)).toBe(400);
  }
  const password = await request.post(api.url(apiPaths.users), {
    headers: goodAuth,
    data: { email: 'nueva@vasos.test', password: 'secreto\u0000' },
  });
  expect(password.status()).toBe(400);
  expect(await (await request.get(api.url(apiPaths.users), { headers: goodAuth })).json()).toEqual(
    usersBefore,
  );
  expect((await unassigned(request)).map((p) => p.id)).toContain(peticion!.id);
});

test('a uid with a control character names nobody: 404; one that is no UTF-8 is a malformed URL', async ({
  request,
}) => {
  for (const [uid, status] of [
    ['a%00b', 404],
    ['a%07b', 404],
    ['%ED%A0%80', 400],
  ] as const) {
    const response = await request.post(api.url(`${apiPaths.users}/${uid}/desactivar`), {
      headers: goodAuth,
    });
    expect(response.status(), uid).toBe(status);
    expect(await response.json(), uid).toEqual({ error: expect.any(String) });
  }
});

test('a price finer than a millionth is a 400 and the row is unchanged; six decimals are stored exactly', async ({
  request,
}) => {
  const table = 'serigrafia_1_color_vf';
  const rows = async () =>
    (
      (await (await request.get(api.url(apiPaths.tabla(table)), { headers: goodAuth })).json()) as {
        data: PriceRow[];
      }
    ).data;
  const before = await rows();
  for (const coste of [5e-324, 0.0000001, 1.1234567]) {
    const response = await request.post(api.url(apiPaths.tablaUpdate(table)), {
      headers: goodAuth,
      data: { id: 1, coste },
    });
    expect(response.status(), String(coste)).toBe(400);
    expect(await response.json()).toEqual({ error: expect.stringContaining('coste') });
  }
  expect(await rows()).toEqual(before);

  const exact = await request.post(api.url(apiPaths.tablaUpdate(table)), {
    headers: goodAuth,
    data: { id: 1, coste: 1.123456 },
  });
  expect(exact.status()).toBe(200);
  expect(((await exact.json()) as { data: PriceRow }).data.coste).toBe(1.123456);
});

test('text the database cannot store is told apart on this engine, and would be a 400, never a 500', async ({
  request,
}) => {
  test.setTimeout(90_000);
  // The schemas refuse such text first; this is the answer should a route ever let it through.
  const db = await freshTestDatabase();
  const refusals: unknown[] = [];
  for (const [sql, value] of [
    ['SELECT $1::text', 'a\u0000b'],
    ['SELECT $1::jsonb', JSON.stringify('a\u0000b')],
    ['SELECT $1::jsonb', JSON.stringify('a\ud800b')],
  ] as const) {
    refusals.push(
      await db.query(sql, [value]).then(
        () => undefined,
        (error: unknown) => error,
      ),
    );
  }
  expect(refusals.map(isUnstorableText)).toEqual([true, true, true]);

  const refusing = await startInProcessApi({
    db: { ...db, transaction: () => Promise.reject(refusals[1]) },
  });
  try {
    const response = await request.post(refusing.url(PUBLIC_PETICIONES_PATH), { data: order });
    expect(response.status()).toBe(400);
    expect(await response.json()).toEqual({ error: UNSTORABLE_TEXT });
  } finally {
    await refusing.close();
  }
});
