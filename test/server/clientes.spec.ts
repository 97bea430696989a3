import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  apiPaths,
  PUBLIC_PETICIONES_PATH,
  type AssignedPeticion,
  type ClienteDetalle,
  type ClienteRow,
  type ClientesPage,
  type NuevaPeticionBody,
  type Peticion,
  type PeticionDetail,
} from '../../contract';
import { authHeaders } from '../support/stack/auth';
import { useOwnApi } from './support/ownApi';
import { presupuestoCalls } from './support/presupuestoCalls';

// The customers' list and a customer's page, on both engines: who is one customer (a phone in any
// format, an e-mail), the sums of their quotes, the order, and an erased customer gone. An API of
// this file's own: the list is every customer there is.
const api = useOwnApi();
const quotes = presupuestoCalls(api);

let headers: Record<string, string>;
test.beforeAll(async () => {
  headers = await authHeaders();
});

const form = (nombre: string, telefono: string) => ({
  peticiones: '300 vasos de 200 ml',
  cliente: { nombre, telefono },
  fecha_evento: '2027-05-20',
  pais: 'España',
  codigo_postal: '28001',
});

/** A request from the public form. */
async function publicPeticion(request: APIRequestContext, nombre: string, telefono: string) {
  const response = await request.post(api.url(PUBLIC_PETICIONES_PATH), {
    data: form(nombre, telefono),
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: Peticion }).data;
}

/** A request typed in by staff (the public form's calls are few a minute), with an e-mail. */
async function staffPeticion(
  request: APIRequestContext,
  nombre: string,
  telefono: string,
  correo?: string,
) {
  const data: NuevaPeticionBody = {
    ...form(nombre, telefono),
    ...(correo !== undefined && { correo }),
    origen: 'telefono',
    asignarme: false,
  };
  const response = await request.post(api.url(apiPaths.peticiones), { headers, data });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: Peticion }).data;
}

async function page(request: APIRequestContext, query = ''): Promise<ClientesPage> {
  const response = await request.get(api.url(`${apiPaths.clientes}${query}`), { headers });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: ClientesPage }).data;
}

const everyCliente = async (request: APIRequestContext) =>
  (await page(request, '?limit=500')).clientes;

async function detalle(request: APIRequestContext, id: number): Promise<ClienteDetalle> {
  const response = await request.get(api.url(apiPaths.cliente(id)), { headers });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: ClienteDetalle }).data;
}

const rowOf = (clientes: ClienteRow[], id: number) => clientes.filter((c) => c.id === id);

test('a customer whose three requests use three phone formats is one row, named as the latest', async ({
  request,
}) => {
  const first = await publicPeticion(request, 'Jordi Soler', '677 081 429');
  const second = await publicPeticion(request, 'Jordi Soler', '+34677081429');
  const latest = await publicPeticion(request, 'Jordi Soler Puig', '0034 677-081-429');
  const rows = (await everyCliente(request)).filter((c) => c.nombre?.startsWith('Jordi Soler'));
  expect(rows).toEqual([
    {
      id: first.id,
      nombre: 'Jordi Soler Puig',
      telefono: '0034 677-081-429',
      correo: null,
      peticiones: 3,
      ultimaPeticion: latest.createdAt,
      presupuestadoCents: 0,
      aceptadoCents: 0,
    },
  ]);
  // Any of the customer's requests finds their page; every request, newest first.
  for (const id of [first.id, second.id, latest.id]) {
    const found = await detalle(request, id);
    expect(found.cliente.id).toBe(first.id);
    expect(found.peticiones.map((p) => p.id)).toEqual([latest.id, second.id, first.id]);
    expect(found.telefonos).toEqual(['0034 677-081-429']);
  }
});

test('requests of two numbers with one e-mail (capitals aside) are one customer', async ({
  request,
}) => {
  const first = await staffPeticion(request, 'Iker Etxeberria', '688 12 34 56', 'iker@ejemplo.es');
  const other = await staffPeticion(request, 'Ane Etxeberria', '699 98 76 54');
  expect(rowOf(await everyCliente(request), other.id)).toHaveLength(1);
  const latest = await staffPeticion(request, 'Iker E.', '699 98 76 54', 'Iker@Ejemplo.ES');
  const clientes = await everyCliente(request);
  // The later customer joined the earlier one: one row, with the earlier id.
  expect(rowOf(clientes, other.id)).toEqual([]);
  expect(rowOf(clientes, first.id)).toEqual([
    expect.objectContaining({ nombre: 'Iker E.', correo: 'Iker@Ejemplo.ES', peticiones: 3 }),
  ]);
  const found = await detalle(request, other.id);
  expect(found.cliente.id).toBe(first.id);
  expect(found.peticiones.map((p) => p.id).sort()).toEqual([first.id, other.id, latest.id].sort());
  expect(found.telefonos).toEqual(['699 98 76 54', '688 12 34 56']);
});

