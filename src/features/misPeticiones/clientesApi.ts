// A customer's data by phone number, for administrators (docs/api.md, "Customers' data"): everything
// stored about the number, or its erasure. The number travels in the body, never in a URL.
import {
  apiPaths,
  dataOf,
  isObject,
  matchesFields,
  type ClienteBody,
  type ClienteExport,
} from '../../../contract';
import { api } from '../../services/api';

/** The export an answer carries, or undefined when it carries none (a foreign backend). */
function readExport(body: unknown): ClienteExport | undefined {
  const data = dataOf(body);
  return matchesFields<ClienteExport>(data, { peticiones: Array.isArray }) ? data : undefined;
}

export const clientesApi = api.injectEndpoints({
  endpoints: (build) => ({
    exportCliente: build.mutation<ClienteExport | undefined, ClienteBody>({
      query: (body) => ({ url: apiPaths.clientesExportar, method: 'POST', body }),
      transformResponse: readExport,
    }),
    suprimirCliente: build.mutation<unknown, ClienteBody>({
      query: (body) => ({ url: apiPaths.clientesSuprimir, method: 'POST', body }),
      transformResponse: (body: unknown) => (isObject(body) ? body.data : body),
      // Every request of the number changed, this one and the customer's others: each list and
      // detail is read again (the events stream tells other dashboards).
      invalidatesTags: (_result, error) =>
        error ? [] : ['Peticion', 'PeticionesAsignadas', 'Peticiones'],
    }),
  }),
});

export const { useExportClienteMutation, useSuprimirClienteMutation } = clientesApi;
