// The price-table calls of an API, made with the spec's headers (read at each call, so a spec can
// sign in in its beforeAll).
import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';
import { apiPaths, ROW_VERSION_FIELD, type PriceRow, type TablaKey } from '../../../contract';
import type { ApiTarget } from '../../support/stack/apiTarget';

export type TablasCalls = {
  /** GET of a table, expecting 200: its rows in the API's order. */
  rowsOf(request: APIRequestContext, table: TablaKey): Promise<PriceRow[]>;
  /** POST …/update of a table with `data` as the body. */
  update(request: APIRequestContext, table: TablaKey, data: unknown): Promise<APIResponse>;
};

export function tablasCalls(api: ApiTarget, headers: () => Record<string, string>): TablasCalls {
  return {
    async rowsOf(request, table) {
      const response = await request.get(api.url(apiPaths.tabla(table)), { headers: headers() });
      expect(response.status()).toBe(200);
      return ((await response.json()) as { data: PriceRow[] }).data;
    },
    update: (request, table, data) =>
      request.post(api.url(apiPaths.tablaUpdate(table)), { headers: headers(), data }),
  };
}

/**
 * A row as a client that predates row versions sends it: applied whatever the row's version, as
 * when a test writes back values it loaded before its own writes moved the version on.
 */
export function unversioned(row: PriceRow): PriceRow {
  return Object.fromEntries(
    Object.entries(row).filter(([field]) => field !== ROW_VERSION_FIELD),
  ) as PriceRow;
}
