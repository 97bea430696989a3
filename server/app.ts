import Fastify, { type FastifyInstance } from 'fastify';
import { ADMIN_PREFIX, PUBLIC_ENLACE_PREFIX } from '../contract';
import { databaseFileStore } from './archivos/fileStore';
import type { TrustProxy } from './config';
import type { AppDeps } from './deps';
import { requireStaff } from './http/access/authGuard';
import { allowOrigins } from './http/access/crossOrigin';
import { compressAnswers } from './http/compression';
import { registerErrorHandling } from './http/errors';
import { answerFrameworkError } from './http/frameworkErrors';
import { parseJsonStrictly } from './http/validation/jsonBody';
import { registerApiDocument } from './http/openapi/apiDocument';
import { answerWithRequestId, requestIdOf } from './http/requestId';
import { apiMetrics, type ApiMetrics } from './metrics/apiMetrics';
import { metricsRoute } from './metrics/metricsEndpoints';
import { DEFAULT_RATE_LIMIT_PER_MINUTE, limitScope, registerRateLimit } from './http/rateLimit';
import { OneLinePerRequest } from './http/logs/requestLog';
import { lazyRequestLogger } from './http/logs/requestLogger';
import { addSecurityHeaders } from './http/securityHeaders';
import { validateWithSchemas } from './http/validation/schemaCheck';
import { ajustesRoutes } from './routes/ajustes';
import { ajustesLogotipoRoutes } from './routes/ajustesLogotipo';
import { archivosPlugin } from './routes/archivos';
import { clienteMarksRoutes } from './routes/peticionesAsignadas/clienteMarks';
import { auditoriaRoutes } from './routes/auditoria';
import { clienteReadRoutes } from './routes/clienteReads';
import { clientesRoutes } from './routes/clientes';
import { startFeedPruning } from './live/feedPruning';
import { openStreams, recheckEvery, type OpenStreams } from './live/openStreams';
import { peticionFeed } from './live/peticionFeed';
import { startDailyRetention } from './retention/dailyRetention';
import { healthRoutes } from './routes/health';
import { peticionEventosRoutes } from './routes/peticiones/peticionEventos';
import { peticionesRoutes } from './routes/peticiones/peticiones';
import { staffPeticionesRoutes } from './routes/peticiones/staffPeticiones';
import { peticionesAsignadasReadRoutes } from './routes/peticionesAsignadas/reads';
import { peticionesAsignadasWriteRoutes } from './routes/peticionesAsignadas/writes';
import { enlacesRoutes } from './routes/enlaces/enlaces';
import {
  DEFAULT_ENLACE_RATE_LIMIT_PER_MINUTE,
  publicEnlacesRoutes,
} from './routes/enlaces/publicEnlaces';
import { publicLogotipoRoutes } from './routes/enlaces/publicLogotipo';
import { presupuestosRoutes } from './routes/presupuestos/presupuestos';
import { searchRoutes } from './routes/search';
import { informesRoutes } from './routes/informes';
import {
  DEFAULT_PUBLIC_RATE_LIMIT_PER_MINUTE,
  publicPeticionesRoutes,
} from './routes/peticiones/publicPeticiones';
import { tablasRoutes } from './routes/tablas/tablas';
import { tablaAnswers } from './routes/tablas/tablaAnswers';
import { usuarioRolRoutes } from './routes/usuarios/usuarioRol';
import { usuariosRoutes } from './routes/usuarios/usuarios';

/** Price rows and staff forms are tiny; anything bigger is a mistake or an attack. */
export const BODY_LIMIT_BYTES = 100 * 1024;

/**
 * Longest path segment a route accepts (table ids, request ids, uids); longer ones get 414.
 * Firebase uids reach 128 characters.
 */
export const MAX_PARAM_LENGTH = 128;

export type AppOptions = {
  /** Requests per minute and client IP on /api/admin before 429. */
  rateLimitPerMinute?: number;
  /**
   * Behind a load balancer every request comes from its address: trusting it (a hop count or its
   * addresses) makes the client's own address, from X-Forwarded-For, the one the limit counts.
   */
  trustProxy?: TrustProxy;
  /** Requests per minute and client IP on the public order form's call before 429. */
  publicRateLimitPerMinute?: number;
  /** Requests per minute and client IP on the customer's link's calls before 429. */
  enlaceRateLimitPerMinute?: number;
  /** How often an open events stream gets a keepalive comment (tests shorten it). */
  keepaliveMs?: number;
  /** How often the open events streams' accounts are checked again (ACCESS_RECHECK_MS, 4 s). */
  accessRecheckMs?: number;
  /** Serve the API's reference page at /api/docs (API_DOCS; the document itself always is). */
  docsPage?: boolean;
  /** Serve /metrics on the API's port to this bearer token (METRICS_TOKEN); unset: not there. */
  metricsToken?: string;
  /** Run the retention job daily in this process (RETENTION_JOB); tests' APIs run it themselves. */
  dailyRetention?: boolean;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's metrics, for a server of their own (METRICS_PORT). */
    metrics: ApiMetrics;
    /** The events streams open on this instance (tests drive their recheck). */
    openStreams: OpenStreams;
  }
}

/** A hop count as the function Fastify's types accept (the same rule proxy-addr applies to it). */
function fastifyTrustProxy(trust: TrustProxy) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

