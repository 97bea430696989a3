import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  apiPaths,
  NEW_PETICION_LIMITS,
  type AssignedPeticion,
  type EditPeticionBody,
  type NuevaPeticionBody,
  type Peticion,
  type StalePeticionAnswer,
} from '../../contract';
import { signIn } from '../support/stack/auth';
import { auditEntriesSince, newestAuditId } from './support/audit';
import { asMember, type Member } from './support/colleague';
import { useOwnApi } from './support/ownApi';
import { peticionesAsignadasCalls } from './support/peticionesAsignadasCalls';

// Requests typed in by staff and corrected (docs/server.md, "Requests typed in by staff"): held
// to the public form's rules, audited with their author. Who may correct one is
// test/server/requestRules.spec.ts's. An API of this file's own (it writes).
const api = useOwnApi();
const { detail, unassigned, post } = peticionesAsignadasCalls(api);

let me: Member;
test.beforeAll(async () => {
  me = asMember(await signIn());
});

const NUEVA: NuevaPeticionBody = {
  peticiones: ['300 vasos de 500 ml', 'Logo a una tinta'],
  cliente: { nombre: 'Peña La Cepa', telefono: '611 222 333' },
  correo: 'cepa@example.com',
  fecha_evento: '2027-05-01',
  pais: 'España',
  codigo_postal: '31001',
  origen: 'telefono',
  asignarme: true,
};

const create = (request: APIRequestContext, data: unknown) =>
  request.post(api.url(apiPaths.peticiones), { headers: me.headers, data });

async function created<T extends Peticion>(request: APIRequestContext, data: unknown) {
  const response = await create(request, data);
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: T }).data;
}

const edit = (request: APIRequestContext, id: number, data: unknown) =>
  post(request, me.headers, apiPaths.editar, id, data);

/** The request's details as an edit sends them, from the request as it is. */
const asEdit = (peticion: AssignedPeticion): EditPeticionBody => ({
  peticiones: peticion.peticiones,
  cliente: { nombre: String(peticion.cliente?.nombre), telefono: peticion.cliente?.telefono },
  correo: peticion.correo,
  fecha_evento: peticion.fecha_evento,
  pais: peticion.pais,
  codigo_postal: peticion.codigo_postal,
  version: peticion.version,
});

test('a request typed in with Asignármela is the author’s at once, with its e-mail and channel, audited with its author', async ({
  request,
}) => {
  const mark = await newestAuditId(request, api);
  const peticion = await created<AssignedPeticion>(request, NUEVA);
  expect(peticion).toMatchObject({
    estado: 'asignada',
    asignado: me.email,
    peticiones: NUEVA.peticiones,
    cliente: NUEVA.cliente,
    correo: 'cepa@example.com',
    origen: 'telefono',
    fecha_evento: '2027-05-01',
  });
  expect((await detail(request, me.headers, peticion.id)).peticion).toEqual(peticion);
  const entries = await auditEntriesSince(request, api, mark);
  expect(
    entries.map(({ action, target, actor, changes }) => ({ action, target, actor, changes })),
  ).toEqual([
    {
      action: 'peticion_created',
      target: String(peticion.id),
      actor: { uid: me.uid, email: me.email },
      changes: [
        { field: 'origen', from: null, to: 'telefono' },
        { field: 'asignado', from: null, to: me.email },
      ],
    },
  ]);
});

test('without Asignármela it joins the unassigned list, newest first; without an e-mail its correo is null', async ({
  request,
}) => {
  const peticion = await created<Peticion>(request, {
    ...NUEVA,
    correo: undefined,
    origen: 'en_persona',
    asignarme: false,
  });
  expect(peticion).toMatchObject({ estado: 'nueva', asignado: false, correo: null });
  expect((await unassigned(request, me.headers)).data[0]).toEqual(peticion);
});

test('the public form’s rules hold, and the e-mail, channel and choice are checked: 400 { error }, nothing written', async ({
  request,
}) => {
  const long = (n: number) => 'x'.repeat(n + 1);
  const bad: [string, unknown][] = [
    ['blank peticiones', { ...NUEVA, peticiones: '   ' }],
    [
      'too many lines',
      { ...NUEVA, peticiones: Array(NEW_PETICION_LIMITS.pedidoLines + 1).fill('a') },
    ],
    ['a long nombre', { ...NUEVA, cliente: { nombre: long(NEW_PETICION_LIMITS.nombre) } }],
    ['a day not in the calendar', { ...NUEVA, fecha_evento: '2027-02-30' }],
    ['a blank pais', { ...NUEVA, pais: ' ' }],
    ['a long codigo_postal', { ...NUEVA, codigo_postal: long(NEW_PETICION_LIMITS.codigoPostal) }],
    ['a correo that is no address', { ...NUEVA, correo: 'cepa' }],
    ['a long correo', { ...NUEVA, correo: `${long(NEW_PETICION_LIMITS.correo)}@example.com` }],
    ['an unknown origen', { ...NUEVA, origen: 'fax' }],
    ['no origen', { ...NUEVA, origen: undefined }],
    ['no asignarme', { ...NUEVA, asignarme: undefined }],
    ['an estado', { ...NUEVA, estado: 'aceptada' }],
    ['an asignado', { ...NUEVA, asignado: 'otra@vasos.test' }],
  ];
  const mark = await newestAuditId(request, api);
  for (const [name, body] of bad) {
    const response = await create(request, body);
    expect(response.status(), name).toBe(400);
    expect(await response.json(), name).toEqual({ error: expect.any(String) });
  }
  expect(await newestAuditId(request, api)).toBe(mark);
});

