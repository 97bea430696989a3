// Which web origins may call the API from a browser (CORS), and the headers that say so
// (docs/server.md, "Headers, CORS, rate limit, logs").
import cors from '@fastify/cors';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ARCHIVO_NAME_HEADER, ROW_VERSION_HEADER } from '../../../contract';
import { REQUEST_ID_HEADER } from '../requestId';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `false`: @fastify/cors leaves the route's calls to the hook of allowOrigins. */
    cors?: false;
  }
}

// Read by the dashboard's save instead of the answer's body (contract: ROW_VERSION_HEADER).
const EXPOSED_HEADERS = [ROW_VERSION_HEADER, REQUEST_ID_HEADER];

/** `Origin` added to the answer's `Vary`, as @fastify/cors adds it (kept when already there). */
function varyOnOrigin(reply: FastifyReply) {
  const vary = reply.getHeader('Vary');
  if (vary === undefined || vary === '') void reply.header('Vary', 'Origin');
  else if (vary !== '*' && !/(^|,)\s*origin\s*(,|$)/i.test(String(vary))) {
    void reply.header('Vary', `${String(vary)}, Origin`);
  }
}

/**
 * @fastify/cors answers the preflights (`OPTIONS`) and the calls no route matches. On the routes'
 * own calls its hook copied its options into a new object and joined the exposed headers' list on
 * every request (about 5 % of a price table's GET): there the route says `cors: false`, which
 * @fastify/cors reads as "leave this one", and a hook with everything worked out at start adds the
 * same headers (`Vary: Origin`; `Access-Control-Allow-Origin` for an allowed origin;
 * `Access-Control-Expose-Headers`). Registered before the routes, which it marks as they come.
 */
export async function allowOrigins(app: FastifyInstance, origins: readonly string[]) {
  await app.register(cors, {
    origin: [...origins],
    methods: ['GET', 'POST'],
    // Last-Event-ID: the events stream resumes after the last change its client got.
    // X-File-Name: an upload's name (its body is the file's bytes alone).
    allowedHeaders: [
      'Authorization',
      'Content-Type',
      REQUEST_ID_HEADER,
      'Last-Event-ID',
      ARCHIVO_NAME_HEADER,
    ],
    exposedHeaders: EXPOSED_HEADERS,
    maxAge: 600,
  });
  // Any origin (`*`) is @fastify/cors's other way of answering: left to it whole.
  if (origins.includes('*')) return;

  const allowed = new Set(origins);
  const exposed = EXPOSED_HEADERS.join(', ');
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.includes('OPTIONS')) return;
    route.config = { ...route.config, cors: false };
  });
  // A callback hook: an async one costs every request a promise for synchronous headers.
  app.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.config.cors === false) {
      varyOnOrigin(reply);
      const origin = request.headers.origin;
      if (origin !== undefined && allowed.has(origin)) {
        void reply.header('Access-Control-Allow-Origin', origin);
      }
      void reply.header('Access-Control-Expose-Headers', exposed);
    }
    done();
  });
}
