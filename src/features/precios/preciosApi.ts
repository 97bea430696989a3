import { apiPaths, type PriceTableKey } from '../../../contract';
import { api } from '../../services/api';
import { alertOnLoadFailure } from '../../services/loadFailure';
import { isPriceRow, type LoadedRow, type RowId } from './draftValues';

/** The `data` row of an answer, if it is the row `id`. */
export function answeredRow(answer: unknown, id: RowId): LoadedRow | undefined {
  if (answer === null || typeof answer !== 'object') return undefined;
  const data = (answer as { data?: unknown }).data;
  return isPriceRow(data) && String(data.id) === String(id) ? data : undefined;
}

/** The row a colleague saved first, from a 409 answer to the update of row `id`. */
export function overtakingRow(error: unknown, id: RowId): LoadedRow | undefined {
  if (error === null || typeof error !== 'object') return undefined;
  const { status, data } = error as { status?: unknown; data?: unknown };
  return status === 409 ? answeredRow(data, id) : undefined;
}

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
  }),
});

export const { useGetTablaQuery } = preciosApi;
