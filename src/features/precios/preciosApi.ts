import { apiPaths, type PriceTableKey } from '../../../contract';
import { api } from '../../services/api';
import { alertOnLoadFailure } from '../../services/loadFailure';
import { isPriceRow, type LoadedRow } from './draftValues';

/** One row's save: the table it belongs to and the body sent, the whole row as loaded and edited. */
export type RowSave = { table: PriceTableKey; row: LoadedRow };

export const preciosApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTabla: build.query<LoadedRow[], PriceTableKey>({
      query: (key) => apiPaths.tabla(key),
      extraOptions: { shape: 'rows' },
      // A row without an id could never be saved back: it is left out.
      transformResponse: (rows: unknown[]) => rows.filter(isPriceRow),
      onQueryStarted: alertOnLoadFailure,
      providesTags: (_rows, _error, key) => [{ type: 'Tabla', id: key }],
    }),
    // No invalidatesTags: a save posts every row, and saveDraftRows reloads the table once at the end.
    updateRow: build.mutation<void, RowSave>({
      query: ({ table, row }) => ({
        url: apiPaths.tablaUpdate(table),
        method: 'POST',
        body: row,
        // The answer only says success or failure: a plain-text "OK" must not count as a failure.
        responseHandler: 'content-type',
      }),
      transformResponse: () => undefined,
    }),
  }),
});

export const { useGetTablaQuery } = preciosApi;
