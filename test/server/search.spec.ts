import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  apiPaths,
  PUBLIC_PETICIONES_PATH,
  SEARCH_MAX_LENGTH,
  type NewPeticionBody,
  type NuevaPeticionBody,
  type Peticion,
  type SearchResults,
} from '../../contract';
import { newestMatching } from '../../server/db/search/newestMatching';
import { searchTerms } from '../../server/db/search/searchTerms';
import { authHeaders } from '../support/stack/auth';
import { useOwnApi } from './support/ownApi';
import { presupuestoCalls } from './support/presupuestoCalls';

// The search box's call on both engines: what it finds by which words, and what it refuses. An API
// of this file's own (it adds requests and quotes, and erases a customer).
const api = useOwnApi({ app: { publicRateLimitPerMinute: 1_000 } });
const quotes = presupuestoCalls(api);

let headers: Record<string, string>;
test.beforeAll(async () => {
  headers = await authHeaders();
});

const newPeticion = async (
  request: APIRequestContext,
  cliente: NewPeticionBody['cliente'],
  peticiones: NewPeticionBody['peticiones'] = '300 vasos de 200 ml',
) => {
  const response = await request.post(api.url(PUBLIC_PETICIONES_PATH), {
    data: {
      peticiones,
      cliente,
      fecha_evento: '2027-05-20',
      pais: 'España',
      codigo_postal: '28001',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: Peticion }).data;
};

/** A request staff write in (`Nueva petición`, from an e-mail), left unassigned. */
const newPeticionByStaff = async (
  request: APIRequestContext,
  cliente: NuevaPeticionBody['cliente'],
  correo?: string,
) => {
  const data: NuevaPeticionBody = {
    peticiones: '300 vasos de 200 ml',
    cliente,
    ...(correo ? { correo } : {}),
    fecha_evento: '2027-05-20',
    pais: 'España',
    codigo_postal: '28001',
    origen: 'correo',
    asignarme: false,
  };
  const created = await request.post(api.url(apiPaths.peticiones), { headers, data });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { data: Peticion }).data;
};

const searchFor = async (request: APIRequestContext, q: string) =>
  request.get(api.url(`${apiPaths.search}?q=${encodeURIComponent(q)}`), { headers });

const found = async (request: APIRequestContext, q: string): Promise<SearchResults> => {
  const response = await searchFor(request, q);
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: SearchResults }).data;
};

const ids = (results: SearchResults) => results.peticiones.map((peticion) => peticion.id);

test('finds a request by a phone written differently, by number, and by name or order without accents or capitals', async ({
  request,
}) => {
  const pena = await newPeticion(
    request,
    { nombre: 'Lucía Peña Ibáñez', telefono: '+34 611 22 47 83' },
    ['200 copas de cava grabadas', '50 jarras'],
  );
  const other = await newPeticion(request, { nombre: 'Marta Ruiz', telefono: '699 000 111' });
  for (const q of [
    '611224783',
    '0034 611-224-783',
    '611 22 47',
    '(611) 224 783',
    'peña',
    'PENA',
    'lucia ibanez',
    'Copas De Cava',
    'jarras',
    // A word of one or two letters beside a longer one is left out: it narrows nothing.
    'z jarras',
  ]) {
    const results = await found(request, q);
    expect(ids(results), q).toContain(pena.id);
    expect(ids(results), q).not.toContain(other.id);
  }
  // Its number first, also after #.
  for (const q of [String(pena.id), `#${pena.id}`]) {
    expect((await found(request, q)).peticiones[0], q).toEqual({
      id: pena.id,
      estado: 'nueva',
      asignado: false,
      nombre: 'Lucía Peña Ibáñez',
      telefono: '+34 611 22 47 83',
      correo: null,
      pedido: '200 copas de cava grabadas 50 jarras',
      fecha_evento: '2027-05-20',
    });
  }
  // Taken, it is found all the same, as the assignee's.
  const taken = await request.post(api.url(apiPaths.asignar(pena.id)), { headers });
  expect(taken.status()).toBe(200);
  const afterTaking = (await found(request, 'peña ibáñez')).peticiones.find(
    (p) => p.id === pena.id,
  );
  expect(afterTaking).toMatchObject({ estado: 'asignada', asignado: expect.stringContaining('@') });
});

