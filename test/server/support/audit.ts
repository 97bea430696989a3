// The audit log as an API answers it, read with the demo account, or as a database holds it.
import type { APIRequestContext } from '@playwright/test';
import { apiPaths, type AuditEntry } from '../../../contract';
import type { Queryable } from '../../../server/db/engine/open';
import type { ApiTarget } from '../../support/stack/apiTarget';
import { authHeaders } from '../../support/stack/auth';

type Headers = Record<string, string>;

async function auditData(
  request: APIRequestContext,
  api: ApiTarget,
  headers: Headers,
  query: string,
) {
  const response = await request.get(api.url(`${apiPaths.auditoria}?${query}`), { headers });
  if (!response.ok()) throw new Error(`GET ${apiPaths.auditoria}: HTTP ${response.status()}`);
  return ((await response.json()) as { data: AuditEntry[] }).data;
}

/** What an entry says happened, without its id and time: who, what, to what, in which table, how. */
export const whatHappened = ({ actor, action, target, tabla, changes }: AuditEntry) => ({
  actor,
  action,
  target,
  tabla,
  changes,
});

/** The id of the newest entry (0 when there is none): entries after it are a test's own. */
export async function newestAuditId(request: APIRequestContext, api: ApiTarget): Promise<number> {
  return (await auditData(request, api, await authHeaders(), 'limit=1'))[0]?.id ?? 0;
}

/** Every entry newer than `afterId`, oldest first (page after page, however many there are). */
export async function auditEntriesSince(
  request: APIRequestContext,
  api: ApiTarget,
  afterId: number,
): Promise<AuditEntry[]> {
  const headers = await authHeaders();
  const entries: AuditEntry[] = [];
  let before = '';
  for (;;) {
    const data = await auditData(request, api, headers, `limit=200${before}`);
    const newer = data.filter((entry) => entry.id > afterId);
    entries.push(...newer);
    if (newer.length < data.length || data.length < 200) return entries.reverse();
    before = `&before=${data.at(-1)!.id}`;
  }
}

/** How many entries the audit log of `db` holds: a refused call leaves the count as it was. */
export const auditCount = async (db: Queryable) =>
  (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log')).rows[0]!.n;
