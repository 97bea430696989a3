// What an operator watches, in Prometheus' text format (prom-client): requests by route and status
// with their duration, open event streams, the database's connections, rate-limit refusals and the
// token-check cache. One registry per app, so that several APIs in one process (tests) never mix.
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Database } from '../db/engine/open';
import type { TokenVerifier } from '../deps';
import type { PeticionFeed } from '../live/peticionFeed';

export type ApiMetrics = {
  registry: Registry;
  /** A request refused by a rate limit: `admin` (/api/admin) or `public` (the order form). */
  rateLimited: (scope: 'admin' | 'public') => void;
};

/** The route as registered (`/api/admin/peticiones/:id/asignar`), never the raw URL. */
const routeOf = (url: string | undefined) => url ?? 'no route';

// From a quick probe to a slow page of the audit log; an event stream lands in +Inf.
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export type MetricsSources = { db: Database; tokens: TokenVerifier; feed: PeticionFeed };

export function apiMetrics(app: FastifyInstance, { db, tokens, feed }: MetricsSources): ApiMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by method, route pattern and status',
    labelNames,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request to the end of its answer, by method, route pattern and status',
    labelNames,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  // Each label set's counter and histogram, looked up once: prom-client otherwise checks and hashes
  // the labels on every request. Bounded: methods × registered routes × statuses.
  const recorders = new Map<
    string,
    {
      count: Counter.Internal;
      duration: Histogram.Internal<string>;
    }
  >();
  app.addHook('onResponse', (request, reply, done) => {
    const route = routeOf(request.routeOptions.url);
    const key = `${request.method} ${reply.statusCode} ${route}`;
    let recorder = recorders.get(key);
    if (!recorder) {
      const labels = { method: request.method, route, status_code: String(reply.statusCode) };
      recorder = { count: requests.labels(labels), duration: durations.labels(labels) };
      recorders.set(key, recorder);
    }
    recorder.count.inc();
    recorder.duration.observe(reply.elapsedTime / 1000);
    done();
  });

  new Gauge({
    name: 'sse_open_streams',
    help: 'Event streams of the unassigned requests open now',
    registers: [registry],
    collect() {
      this.set(feed.size());
    },
  });

  new Gauge({
    name: 'db_pool_connections',
    help: 'Database connections held, by state (PGlite: its one connection)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = db.poolStats?.();
      if (!stats) return;
      this.set({ state: 'in_use' }, stats.total - stats.idle);
      this.set({ state: 'idle' }, stats.idle);
    },
  });
  new Gauge({
    name: 'db_pool_waiting',
    help: 'Queries waiting for a free database connection',
    registers: [registry],
    collect() {
      const stats = db.poolStats?.();
      if (stats) this.set(stats.waiting);
    },
  });

  const refusals = new Counter({
    name: 'rate_limit_refusals_total',
    help: 'Requests refused with 429, by limit (admin: /api/admin; public: the order form)',
    labelNames: ['scope'] as const,
    registers: [registry],
  });

  new Counter({
    name: 'token_verdict_cache_total',
    help: 'Token checks answered from the verdict cache (hit) or by Firebase (miss)',
    labelNames: ['result'] as const,
    registers: [registry],
    collect() {
      const stats = tokens.cacheStats?.();
      if (!stats) return;
      this.reset();
      this.inc({ result: 'hit' }, stats.hits);
      this.inc({ result: 'miss' }, stats.misses);
    },
  });

  return { registry, rateLimited: (scope) => refusals.inc({ scope }) };
}
