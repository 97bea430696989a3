// The search box's one call (docs/api.md, "Search"): each text asked once and kept a moment, so
// typing back to an earlier text shows its results without asking again.
import { apiPaths } from '../../../contract';
import { api } from '../../services/api';
import type { ApiData } from '../../services/wire/apiAnswers';

/** What the API found (the contract's `SearchResults`: wireAgreement.ts). */
export type SearchResults = ApiData<'getSearchResults'>;

const NOTHING: SearchResults = { peticiones: [], clientes: [], presupuestos: [] };

/** The results of an answer (`{ data: SearchResults }`); anything else reads as nothing found. */
function readResults(body: unknown): SearchResults {
  const data = (body as { data?: Partial<SearchResults> } | null)?.data;
  if (!data) return NOTHING;
  return {
    peticiones: Array.isArray(data.peticiones) ? data.peticiones : [],
    clientes: Array.isArray(data.clientes) ? data.clientes : [],
    presupuestos: Array.isArray(data.presupuestos) ? data.presupuestos : [],
  };
}

export const searchApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSearchResults: build.query<SearchResults, string>({
      query: (q) => `${apiPaths.search}?q=${encodeURIComponent(q)}`,
      transformResponse: readResults,
      // A result goes stale as requests change: a text searched again a while later asks again.
      keepUnusedDataFor: 30,
    }),
  }),
});

export const { useGetSearchResultsQuery } = searchApi;
