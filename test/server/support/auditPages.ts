// Pages of GET /api/admin/auditoria, for the specs of the listing itself.
import { expect, type APIRequestContext } from '@playwright/test';
import { apiPaths, type AuditEntry } from '../../../contract';
import type { ApiTarget } from '../../support/stack/apiTarget';

export const AUDIT_PATH = apiPaths.auditoria;

/** GET /api/admin/auditoria with the given query, expecting 200. */
export async function auditPage(
  request: APIRequestContext,
  api: ApiTarget,
  headers: Record<string, string>,
  query: Record<string, string | number> = {},
): Promise<AuditEntry[]> {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const response = await request.get(api.url(`${AUDIT_PATH}?${search}`), { headers });
  expect(response.status(), `${AUDIT_PATH}?${search}`).toBe(200);
  return ((await response.json()) as { data: AuditEntry[] }).data;
}
