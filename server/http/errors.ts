import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { problemPath, type PresupuestoProblem } from '../../contract';
import { loggedUrl } from './logs/requestLog';
import { isDatabaseUnavailable, isUnstorableText } from '../db/engine/errors';

/**
 * An error the client caused: its message is safe to send back as `{ error }`, and `data`, when
 * given, goes along as `{ error, data }` (what the client needs to recover without another call);
 * `fields` go along as they are (`{ error, problems }`).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly data?: unknown,
    readonly fields?: Readonly<Record<string, unknown>>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string, data?: unknown) => new HttpError(409, message, data);

/** A quote that cannot be priced: 400 naming every problem's field, the problems alongside. */
export const unpriceable = (problems: readonly PresupuestoProblem[]) =>
  new HttpError(
    400,
    `The quote cannot be priced: ${[...new Set(problems.map(problemPath))].join(', ')}`,
    undefined,
    { problems },
  );

/**
 * How long a client is told to wait before trying again after a 503 (`Retry-After`, seconds): a
 * database restarting or failing over is back within seconds, and a balancer or a client that
 * honours the header must not sit out longer than the outage (docs/server.md, "When the database
 * is down").
 */
export const RETRY_AFTER_SECONDS = 2;

/** Sets `Retry-After` on a 503 (every 503 the API sends, the probes' included, carries it). */
export const retryLater = (reply: FastifyReply) =>
  reply.code(503).header('Retry-After', String(RETRY_AFTER_SECONDS));

export const DATABASE_UNAVAILABLE = 'The database is not available right now; try again';
export const UNSTORABLE_TEXT = 'The request holds text that cannot be stored';

/** Every failure leaves as `{ error }` JSON; details of server faults stay in the log. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setNotFoundHandler((request, reply) => {
    void reply
      .code(404)
      .send({ error: `Not found: ${request.method} ${loggedUrl(request.url.split('?')[0])}` });
  });

  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    // Ours say exactly what to answer, a 503 included (a dependency that is down, not a bug).
    if (error instanceof HttpError) {
      const { message, data, fields } = error;
      if (error.statusCode === 503) retryLater(reply);
      return reply
        .code(error.statusCode)
        .send({ error: message, ...(data === undefined ? {} : { data }), ...fields });
    }
    // A database that is down or restarting: the request may well succeed in a moment.
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return retryLater(reply).send({ error: DATABASE_UNAVAILABLE });
    }
    if (isUnstorableText(error)) {
      request.log.warn({ code: (error as { code?: string }).code }, 'text the database refused');
      return reply.code(400).send({ error: UNSTORABLE_TEXT });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ error: 'Internal server error' });
    }
    // Fastify's own client errors (malformed JSON, body too large…) carry a usable message.
    return reply.code(status).send({ error: error.message });
  });
}
