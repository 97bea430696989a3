// Where /metrics is served: never in public. On a port of its own (METRICS_PORT), which only the
// scraper's network reaches, or on the API's port behind a token of its own (METRICS_TOKEN).
import { timingSafeEqual, createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import { HttpError } from '../http/errors';

export const METRICS_PATH = '/metrics';

// Hashed first: timingSafeEqual needs equal lengths, and the length must not leak either.
const digest = (text: string) => createHash('sha256').update(text).digest();

/** `GET /metrics` on the API, answered only to `Authorization: Bearer <token>`. */
export function metricsRoute(app: FastifyInstance, registry: Registry, token: string) {
  const expected = digest(`Bearer ${token}`);
  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    const sent = digest(request.headers.authorization ?? '');
    if (!timingSafeEqual(sent, expected))
      throw new HttpError(401, 'Wrong or missing metrics token');
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}

/** A server of its own that answers only `GET /metrics`. Resolves once it listens. */
export async function serveMetrics(
  registry: Registry,
  { port, host }: { port: number; host: string },
): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== METRICS_PATH) {
      response.writeHead(404, { 'Content-Type': 'application/json' });
      return void response.end(JSON.stringify({ error: 'Not found' }));
    }
    registry.metrics().then(
      (text) => {
        response.writeHead(200, { 'Content-Type': registry.contentType });
        response.end(text);
      },
      () => {
        response.writeHead(500, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify({ error: 'Internal server error' }));
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}
