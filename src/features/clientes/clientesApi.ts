// The customers (docs/api.md, "Customers"): their list, a window at a time, one customer's page,
// and, for administrators, everything stored about a phone number or its erasure (the number
// travels in the body, never in a URL).
import {
  apiPaths,
  dataOf,
  isObject,
  matchesFields,
  type ClienteBody,
  type ClienteDetalle,
  type ClienteExport,
  type ClientesPage,
} from '../../../contract';
import { api } from '../../services/api';
import { followClientes, type ClientesWindow } from './liveClientes';

export type { ClientesWindow };

/** The export an answer carries, or undefined when it carries none (a foreign backend). */
function readExport(body: unknown): ClienteExport | undefined {
  const data = dataOf(body);
  return matchesFields<ClienteExport>(data, { peticiones: Array.isArray }) ? data : undefined;
}

const EMPTY_PAGE: ClientesPage = { total: 0, clientes: [] };

function readPage(body: unknown): ClientesPage {
  const data = dataOf(body);
  return matchesFields<ClientesPage>(data, { clientes: Array.isArray }) ? data : EMPTY_PAGE;
}

export const clientesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getClientes: build.query<ClientesPage, ClientesWindow>({
      query: ({ sort, order, offset, limit }) =>
        `${apiPaths.clientes}?${new URLSearchParams({
          sort,
          order,
          offset: String(offset),
          limit: String(limit),
        }).toString()}`,
      transformResponse: readPage,
      providesTags: ['Clientes'],
      onQueryStarted: followClientes.onQueryStarted,
      // Any change of a request may change the sums or the order: the list is read again.
      onCacheEntryAdded: followClientes.onCacheEntryAdded,
    }),
    getCliente: build.query<ClienteDetalle | undefined, string>({
      query: (id) => apiPaths.cliente(id),
      transformResponse: (body: unknown) => dataOf(body) as ClienteDetalle | undefined,
      providesTags: ['Clientes'],
    }),
    exportCliente: build.mutation<ClienteExport | undefined, ClienteBody>({
      query: (body) => ({ url: apiPaths.clientesExportar, method: 'POST', body }),
      transformResponse: readExport,
    }),
    suprimirCliente: build.mutation<unknown, ClienteBody>({
      query: (body) => ({ url: apiPaths.clientesSuprimir, method: 'POST', body }),
      transformResponse: (body: unknown) => (isObject(body) ? body.data : body),
      // Every request of the number changed: each list and detail is read again (the events
      // stream tells other dashboards).
      invalidatesTags: (_result, error) =>
        error ? [] : ['Peticion', 'PeticionesAsignadas', 'Peticiones', 'Clientes'],
    }),
  }),
});

export const {
  useGetClientesQuery,
  useGetClienteQuery,
  useExportClienteMutation,
  useSuprimirClienteMutation,
} = clientesApi;
