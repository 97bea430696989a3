import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  apiPaths,
  ERASED_TEXT,
  type ClienteBody,
  type ClienteExport,
  type ErasureResult,
  type NuevaPeticionBody,
  type Peticion,
  type PeticionDetail,
} from '../../contract';
import { authHeaders } from '../support/stack/auth';
import { auditEntriesSince, newestAuditId } from './support/audit';
import { useOwnApi } from './support/ownApi';
import { jsonOf } from './support/presupuestoCalls';

// A customer's data exported and erased as their page names them (`cliente`: the id of any request
// of theirs, grouped by phone and by e-mail as `Clientes` groups them), on both engines: a customer
// known only by e-mail included. An API of this file's own (it erases).
const api = useOwnApi();

let headers: Record<string, string>;
test.beforeAll(async () => {
  headers = await authHeaders();
});

/** A request typed in by staff, of a customer with an e-mail and, perhaps, no phone. */
async function staffPeticion(
  request: APIRequestContext,
  cliente: NuevaPeticionBody['cliente'],
  correo: string,
): Promise<Peticion> {
  const data: NuevaPeticionBody = {
    peticiones: '300 vasos de 200 ml',
    cliente,
    correo,
    fecha_evento: '2027-05-20',
    pais: 'España',
    codigo_postal: '28001',
    origen: 'correo',
    asignarme: false,
  };
  const response = await request.post(api.url(apiPaths.peticiones), { headers, data });
  return (await jsonOf<{ data: Peticion }>(response, 201)).data;
}

const post = (request: APIRequestContext, path: string, data: unknown) =>
  request.post(api.url(path), { headers, data });
const exported = async (request: APIRequestContext, body: ClienteBody) =>
  (await jsonOf<{ data: ClienteExport }>(await post(request, apiPaths.clientesExportar, body), 200))
    .data;
const erased = async (request: APIRequestContext, body: ClienteBody) =>
  (await jsonOf<{ data: ErasureResult }>(await post(request, apiPaths.clientesSuprimir, body), 200))
    .data;
const detail = async (request: APIRequestContext, id: number) =>
  (
    await jsonOf<{ data: PeticionDetail }>(
      await request.get(api.url(apiPaths.peticion(id)), { headers }),
      200,
    )
  ).data.peticion;

test('a customer known only by e-mail is exported and erased by any request of theirs, and nobody else is', async ({
  request,
}) => {
  const first = await staffPeticion(request, { nombre: 'Ainhoa Etxeberria' }, 'ainhoa@ejemplo.es');
  // The same e-mail in other capitals is the same customer.
  const again = await staffPeticion(request, { nombre: 'Ainhoa E.' }, 'AINHOA@Ejemplo.es');
  const stranger = await staffPeticion(request, { nombre: 'Otra Persona' }, 'otra@ejemplo.es');
  const page = await request.get(api.url(apiPaths.cliente(again.id)), { headers });
  expect((await jsonOf<{ data: { telefonos: string[] } }>(page, 200)).data.telefonos).toEqual([]);
  const mark = await newestAuditId(request, api);

  for (const id of [first.id, again.id]) {
    const data = await exported(request, { cliente: id });
    expect(data.cliente).toBe(id);
    expect(data.peticiones.map((peticion) => [peticion.id, peticion.correo])).toEqual([
      [first.id, 'ainhoa@ejemplo.es'],
      [again.id, 'AINHOA@Ejemplo.es'],
    ]);
  }

  expect(await erased(request, { cliente: again.id })).toEqual({ peticiones: 2, notas: 0 });
  for (const id of [first.id, again.id]) {
    expect(await detail(request, id)).toMatchObject({
      cliente: { nombre: ERASED_TEXT },
      correo: null,
    });
    const gone = await request.get(api.url(apiPaths.cliente(id)), { headers });
    expect(gone.status()).toBe(404);
  }
  expect(await detail(request, stranger.id)).toMatchObject({
    cliente: { nombre: 'Otra Persona' },
    correo: 'otra@ejemplo.es',
  });
  // Erased, they are nobody's: asking again erases and exports nothing.
  expect(await erased(request, { cliente: first.id })).toEqual({ peticiones: 0, notas: 0 });
  expect((await exported(request, { cliente: first.id })).peticiones).toEqual([]);

  const entries = await auditEntriesSince(request, api, mark);
  expect(entries.map((entry) => [entry.action, entry.target])).toEqual([
    ['customer_export', 'cliente'],
    ['customer_export', 'cliente'],
    ['customer_erasure', 'cliente'],
    ['customer_erasure', 'cliente'],
    ['customer_export', 'cliente'],
  ]);
  expect(JSON.stringify(entries.map((entry) => entry.changes))).not.toMatch(/ainhoa|Etxe/i);
});

test('a body names a number or a customer, one of them: neither, both, or an id that is no id is a 400', async ({
  request,
}) => {
  for (const path of [apiPaths.clientesExportar, apiPaths.clientesSuprimir]) {
    for (const body of [
      {},
      { telefono: '611 222 333', cliente: 1 },
      { cliente: 0 },
      { cliente: 1.5 },
      { cliente: '7' },
      { cliente: 2 ** 31 },
    ]) {
      const response = await post(request, path, body);
      expect(response.status(), `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(await response.json()).toEqual({ error: expect.any(String) });
    }
  }
  // An id no request has is nobody: nothing exported, nothing erased.
  expect(await exported(request, { cliente: 999_999 })).toEqual({
    cliente: 999_999,
    peticiones: [],
  });
  expect(await erased(request, { cliente: 999_999 })).toEqual({ peticiones: 0, notas: 0 });
});