/** The reference API, with everything it talks to handed in (tests pass fakes). */
export async function buildApp(deps: AppDeps, options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    logController: new OneLinePerRequest(),
    // Each request's logger made only when a line goes through it (server/http/logs/requestLogger.ts).
    childLoggerFactory: lazyRequestLogger,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors: answerFrameworkError,
    trustProxy: fastifyTrustProxy(options.trustProxy ?? false),
    // The proxy's X-Request-Id when it is safe, else a new one (server/http/requestId.ts).
    requestIdHeader: false,
    genReqId: requestIdOf,
    // A request already sent when the server starts stopping is answered, not refused with a 503:
    // its bytes may reach the server a moment after the signal (server/http/inFlight.ts closes its
    // connection after the answer). New connections are refused as soon as the stop begins.
    return503OnClosing: false,
  });

  registerErrorHandling(app);
  answerWithRequestId(app);
  addSecurityHeaders(app);
  parseJsonStrictly(app);
  validateWithSchemas(app);
  // Before every route: it hooks each one as it is registered.
  await compressAnswers(app);
  // Open event streams never finish on their own: a stopping server ends them first, so waiting
  // for the requests in flight is not waiting for the dashboards to go away.
  const feed = peticionFeed(deps.db, app.log);
  app.addHook('preClose', () => feed.close());
  const prices = tablaAnswers(deps.db, app.log);
  app.addHook('preClose', () => prices.close());
  const stopPruning = startFeedPruning(deps.db, app.log);
  app.addHook('onClose', async () => stopPruning());
  const files = deps.files ?? databaseFileStore;
  if (options.dailyRetention) {
    const stopRetention = startDailyRetention(deps.db, app.log, files);
    app.addHook('onClose', async () => stopRetention());
  }
  // Each open stream's person is checked again every 4 s, and at once on a change made here.
  const streams = openStreams(deps.tokens, app.log);
  app.decorate('openStreams', streams);
  const stopRechecking = recheckEvery(streams, options.accessRecheckMs);
  app.addHook('onClose', async () => stopRechecking());
  const metrics = apiMetrics(app, { db: deps.db, tokens: deps.tokens, feed });
  app.decorate('metrics', metrics);
  await registerRateLimit(app, metrics.rateLimited);
  // Before every route, so that each is described (and given its standard failures).
  await registerApiDocument(app, { withPage: options.docsPage });

  await allowOrigins(app, deps.corsOrigins);

  if (options.metricsToken) metricsRoute(app, metrics.registry, options.metricsToken);
  await app.register(healthRoutes, { db: deps.db });
  // The customer's link: its own scope, limit and headers (routes/enlaces/publicEnlaces.ts).
  await app.register(publicEnlacesRoutes, {
    db: deps.db,
    files: deps.files ?? databaseFileStore,
    perMinute: options.enlaceRateLimitPerMinute ?? DEFAULT_ENLACE_RATE_LIMIT_PER_MINUTE,
    prefix: PUBLIC_ENLACE_PREFIX,
  });
  // Its logo, in a scope of its own under the same prefix and limit.
  await app.register(publicLogotipoRoutes, {
    db: deps.db,
    perMinute: options.enlaceRateLimitPerMinute ?? DEFAULT_ENLACE_RATE_LIMIT_PER_MINUTE,
    prefix: PUBLIC_ENLACE_PREFIX,
  });
  await app.register(publicPeticionesRoutes, {
    db: deps.db,
    perMinute: options.publicRateLimitPerMinute ?? DEFAULT_PUBLIC_RATE_LIMIT_PER_MINUTE,
  });

  await app.register(
    async (admin) => {
      // Before the guard, so requests with bad tokens count too.
      limitScope(admin, options.rateLimitPerMinute ?? DEFAULT_RATE_LIMIT_PER_MINUTE);
      requireStaff(admin, deps.tokens, { onStaffLost: streams.endFor });
      // Each a plugin of its own inside this scope: the guard and the limit above cover them all.
      await admin.register(peticionesRoutes, { db: deps.db });
      await admin.register(staffPeticionesRoutes, { db: deps.db });
      await admin.register(peticionesAsignadasReadRoutes, { db: deps.db });
      await admin.register(peticionesAsignadasWriteRoutes, { db: deps.db, users: deps.users });
      await admin.register(clienteMarksRoutes, { db: deps.db });
      await admin.register(peticionEventosRoutes, {
        db: deps.db,
        feed,
        streams,
        keepaliveMs: options.keepaliveMs,
      });
      await admin.register(usuariosRoutes, { ...deps, streams });
      await admin.register(usuarioRolRoutes, { ...deps, streams });
      await admin.register(tablasRoutes, { db: deps.db, answers: prices });
      await admin.register(auditoriaRoutes, { db: deps.db });
      await admin.register(presupuestosRoutes, { db: deps.db });
      await admin.register(enlacesRoutes, { db: deps.db });
      await admin.register(ajustesRoutes, { db: deps.db });
      await admin.register(ajustesLogotipoRoutes, { db: deps.db });
      await admin.register(clientesRoutes, { db: deps.db, files });
      await admin.register(clienteReadRoutes, { db: deps.db });
      await admin.register(searchRoutes, { db: deps.db });
      await admin.register(informesRoutes, { db: deps.db });
      await admin.register(archivosPlugin, { db: deps.db, files });
    },
    { prefix: ADMIN_PREFIX },
  );

  return app;
}
