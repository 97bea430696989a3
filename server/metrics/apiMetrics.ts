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
  type Labels = Record<(typeof labelNames)[number], string>;
  type Recorder = { labels: Labels; count: number; duration: Histogram.Internal<string> };
  // Each label set's count and histogram, looked up once: prom-client otherwise checks and hashes
  // the labels on every request. Bounded: methods × registered routes × statuses. Found by route,
  // status and method in turn, strings and numbers the request already holds: a key joined from
  // them was a new string to hash on every request.
  const recorders: Recorder[] = [];
  const byRoute = new Map<string, Map<number, Map<string, Recorder>>>();
  const recorderOf = (method: string, route: string, status: number): Recorder => {
    let byStatus = byRoute.get(route);
    if (!byStatus) byRoute.set(route, (byStatus = new Map<number, Map<string, Recorder>>()));
    let byMethod = byStatus.get(status);
    if (!byMethod) byStatus.set(status, (byMethod = new Map<string, Recorder>()));
    let recorder = byMethod.get(method);
    if (!recorder) {
      const labels = { method, route, status_code: String(status) };
      recorder = { labels, count: 0, duration: durations.labels(labels) };
      byMethod.set(method, recorder);
      recorders.push(recorder);
    }
    return recorder;
  };
  new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by method, route pattern and status',
    labelNames,
    registers: [registry],
    // Counted in plain numbers per label set and handed over when scraped: prom-client's `inc`
    // hashes and checks the labels each time, a few per cent of a price table's GET under load.
    collect() {
      this.reset();
      for (const { labels, count } of recorders) this.inc(labels, count);
    },
  });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request to the end of its answer, by method, route pattern and status',
    labelNames,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    const recorder = recorderOf(
      request.method,
      routeOf(request.routeOptions.url),
      reply.statusCode,
    );
    recorder.count += 1;
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