test('a customer whose requests use three phone formats is one result, with their latest request', async ({
  request,
}) => {
  const first = await newPeticion(request, { nombre: 'Jordi Soler', telefono: '622 31 08 95' });
  await newPeticion(request, { nombre: 'Jordi Soler', telefono: '+34622310895' });
  const latest = await newPeticion(request, {
    nombre: 'Jordi Soler Puig',
    telefono: '0034 622-310-895',
  });
  const { clientes, peticiones } = await found(request, 'soler');
  expect(peticiones.map((p) => p.id)).toEqual(expect.arrayContaining([first.id, latest.id]));
  expect(clientes).toEqual([
    {
      id: first.id,
      telefono: '0034 622-310-895',
      nombre: 'Jordi Soler Puig',
      correo: null,
      peticiones: 3,
      ultimaPeticion: { id: latest.id, asignado: false },
    },
  ]);
  // The order's words find requests, not customers.
  expect((await found(request, 'vasos de 200')).clientes).toEqual([]);
});

test('a customer found is the one `Clientes` lists: requests joined by e-mail across phones are one, by its id', async ({
  request,
}) => {
  const byStaff = (cliente: NuevaPeticionBody['cliente'], correo?: string) =>
    newPeticionByStaff(request, cliente, correo);
  // One person, two phones, one e-mail (written with other capitals the second time); and someone
  // else with the same name and a phone of their own.
  const first = await byStaff(
    { nombre: 'Olaia Zubiri', telefono: '677 10 20 30' },
    'olaia@zubiri.eus',
  );
  const latest = await byStaff(
    { nombre: 'Olaia Zubiri', telefono: '+34 688 40 50 60' },
    'Olaia@Zubiri.EUS',
  );
  const namesake = await byStaff({ nombre: 'Olaia Zubiri', telefono: '699 70 80 90' });
  const listed = await request.get(api.url(apiPaths.cliente(latest.id)), { headers });
  expect(listed.status()).toBe(200);
  const { cliente } = ((await listed.json()) as { data: { cliente: { id: number } } }).data;
  expect(cliente.id).toBe(first.id);

  const customer = {
    id: first.id,
    telefono: '+34 688 40 50 60',
    nombre: 'Olaia Zubiri',
    correo: 'Olaia@Zubiri.EUS',
    peticiones: 2,
    ultimaPeticion: { id: latest.id, asignado: false },
  };
  // By name: both customers, newest first; by either phone or by the e-mail: the one customer.
  expect((await found(request, 'olaia zubiri')).clientes).toEqual([
    {
      id: namesake.id,
      telefono: '699 70 80 90',
      nombre: 'Olaia Zubiri',
      correo: null,
      peticiones: 1,
      ultimaPeticion: { id: namesake.id, asignado: false },
    },
    customer,
  ]);
  for (const q of ['677102030', '0034 688 405 060', 'olaia@zubiri', 'ZUBIRI.EUS'])
    expect((await found(request, q)).clientes, q).toEqual([customer]);
});

test('finds a request and its customer by e-mail, without regard to capitals', async ({
  request,
}) => {
  const peticion = await newPeticionByStaff(
    request,
    { nombre: 'Iker Etxeberria', telefono: '688 12 34 56' },
    'Iker.Etxe@Ejemplo.es',
  );
  for (const q of ['iker.etxe@ejemplo.es', 'etxe@ejemplo', 'EJEMPLO.ES']) {
    const { peticiones, clientes } = await found(request, q);
    expect(
      peticiones.map((p) => [p.id, p.correo]),
      q,
    ).toEqual([[peticion.id, 'Iker.Etxe@Ejemplo.es']]);
    expect(
      clientes.map((c) => [c.ultimaPeticion.id, c.correo]),
      q,
    ).toEqual([[peticion.id, 'Iker.Etxe@Ejemplo.es']]);
  }
});

