import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  apiPaths,
  PUBLIC_PETICIONES_PATH,
  ETAPAS,
  HISTORIAL_MAX,
  ORIGENES,
  type NewPeticionBody,
  type Peticion,
  type PeticionDetail,
} from '../../contract';
import { PETICION_DETAIL_QUERY_MESSAGE } from '../../server/http/schemas/peticionAnswerSchemas';
import { authHeaders } from '../support/stack/auth';
import { cardOf } from '../support/tableroCard';
import { useOwnApi } from './support/ownApi';
import { peticionesAsignadasCalls } from './support/peticionesAsignadasCalls';

// What the board and the request's dialog read. An API of this file's own: it adds requests.
const api = useOwnApi();
const { assigned, unassigned, detail, takeOne } = peticionesAsignadasCalls(api);

let headers: Record<string, string>;
test.beforeAll(async () => {
  headers = await authHeaders();
});

const DAY = /^\d{4}-\d{2}-\d{2}$/;

test('asignadas answers every taken request with only what its card shows, in every stage, most recently taken first, and the feed position', async ({
  request,
}) => {
  const { data, position } = await assigned(request, headers);
  expect(Number.isInteger(position) && position >= 0).toBe(true);
  expect(new Set(data.map((p) => p.estado))).toEqual(new Set(ETAPAS));
  for (const row of data) {
    // No asignadoAt, pais, codigo_postal, phone, lost text nor quote number: the dialog reads
    // them with the whole request.
    expect(row).toEqual({
      id: expect.any(Number),
      estado: expect.any(String),
      asignado: expect.stringContaining('@'),
      version: expect.any(Number),
      // The lost one's stage it left: a drop on that column reopens it, as Reabrir does.
      perdida:
        row.estado === 'perdida' ? { motivo: expect.any(String), desde: expect.any(String) } : null,
      proximoSeguimiento: row.proximoSeguimiento === null ? null : expect.stringMatching(DAY),
      ultimoPresupuesto: null,
      peticiones: expect.anything(),
      cliente: row.cliente === null ? null : { nombre: expect.any(String) },
      fecha_evento: expect.stringMatching(DAY),
      // The board filters by channel.
      origen: expect.stringMatching(new RegExp(`^(${ORIGENES.join('|')})$`)),
      // When it was received: the board narrows to the days a figure of Informes counts.
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      // The card's marks of what the customer did through their link.
      clienteAcepto: false,
      mensajesCliente: 0,
    });
  }
  // Taking one puts it first (the most recently taken), as its card shows it, and moves the position on.
  const taken = await takeOne(request, headers);
  const after = await assigned(request, headers);
  expect(after.data[0]).toEqual(cardOf(taken));
  expect(after.position).toBeGreaterThan(position);
  const free = await unassigned(request, headers);
  expect(free.position).toBe(after.position);
  expect(free.data.every((p) => p.asignado === false)).toBe(true);
  // The dialog's read has it whole.
  expect((await detail(request, headers, taken.id)).peticion).toEqual(taken);
});

test('a request of either kind with its dialog: notes, its own audit entries and none of others; 404 for none', async ({
  request,
}) => {
  const free = (await unassigned(request, headers)).data[0]!;
  expect(await detail(request, headers, free.id)).toEqual({
    peticion: free,
    notas: [],
    masNotas: false,
    actividad: [],
    masActividad: false,
    otras: expect.any(Array),
  });
  const taken = await takeOne(request, headers);
  const shown = await detail(request, headers, taken.id);
  expect(shown.peticion).toEqual(taken);
  expect(shown.actividad).toEqual([
    expect.objectContaining({ action: 'assignment', target: String(taken.id), tabla: null }),
  ]);
  for (const id of ['999999', 'abc', '0', '1.5']) {
    const response = await request.get(api.url(apiPaths.peticion(id)), { headers });
    expect(response.status(), id).toBe(404);
    expect(await response.json()).toEqual({ error: expect.any(String) });
  }
});

test('the dialog reads the newest notes and activity entries as asked, and says whether older ones remain; any other count is a 400', async ({
  request,
}) => {
  const taken = await takeOne(request, headers);
  for (const texto of ['Primera', 'Segunda', 'Tercera']) {
    const added = await request.post(api.url(apiPaths.notas(taken.id)), {
      headers,
      data: { texto },
    });
    expect(added.status(), texto).toBe(201);
  }
  const read = (query: string) => detail(request, headers, taken.id, query);
  const textos = (detail: PeticionDetail) => detail.notas.map((nota) => nota.texto);

  // Fewer than a page: all of them, and nothing older.
  const whole = await read('');
  expect(textos(whole)).toEqual(['Tercera', 'Segunda', 'Primera']);
  expect(whole.actividad.map((entry) => entry.action)).toEqual([
    'note',
    'note',
    'note',
    'assignment',
  ]);
  expect(whole).toMatchObject({ masNotas: false, masActividad: false });

  const newest = await read('?notas=2&actividad=3');
  expect(textos(newest)).toEqual(['Tercera', 'Segunda']);
  expect(newest.actividad).toEqual(whole.actividad.slice(0, 3));
  expect(newest).toMatchObject({ masNotas: true, masActividad: true });
  // Exactly as many as there are: nothing older.
  expect(await read('?notas=3&actividad=4')).toMatchObject({
    masNotas: false,
    masActividad: false,
  });

  for (const query of ['?notas=0', `?actividad=${HISTORIAL_MAX + 1}`, '?notas=x', '?notas=1.5']) {
    const response = await request.get(api.url(apiPaths.peticion(taken.id) + query), { headers });
    expect(response.status(), query).toBe(400);
    expect(await response.json()).toEqual({ error: PETICION_DETAIL_QUERY_MESSAGE });
  }
});

const order = (telefono?: string): NewPeticionBody => ({
  peticiones: 'Vasos reutilizables 500 ml con logo',
  cliente: { nombre: 'Peña La Parra', ...(telefono === undefined ? {} : { telefono }) },
  fecha_evento: '2027-06-24',
  pais: 'España',
  codigo_postal: '31001',
});

async function created(request: APIRequestContext, telefono?: string): Promise<Peticion> {
  const response = await request.post(api.url(PUBLIC_PETICIONES_PATH), { data: order(telefono) });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: Peticion }).data;
}

test("the customer's other requests: the same phone however written, newest first, never itself; none without a phone", async ({
  request,
}) => {
  const spaced = await created(request, '+34 699 111 222');
  const prefixed = await created(request, '0034699111222');
  const dashed = await created(request, '699-111-222');
  await created(request, '+34 699 111 223');
  const blank = await created(request, '  ');
  const none = await created(request);

  const others = (await detail(request, headers, spaced.id)).otras;
  expect(others).toEqual([
    {
      id: dashed.id,
      estado: 'nueva',
      asignado: false,
      fecha_evento: '2027-06-24',
      createdAt: dashed.createdAt,
    },
    expect.objectContaining({ id: prefixed.id }),
  ]);
  expect((await detail(request, headers, dashed.id)).otras.map((p) => p.id)).toEqual([
    prefixed.id,
    spaced.id,
  ]);
  expect((await detail(request, headers, blank.id)).otras).toEqual([]);
  expect((await detail(request, headers, none.id)).otras).toEqual([]);
});
