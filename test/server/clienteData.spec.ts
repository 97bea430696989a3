import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  apiPaths,
  ERASED_TEXT,
  type ClienteExport,
  type ErasureResult,
  type PeticionDetail,
} from '../../contract';
import { PERSONAL_ACCOUNT, signIn } from '../support/stack/auth';
import { auditEntriesSince, newestAuditId } from './support/audit';
import { asMember, type Member } from './support/colleague';
import { useOwnApi } from './support/ownApi';
import { TEN_LINES } from '../support/tenLinePresupuesto';
import { pdfText } from './support/pdfReader';
import { jsonOf, presupuestoCalls } from './support/presupuestoCalls';

// A customer's data exported and erased by phone number, on an API of this file's own (it erases).
const api = useOwnApi();
let admin: Member;
let personal: Member;
test.beforeAll(async () => {
  admin = asMember(await signIn());
  personal = asMember(await signIn(PERSONAL_ACCOUNT.email, PERSONAL_ACCOUNT.password));
});

/** A new unassigned request of that customer, straight into the database; its id. */
async function stored(
  cliente: Record<string, string> | null,
  pedido = 'Vasos con logo',
  correo: string | null = null,
) {
  const { rows } = await api.db.query<{ id: number }>(
    `INSERT INTO peticiones (estado, peticiones, cliente, fecha_evento, pais, codigo_postal, correo)
     VALUES ('nueva', $1, $2, '2027-06-01', 'España', '28013', $3) RETURNING id`,
    [JSON.stringify(pedido), cliente && JSON.stringify(cliente), correo],
  );
  return rows[0]!.id;
}

const call = (request: APIRequestContext, path: string, data: unknown, who = admin) =>
  request.post(api.url(path), { headers: who.headers, data });
const exported = async (request: APIRequestContext, telefono: string) =>
  (
    await jsonOf<{ data: ClienteExport }>(
      await call(request, apiPaths.clientesExportar, { telefono }),
      200,
    )
  ).data;
const erased = async (request: APIRequestContext, telefono: string) =>
  (
    await jsonOf<{ data: ErasureResult }>(
      await call(request, apiPaths.clientesSuprimir, { telefono }),
      200,
    )
  ).data;
const detail = async (request: APIRequestContext, id: number) =>
  (
    await jsonOf<{ data: PeticionDetail }>(
      await request.get(api.url(apiPaths.peticion(id)), { headers: admin.headers }),
      200,
    )
  ).data;

test('export: every request of the number as its other requests are matched, with notes and quotes; the audit entry names no number', async ({
  request,
}) => {
  const first = await stored({ nombre: 'Peña El Botijo', telefono: '+34 611 222 001' });
  const second = await stored({ nombre: 'Peña El Botijo', telefono: '0034611222001' }, 'Otra vez');
  const stranger = await stored({ nombre: 'Otra', telefono: '611 222 999' });
  expect((await call(request, apiPaths.asignar(first), {})).status()).toBe(200);
  expect(
    (await call(request, apiPaths.notas(first), { texto: 'Quiere dos colores' })).status(),
  ).toBe(201);
  await presupuestoCalls(api).saved(request, admin.headers, first, TEN_LINES);
  const mark = await newestAuditId(request, api);

  const data = await exported(request, '611-222-001');
  expect(data.telefono).toBe('611-222-001');
  expect(data.peticiones.map((p) => p.id)).toEqual([first, second]);
  expect(data.peticiones.map((p) => p.id)).not.toContain(stranger);
  const [taken, other] = data.peticiones;
  expect(taken).toMatchObject({ cliente: { nombre: 'Peña El Botijo' }, estado: 'presupuestada' });
  expect(taken!.notas.map((n) => n.texto)).toEqual(['Quiere dos colores']);
  expect(taken!.presupuestos).toHaveLength(1);
  expect(taken!.presupuestos[0]).not.toHaveProperty('ajustes');
  expect(other).toMatchObject({
    peticiones: 'Otra vez',
    asignado: false,
    notas: [],
    presupuestos: [],
  });

  const entries = await auditEntriesSince(request, api, mark);
  expect(entries.map((e) => [e.action, e.target, e.changes])).toEqual([
    ['customer_export', 'cliente', [{ field: 'peticiones', from: null, to: [first, second] }]],
  ]);
  expect(JSON.stringify(entries.map((e) => [e.target, e.changes]))).not.toMatch(/611|Botijo/);
});