test('Presupuestado sums each request latest quote, Aceptado those accepted or beyond', async ({
  request,
}) => {
  const accepted = await staffPeticion(request, 'Nuria Calvo', '633 445 566');
  const quoted = await staffPeticion(request, 'Nuria Calvo', '633 44 55 66');
  await staffPeticion(request, 'Nuria Calvo', '+34 633 445 566');
  const totals: number[] = [];
  for (const { id } of [accepted, quoted]) {
    expect((await request.post(api.url(apiPaths.asignar(id)), { headers })).status()).toBe(200);
    await quotes.saved(request, headers, id, { lines: [{ cup: 'vasos/200', quantity: 300 }] });
    const latest = await quotes.saved(request, headers, id, {
      lines: [{ cup: 'vasos/200', quantity: 500 }],
    });
    totals.push(latest.totals.total);
  }
  const detail = await request.get(api.url(apiPaths.peticion(accepted.id)), { headers });
  const { peticion } = ((await detail.json()) as { data: PeticionDetail }).data;
  const moved = await request.post(api.url(apiPaths.etapa(accepted.id)), {
    headers,
    data: { etapa: 'aceptada', version: (peticion as AssignedPeticion).version },
  });
  expect(moved.status(), await moved.text()).toBe(200);
  const [row] = rowOf(await everyCliente(request), accepted.id);
  expect(row).toMatchObject({
    peticiones: 3,
    presupuestadoCents: totals[0]! + totals[1]!,
    aceptadoCents: totals[0],
  });
  // Its page lists every quote of each request, newest first.
  const found = await detalle(request, accepted.id);
  const withQuotes = found.peticiones.find((p) => p.id === accepted.id)!;
  expect(withQuotes.estado).toBe('aceptada');
  expect(withQuotes.presupuestos).toHaveLength(2);
  expect(withQuotes.presupuestos[0]).toMatchObject({
    numero: expect.stringMatching(/^P-\d{4}-\d{4}$/),
    totalCents: totals[0],
  });
});

test('an erased customer leaves the list and their page is a 404', async ({ request }) => {
  const gone = await staffPeticion(request, 'Marta Ruiz', '655 100 200');
  await staffPeticion(request, 'Marta Ruiz', '+34 655 100 200');
  expect(rowOf(await everyCliente(request), gone.id)).toHaveLength(1);
  const erased = await request.post(api.url(apiPaths.clientesSuprimir), {
    headers,
    data: { telefono: '655100200' },
  });
  expect(erased.status(), await erased.text()).toBe(200);
  expect(rowOf(await everyCliente(request), gone.id)).toEqual([]);
  const page404 = await request.get(api.url(apiPaths.cliente(gone.id)), { headers });
  expect(page404.status()).toBe(404);
  expect(await page404.json()).toEqual({ error: `No customer with request id ${gone.id}` });
});

test('sorts by any column either way, a window at a time, with the total', async ({ request }) => {
  await staffPeticion(request, 'Ábalos Aarón', '611 000 001');
  await staffPeticion(request, 'zoe Zamora', '611 000 002');
  const all = await everyCliente(request);
  const byName = await page(request, '?sort=nombre&order=asc&limit=500');
  // Customers without a name come last either way.
  const names = byName.clientes.map((c) => c.nombre).filter((nombre) => nombre !== null);
  // Accents and capitals aside: Ábalos among the a's, zoe among the z's.
  expect(names[0]).toBe('Ábalos Aarón');
  expect(names.at(-1)).toBe('zoe Zamora');
  const desc = await page(request, '?sort=peticiones&order=desc&limit=500');
  const counts = desc.clientes.map((c) => c.peticiones);
  expect(counts).toEqual([...counts].sort((a, b) => b - a));
  // The latest first by default; a window of it, and how many there are in all.
  const window = await page(request, '?offset=1&limit=2');
  expect(window.total).toBe(all.length);
  expect(window.clientes).toEqual(all.slice(1, 3));
  expect(all[0]!.nombre).toBe('zoe Zamora');
});

test('refuses an unknown order, a window too large and an id that names nothing', async ({
  request,
}) => {
  for (const query of ['?sort=precio', '?order=up', '?limit=0', '?limit=501', '?offset=-1']) {
    const response = await request.get(api.url(`${apiPaths.clientes}${query}`), { headers });
    expect(response.status(), query).toBe(400);
    expect(await response.json(), query).toEqual({ error: expect.any(String) });
  }
  for (const id of ['0', '007', 'abc', '99999999']) {
    const response = await request.get(api.url(apiPaths.cliente(id)), { headers });
    expect(response.status(), id).toBe(404);
  }
  const anonymous = await request.get(api.url(apiPaths.clientes));
  expect(anonymous.status()).toBe(401);
});
