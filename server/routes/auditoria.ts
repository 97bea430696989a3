import type { FastifyInstance } from 'fastify';
import { allPriceTables } from '../../src/features/precios/catalog';
import { listAudit } from '../db/audit';
import type { Database } from '../db/open';

export const AUDIT_PAGE_DEFAULT = 50;
export const AUDIT_PAGE_MAX = 200;

type AuditQuerystring = { tabla?: string; limit: number; before?: number };

// Fastify validates (and converts) the query before the handler: anything else is a 400.
const querystring = {
  type: 'object',
  properties: {
    tabla: { type: 'string', enum: allPriceTables.map((table) => table.key) },
    limit: { type: 'integer', minimum: 1, maximum: AUDIT_PAGE_MAX, default: AUDIT_PAGE_DEFAULT },
    before: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER },
  },
  additionalProperties: false,
} as const;

/**
 * The audit log, newest first, a page at a time: the next page is `before=<last id of this one>`.
 * With `tabla`, one price table's history; without it, every entry (assignments and accounts too).
 */
export function auditoriaRoutes(app: FastifyInstance, db: Database) {
  app.get<{ Querystring: AuditQuerystring }>(
    '/auditoria',
    { schema: { querystring } },
    async (request) => ({ data: await listAudit(db, request.query) }),
  );
}
