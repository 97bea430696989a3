import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  adminPaths,
  AUDIT_PAGE_DEFAULT,
  AUDIT_PAGE_MAX,
  priceTableKeys,
  type AuditEntry,
  type AuditQuery,
  type DataAnswer as DataAnswerOf,
} from '../../contract';
import { listAudit } from '../db/audit';
import type { Database } from '../db/open';
import { AuditEntrySchema, DataAnswer } from '../http/answerSchemas';
import { typedAs } from '../http/wireSchema';

// Anything else is a 400; the default fills `limit` in before the handler runs.
const querystring = typedAs<AuditQuery & { limit: number }>()(
  Type.Object(
    {
      tabla: Type.Optional(Type.Enum([...priceTableKeys])),
      limit: Type.Integer({ minimum: 1, maximum: AUDIT_PAGE_MAX, default: AUDIT_PAGE_DEFAULT }),
      before: Type.Optional(Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER })),
    },
    { additionalProperties: false },
  ),
);

/**
 * The audit log, newest first, a page at a time: the next page is `before=<last id of this one>`.
 * With `tabla`, one price table's history; without it, every entry (assignments and accounts too).
 */
export const auditoriaRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.get(
    adminPaths.auditoria,
    {
      schema: {
        tags: ['auditoria'],
        summary: 'The audit log, newest first, a page at a time',
        querystring,
        response: {
          200: DataAnswer(
            Type.Array(AuditEntrySchema, { maxItems: AUDIT_PAGE_MAX }),
            'At most `limit` entries, older than `before` when given',
          ),
        },
      },
    },
    async (request): Promise<DataAnswerOf<AuditEntry[]>> => ({
      data: await listAudit(db, request.query),
    }),
  );
};
