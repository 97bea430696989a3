// Loading a table: its rows become the drafts' loaded rows (draftsSlice).
import { apiPaths, type TablaKey } from '../../../../contract';
import { api } from '../../../services/api';
import { alertOnLoadFailure } from '../../../services/loadFailure';
import { isPriceRow, type LoadedRow } from './draftValues';

export const preciosApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTabla: build.query<LoadedRow[], TablaKey>({
      query: (key) => apiPaths.tabla(key),
      extraOptions: { shape: 'rows' },
      // A row without an id could never be saved back: it is left out.
      transformResponse: (rows: unknown[]) => rows.filter(isPriceRow),
      onQueryStarted: alertOnLoadFailure,
      providesTags: (_rows, _error, key) => [{ type: 'Tabla', id: key }],
    }),
  }),
});

export const { useGetTablaQuery } = preciosApi;
