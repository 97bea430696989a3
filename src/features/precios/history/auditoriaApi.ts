// A price table's history from the audit log, newest first, a page at a time: the next page is the
// entries older than the last one shown.
import { apiPaths, AUDIT_PAGE_DEFAULT, type AuditEntry, type TablaKey } from '../../../../contract';
import { api } from '../../../services/api';

/** Page of the first call: no `before`, the newest entries. */
const NEWEST = 0;

export const auditoriaApi = api.enhanceEndpoints({ addTagTypes: ['Auditoria'] }).injectEndpoints({
  endpoints: (build) => ({
    getTableHistory: build.infiniteQuery<AuditEntry[], TablaKey, number>({
      infiniteQueryOptions: {
        initialPageParam: NEWEST,
        // A short page was the last one: nothing older is left.
        getNextPageParam: (page) =>
          page.length < AUDIT_PAGE_DEFAULT ? undefined : page[page.length - 1].id,
      },
      query: ({ queryArg, pageParam }) => ({
        url: apiPaths.auditoria,
        params: {
          tabla: queryArg,
          limit: AUDIT_PAGE_DEFAULT,
          ...(pageParam === NEWEST ? {} : { before: pageParam }),
        },
      }),
      extraOptions: { shape: 'rows' },
      providesTags: (_pages, _error, table) => [{ type: 'Auditoria', id: table }],
    }),
  }),
});

export const { useGetTableHistoryInfiniteQuery } = auditoriaApi;

/** After a save (finished or stopped part way), the table's history has new entries. */
export const tableHistoryChanged = (table: TablaKey) =>
  auditoriaApi.util.invalidateTags([{ type: 'Auditoria', id: table }]);
