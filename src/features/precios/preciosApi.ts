import { api } from '../../services/api';
import { alertOnLoadFailure } from '../../services/loadFailure';
import { findPriceTableByKey, tablePath, updatePath, type PriceTable } from './catalog';
import { isPriceRow, type PriceRow } from './draftValues';

export type RowUpdate = {
  /** Table key from the catalogue. */
  table: string;
  /** The whole row: id plus every field, as loaded and edited. */
  row: PriceRow;
};

// Callers only pass keys they took from the catalogue; anything else is a programming error.
function tableFor(key: string): PriceTable {
  const table = findPriceTableByKey(key);
  if (!table) throw new Error(`Unknown price table: ${key}`);
  return table;
}

export const preciosApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTabla: build.query<PriceRow[], string>({
      query: (key) => tablePath(tableFor(key)),
      extraOptions: { shape: 'rows' },
      // A row without an id could never be saved back: it is left out.
      transformResponse: (rows: unknown[]) => rows.filter(isPriceRow),
      onQueryStarted: alertOnLoadFailure,
      providesTags: (_rows, _error, key) => [{ type: 'Tabla', id: key }],
    }),
    // No invalidatesTags: a save posts every row, and saveDraftRows reloads the table once at the end.
    updateRow: build.mutation<void, RowUpdate>({
      query: ({ table, row }) => ({
        url: updatePath(tableFor(table)),
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