test('finds a quote by its number, written in full or in part', async ({ request }) => {
  const peticion = await newPeticion(request, { nombre: 'Nuria Calvo', telefono: '633 445 566' });
  await request.post(api.url(apiPaths.asignar(peticion.id)), { headers });
  const quote = await quotes.saved(request, headers, peticion.id, {
    lines: [{ cup: 'vasos/200', quantity: 500 }],
  });
  const sequence = String(quote.sequence).padStart(4, '0');
  for (const q of [
    quote.numero,
    quote.numero.toLowerCase(),
    `${quote.year}-${sequence}`,
    `P-${quote.year}-${quote.sequence}`,
  ]) {
    const { presupuestos } = await found(request, q);
    expect(presupuestos, q).toEqual([
      {
        id: quote.id,
        numero: quote.numero,
        peticionId: peticion.id,
        nombre: 'Nuria Calvo',
        totalCents: quote.totals.total,
        createdAt: quote.createdAt,
      },
    ]);
  }
  expect((await found(request, `P-${quote.year}-${sequence} v2`)).presupuestos).toEqual([]);
  expect((await found(request, `P-${quote.year + 1}-${sequence}`)).presupuestos).toEqual([]);
});

test('a text under 2 characters finds nothing, one over the limit or with a control character is a 400', async ({
  request,
}) => {
  const nothing = { peticiones: [], clientes: [], presupuestos: [] };
  for (const q of ['', ' ', '6', ' a '])
    expect(await found(request, q), JSON.stringify(q)).toEqual(nothing);
  expect(await found(request, 'x'.repeat(SEARCH_MAX_LENGTH))).toEqual(nothing);
  for (const path of [
    `${apiPaths.search}?q=${'x'.repeat(SEARCH_MAX_LENGTH + 1)}`,
    `${apiPaths.search}?q=ab%00`,
    apiPaths.search,
  ]) {
    const response = await request.get(api.url(path), { headers });
    expect(response.status(), path).toBe(400);
    expect(await response.json()).toEqual({ error: expect.any(String) });
  }
  // LIKE's wildcards are letters like any other.
  await newPeticion(request, { nombre: 'Ana 100% Gil', telefono: '644 100 200' });
  expect((await found(request, '%_')).peticiones).toEqual([]);
  expect((await found(request, '100% gil')).peticiones).toHaveLength(1);
});

test('an erased customer is found no more, by name, phone or number', async ({ request }) => {
  const peticion = await newPeticion(request, {
    nombre: 'Blanca Oyarzun',
    telefono: '655 777 888',
  });
  expect(ids(await found(request, 'oyarzun'))).toEqual([peticion.id]);
  const erased = await request.post(api.url(apiPaths.clientesSuprimir), {
    headers,
    data: { telefono: '655 777 888' },
  });
  expect(erased.status()).toBe(200);
  for (const q of ['oyarzun', '655777888', String(peticion.id)]) {
    const { peticiones, clientes } = await found(request, q);
    expect(
      peticiones.map((p) => p.id),
      q,
    ).not.toContain(peticion.id);
    expect(
      clientes.map((c) => c.ultimaPeticion.id),
      q,
    ).not.toContain(peticion.id);
  }
});

test('the newest matches first whether the newest requests hold them or only the index does', async ({
  request,
}) => {
  const rare = await newPeticion(request, { nombre: 'Zacarías Urquiza', telefono: '655 101 202' });
  const common: number[] = [];
  for (const telefono of ['655 101 203', '655 101 204', '655 101 205', '655 101 206'])
    common.unshift((await newPeticion(request, { nombre: 'Eva Ordóñez', telefono })).id);
  const newest = (text: string, limit: number) =>
    newestMatching(api.db, 'busqueda', searchTerms(text).patterns, limit, false, 2);
  // Both found among the two newest requests: read in order, no index lookup needed.
  expect(await newest('ordoñez', 2)).toEqual(common.slice(0, 2));
  // Too few there: the index gives them all, still newest first.
  expect(await newest('ORDÓÑEZ', 3)).toEqual(common.slice(0, 3));
  // Older than every recent row: found through the index alone.
  expect(await newest('urquiza', 10)).toEqual([rare.id]);
  expect(await newest('nadie-se-llama-asi', 10)).toEqual([]);
});
