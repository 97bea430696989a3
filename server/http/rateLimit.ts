import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { ADMIN_PREFIX } from '../../contract';
import { HttpError } from './errors';

export const RATE_LIMIT_WINDOW_MS = 60_000;

/**
 * Requests per minute and client IP on /api/admin: room for several 200-row saves and a whole
 * end-to-end run by one person, far below what a script hammering the API sends.
 */
export const DEFAULT_RATE_LIMIT_PER_MINUTE = 3000;

/**
 * Registers the plugin without limiting anything yet: `limitScope` applies it where it belongs.
 * `onRefused` hears of each refusal (for /metrics).
 */
export async function registerRateLimit(
  app: FastifyInstance,
  onRefused: (scope: 'admin' | 'public') => void = () => {},
) {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (request, context) => {
      onRefused(request.url.startsWith(ADMIN_PREFIX) ? 'admin' : 'public');
      return new HttpError(
        context.statusCode,
        `Too many requests: try again in ${Math.max(1, Math.ceil(context.ttl / 1000))} s`,
      );
    },
  });
}

/**
 * Counts every request of the scope per client IP, as its first hook: a flood of bad tokens is cut
 * off before any of them is sent to Firebase for verification.
 */
export function limitScope(scope: FastifyInstance, perMinute: number) {
  scope.addHook('onRequest', scope.rateLimit({ max: perMinute, timeWindow: RATE_LIMIT_WINDOW_MS }));
}