test('an edit writes the details sent, one version up, each changed field old → new in one audit entry', async ({
  request,
}) => {
  const peticion = await created<AssignedPeticion>(request, NUEVA);
  const mark = await newestAuditId(request, api);
  const response = await edit(request, peticion.id, {
    ...asEdit(peticion),
    peticiones: ['300 vasos de 500 ml', 'Logo a dos tintas'],
    cliente: { nombre: 'Peña La Cepa de Olite', telefono: '611 222 333' },
    correo: null,
    fecha_evento: '2027-05-08',
  });
  expect(response.status(), await response.text()).toBe(200);
  const edited = ((await response.json()) as { data: AssignedPeticion }).data;
  expect(edited).toEqual({
    ...peticion,
    peticiones: ['300 vasos de 500 ml', 'Logo a dos tintas'],
    cliente: { nombre: 'Peña La Cepa de Olite', telefono: '611 222 333' },
    correo: null,
    fecha_evento: '2027-05-08',
    version: peticion.version + 1,
  });
  const entries = await auditEntriesSince(request, api, mark);
  expect(entries.map(({ action, changes }) => ({ action, changes }))).toEqual([
    {
      action: 'peticion_edited',
      changes: [
        {
          field: 'peticiones',
          from: ['300 vasos de 500 ml', 'Logo a una tinta'],
          to: ['300 vasos de 500 ml', 'Logo a dos tintas'],
        },
        { field: 'nombre', from: 'Peña La Cepa', to: 'Peña La Cepa de Olite' },
        { field: 'correo', from: 'cepa@example.com', to: null },
        { field: 'fecha_evento', from: '2027-05-01', to: '2027-05-08' },
      ],
    },
  ]);

  // The same details again change nothing: no version, no entry.
  const again = await edit(request, peticion.id, asEdit(edited));
  expect(again.status()).toBe(200);
  expect(((await again.json()) as { data: AssignedPeticion }).data).toEqual(edited);
  expect((await auditEntriesSince(request, api, mark)).length).toBe(1);
});

test('an edit from a stale version is 409 with the request as it is now, and writes nothing', async ({
  request,
}) => {
  const peticion = await created<AssignedPeticion>(request, NUEVA);
  const first = await edit(request, peticion.id, { ...asEdit(peticion), pais: 'Francia' });
  expect(first.status()).toBe(200);
  const now = ((await first.json()) as { data: AssignedPeticion }).data;
  const mark = await newestAuditId(request, api);

  const stale = await edit(request, peticion.id, { ...asEdit(peticion), codigo_postal: '31002' });
  expect(stale.status()).toBe(409);
  expect(((await stale.json()) as StalePeticionAnswer).data).toEqual(now);
  expect((await detail(request, me.headers, peticion.id)).peticion).toEqual(now);
  expect(await newestAuditId(request, api)).toBe(mark);
});

test('an edit is held to the public form’s rules: 400 { error }, nothing written', async ({
  request,
}) => {
  const peticion = await created<AssignedPeticion>(request, NUEVA);
  const body = asEdit(peticion);
  const bad: [string, unknown][] = [
    ['no version', { ...body, version: undefined }],
    ['blank peticiones', { ...body, peticiones: '' }],
    ['a date with a time', { ...body, fecha_evento: '2027-06-24T10:00:00Z' }],
    ['a correo that is no address', { ...body, correo: 'a@b' }],
    ['an origen (not editable)', { ...body, origen: 'web' }],
    ['no cliente', { ...body, cliente: undefined }],
  ];
  for (const [name, data] of bad) {
    const response = await edit(request, peticion.id, data);
    expect(response.status(), name).toBe(400);
    expect(await response.json(), name).toEqual({ error: expect.any(String) });
  }
  expect((await detail(request, me.headers, peticion.id)).peticion).toEqual(peticion);
});

test('an unassigned request is not edited: 404', async ({ request }) => {
  const peticion = await created<Peticion>(request, { ...NUEVA, asignarme: false });
  const response = await edit(request, peticion.id, {
    ...asEdit({ ...peticion, version: 1 } as AssignedPeticion),
  });
  expect(response.status()).toBe(404);
});
