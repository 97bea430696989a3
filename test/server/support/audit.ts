// The audit log as the API answers it, read with the demo account.
import type { APIRequestContext } from '@playwright/test';
import type { AuditEntry } from '../../../server/db/audit';
import { authHeaders } from '../../e2e/support/auth';
import { apiUrl } from '../../e2e/support/stackEnv';

/** The id of the newest entry (0 when there is none): entries after it are a test's own. */
export async function newestAuditId(request: APIRequestContext): Promise<number> {
  const response = await request.get(apiUrl('/api/admin/auditoria?limit=1'), {
    headers: await authHeaders(),
  });
  if (!response.ok()) throw new Error(`GET /api/admin/auditoria: HTTP ${response.status()}`);
  const { data } = (await response.json()) as { data: AuditEntry[] };
  return data[0]?.id ?? 0;
}

/** Every entry newer than `afterId`, oldest first (page after page, however many there are). */
export async function auditEntriesSince(
  request: APIRequestContext,
  afterId: number,
): Promise<AuditEntry[]> {
  const headers = await authHeaders();
  const entries: AuditEntry[] = [];
  let before = '';
  for (;;) {
    const response = await request.get(apiUrl(`/api/admin/auditoria?limit=200${before}`), {
      headers,
    });
    if (!response.ok()) throw new Error(`GET /api/admin/auditoria: HTTP ${response.status()}`);
    const { data } = (await response.json()) as { data: AuditEntry[] };
    const newer = data.filter((entry) => entry.id > afterId);
    entries.push(...newer);
    if (newer.length < data.length || data.length < 200) return entries.reverse();
    before = `&before=${data.at(-1)!.id}`;
  }
}
