import { Type } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/engine/open';
import { ErrorAnswer } from '../http/schemas/answerSchemas';
import { retryLater } from '../http/errors';
import { retryAfter } from '../http/openapi/standardAnswers';

/** A database that has not answered `SELECT 1` by then counts as unreachable. */
export const READY_TIMEOUT_MS = 2_000;

export const DATABASE_UNREACHABLE = 'Database unreachable';

function withinTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * Probes for a load balancer or an orchestrator, open to anyone and outside /api/admin (so neither
 * the staff guard nor its rate limit applies). `/healthz`: the process answers; restart it if not.
 * `/readyz`: it can also reach its database; send it no traffic if not. While the server stops,
 * Fastify answers both with 503, so traffic moves elsewhere before the instance is gone.
 */
export const healthRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  // Probes come every few seconds from every balancer: only what goes wrong earns a log line.
  const quiet = { logLevel: 'warn' } as const;
  const ok = Type.Object(
    { status: Type.Literal('ok') },
    { additionalProperties: false, description: 'Up' },
  );

  app.get(
    '/healthz',
    {
      ...quiet,
      schema: {
        tags: ['probes'],
        operationId: 'getHealth',
        security: [],
        summary: 'The process answers',
        response: { 200: ok },
      },
    },
    async () => ({ status: 'ok' }),
  );

  const readySchema = {
    tags: ['probes'],
    operationId: 'getReadiness',
    security: [],
    summary: 'The process answers and reaches its database',
    response: {
      200: ok,
      503: {
        ...ErrorAnswer,
        description: 'The database does not answer within 2 s',
        headers: retryAfter,
      },
    },
  };
  app.get('/readyz', { ...quiet, schema: readySchema }, async (request, reply) => {
    try {
      await withinTimeout(db.query('SELECT 1'), READY_TIMEOUT_MS);
      return { status: 'ok' };
    } catch (error) {
      // The reason stays in the log: the answer is public.
      request.log.warn({ err: error }, 'readiness: database unreachable');
      // A balancer that honours it asks again soon: the database may be back in a moment.
      return retryLater(reply).send({ error: DATABASE_UNREACHABLE });
    }
  });
};
