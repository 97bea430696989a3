import { Type } from '@fastify/type-provider-typebox';
import {
  adminPaths,
  may,
  AUDIT_PAGE_DEFAULT,
  AUDIT_PAGE_MAX,
  tablaKeys,
  type AuditAction,
  type AuditEntry,
  type AuditQuery,
  type DataAnswer as DataAnswerOf,
} from '../../contract';
import { listAudit } from '../db/audit';
import type { Database } from '../db/engine/open';
import { routePlugin } from '../http/declareRoute';
import { AuditEntrySchema, DataAnswer } from '../http/schemas/answerSchemas';
import { typedAs } from '../http/validation/wireSchema';

// Anything else is a 400; the default fills `limit` in before the handler runs.
const querystring = typedAs<AuditQuery & { limit: number }>()(
  Type.Object(
    {
      tabla: Type.Optional(Type.Enum([...tablaKeys])),
      limit: Type.Integer({ minimum: 1, maximum: AUDIT_PAGE_MAX, default: AUDIT_PAGE_DEFAULT }),
      before: Type.Optional(Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER })),
    },
    { additionalProperties: false },
  ),
);

/**
 * What only administrators see of the log (docs/server.md, "Audit log"): the entries about
 * accounts and about customers' data, as only they may act on either.
 */
export const ADMIN_ONLY_AUDIT_ACTIONS: readonly AuditAction[] = [
  'user_created',
  'user_deactivated',
  'user_reactivated',
  'role_changed',
  'retention_run',
  'customer_export',
  'customer_erasure',
];

/**
 * The audit log, newest first, a page at a time: the next page is `before=<last id of this one>`.
 * With `tabla`, one price table's history; without it, every entry (assignments and accounts too).
 * Any staff member reads it (`readAuditLog`); without `readFullAuditLog` (Personal), without the
 * administrators' entries.
 */
export const auditoriaRoutes = routePlugin<{ db: Database }>('auditoria', (routes, { db }) => {
  routes.get(
    adminPaths.auditoria,
    {
      access: 'readAuditLog',
      operationId: 'getAuditoria',
      summary: 'The audit log, newest first, a page at a time (Personal: without accounts)',
      querystring,
      response: {
        200: DataAnswer(
          Type.Array(AuditEntrySchema, { maxItems: AUDIT_PAGE_MAX }),
          'At most `limit` entries, older than `before` when given',
        ),
      },
    },
    async (request): Promise<DataAnswerOf<AuditEntry[]>> => {
      const full = request.staff !== undefined && may('readFullAuditLog', request.staff);
      const hidden = full ? [] : ADMIN_ONLY_AUDIT_ACTIONS;
      return { data: await listAudit(db, request.query, hidden) };
    },
  );
});