test('an unknown or keyless number exports empty lists; a bad body is 400; Personal get 403', async ({
  request,
}) => {
  expect(await exported(request, '+34 699 123 456')).toEqual({
    telefono: '+34 699 123 456',
    peticiones: [],
  });
  expect((await exported(request, '12')).peticiones).toEqual([]);
  for (const path of [apiPaths.clientesExportar, apiPaths.clientesSuprimir]) {
    for (const body of [
      {},
      { telefono: '' },
      { telefono: '6\u0000' },
      { telefono: 6 },
      { telefono: '6', x: 1 },
    ]) {
      const response = await call(request, path, body);
      expect(response.status(), JSON.stringify(body)).toBe(400);
      expect(await response.json()).toEqual({ error: expect.any(String) });
    }
    expect((await call(request, path, { telefono: '611222001' }, personal)).status()).toBe(403);
  }
});

test('erase: name, phone, e-mail and order of every request of the number and its notes read Datos suprimidos; dates, stage and quotes stay; twice is harmless', async ({
  request,
}) => {
  // The order form takes a name and a phone (the answer's schema names no other key).
  const first = await stored({
    nombre: 'Ana Ruiz',
    telefono: '+34 622 333 002',
  });
  const second = await stored(
    { nombre: 'Ana Ruiz', telefono: '622333002' },
    'Vasos 500 ml',
    'ana.ruiz@example.com',
  );
  const kept = await stored(
    { nombre: 'Otro', telefono: '622 333 999' },
    'Vasos',
    'otro@example.com',
  );
  expect((await call(request, apiPaths.asignar(first), {})).status()).toBe(200);
  for (const texto of ['Llamar a Ana', 'Su móvil es 622333002']) {
    expect((await call(request, apiPaths.notas(first), { texto })).status()).toBe(201);
  }
  await presupuestoCalls(api).saved(request, admin.headers, first, TEN_LINES);
  const before = await detail(request, first);
  const mark = await newestAuditId(request, api);

  expect(await erased(request, '622 333 002')).toEqual({ peticiones: 2, notas: 2 });

  const after = await detail(request, first);
  expect(after.peticion.cliente).toEqual({
    nombre: ERASED_TEXT,
    telefono: ERASED_TEXT,
  });
  expect(after.peticion.peticiones).toBe(ERASED_TEXT);
  expect(after.notas.map((n) => n.texto)).toEqual([ERASED_TEXT, ERASED_TEXT]);
  expect(after.peticion).toMatchObject({
    estado: before.peticion.estado,
    createdAt: before.peticion.createdAt,
    fecha_evento: before.peticion.fecha_evento,
  });
  expect((after.peticion as { ultimoPresupuesto: unknown }).ultimoPresupuesto).toEqual(
    (before.peticion as { ultimoPresupuesto: unknown }).ultimoPresupuesto,
  );
  expect((await detail(request, second)).peticion.peticiones).toBe(ERASED_TEXT);
  // The e-mail is gone too: no search by it finds the customer any longer.
  expect((await detail(request, second)).peticion.correo).toBeNull();
  expect((await detail(request, kept)).peticion.cliente).toEqual({
    nombre: 'Otro',
    telefono: '622 333 999',
  });
  expect((await detail(request, kept)).peticion.correo).toBe('otro@example.com');

  expect(await erased(request, '622 333 002')).toEqual({ peticiones: 0, notas: 0 });
  expect((await exported(request, '622333002')).peticiones).toEqual([]);
  const entries = await auditEntriesSince(request, api, mark);
  expect(entries.filter((e) => e.action === 'customer_erasure').map((e) => e.changes)).toEqual([
    [
      { field: 'peticiones', from: null, to: 2 },
      { field: 'notas', from: null, to: 2 },
    ],
    [
      { field: 'peticiones', from: null, to: 0 },
      { field: 'notas', from: null, to: 0 },
    ],
  ]);
  expect(JSON.stringify(entries.map((e) => [e.target, e.changes]))).not.toMatch(/622|Ana/);
});

test('the PDF of a quote whose customer was erased names no customer, and no erasure either', async ({
  request,
}) => {
  const id = await stored({ nombre: 'Rosa Martín', telefono: '+34 633 444 003' });
  expect((await call(request, apiPaths.asignar(id), {})).status()).toBe(200);
  const quotes = presupuestoCalls(api);
  const quote = await quotes.saved(request, admin.headers, id, TEN_LINES);
  const pdfOf = async () => {
    const response = await quotes.pdf(request, admin.headers, quote.id);
    expect(response.status()).toBe(200);
    return pdfText(await response.body());
  };
  expect(await pdfOf()).toContain('Cliente: Rosa Martín');

  expect(await erased(request, '633444003')).toEqual({ peticiones: 1, notas: 0 });
  const text = await pdfOf();
  expect(text).not.toContain('Cliente');
  expect(text).not.toContain('Rosa');
  expect(text).not.toContain(ERASED_TEXT);
  expect(text).toContain(quote.numero);
});
