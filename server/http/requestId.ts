// Every request has an id: the one a proxy in front of the API sent in X-Request-Id, when it is
// a plain token, or one made here. It is on the request's log line and in the answer's
// X-Request-Id header, so one request can be followed from the balancer's log to this one.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/**
 * What an id from outside may be: letters, digits and `._:-`, up to 128 characters (a UUID, a
 * trace id, Heroku's or nginx's ids all are). Anything else could break a log line or a header,
 * or fill the log: it is replaced, not trusted.
 */
const SAFE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Fastify's genReqId: the proxy's id when it is safe, else a new UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const sent = request.headers['x-request-id'];
  return typeof sent === 'string' && SAFE_ID.test(sent) ? sent : randomUUID();
}

export function setRequestIdHeader(request: FastifyRequest, reply: FastifyReply) {
  void reply.header(REQUEST_ID_HEADER, request.id);
}

/** Every answer names its request's id, errors included (Fastify's own URL errors add it too). */
export function answerWithRequestId(app: FastifyInstance) {
  // A callback hook: an async one costs every request a promise for a synchronous header.
  app.addHook('onRequest', (request, reply, done) => {
    setRequestIdHeader(request, reply);
    done();
  });
}
