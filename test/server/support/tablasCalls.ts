// The price-table calls of an API, made with the spec's headers (read at each call, so a spec can
// sign in in its beforeAll).
import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';
import { apiPaths, type PriceRow, type PriceTableKey } from '../../../contract';
import type { ApiTarget } from '../../support/stack/apiTarget';

export type TablasCalls = {
  /** GET of a table, expecting 200: its rows in the API's order. */
  rowsOf(request: APIRequestContext, table: PriceTableKey): Promise<PriceRow[]>;
  /** POST …/update of a table with `data` as the body. */
  update(request: APIRequestContext, table: PriceTableKey, data: unknown): Promise<APIResponse>;
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
