import type { FastifyInstance, FastifyReply } from 'fastify';
import { ADMIN_PREFIX } from '../../contract';

/**
 * Headers of every answer, errors included (onSend runs for those too). Browsers must never guess
 * a type other than the one sent, and nothing under /api/admin — customers' phones, prices — may
 * be kept by a browser or proxy cache.
 */
export function setSecurityHeaders(reply: FastifyReply, url: string) {
  void reply.header('X-Content-Type-Options', 'nosniff');
  if (url.startsWith(ADMIN_PREFIX)) void reply.header('Cache-Control', 'no-store');
}

export function addSecurityHeaders(app: FastifyInstance) {
  // A callback hook: an async one costs every request a promise for two synchronous headers.
  app.addHook('onSend', (request, reply, payload, done) => {
    setSecurityHeaders(reply, request.url);
    done(null, payload);
  });
}
