// The failures every route of a kind can answer, added to each route's own schema as it is
// registered: a new route declares its success and its own failures (a 409, a 404 of its own),
// and the rest (a bad token, the rate limit, a body too large…) is in its schema, so in the
// OpenAPI document and the fuzz walk, without anyone listing it again.
import type { RouteOptions } from 'fastify';
import { ADMIN_PREFIX, PUBLIC_ENLACE_PREFIX, PUBLIC_PETICIONES_PATH } from '../../../contract';
import { ErrorAnswer } from '../schemas/answerSchemas';

/** The bearer scheme's name in the document's components. */
export const STAFF_TOKEN_SCHEME = 'firebaseIdToken';

/** The header every 429 and 503 carries (server/http/errors.ts, retryLater). */
export const retryAfter = {
  'Retry-After': {
    type: 'integer',
    minimum: 1,
    description: 'Seconds to wait before trying again',
  },
};

const error = (description: string, headers?: object) => ({
  ...ErrorAnswer,
  description,
  ...(headers ? { headers } : {}),
});

const ANSWERS = {
  400: error('Invalid request: the body, query or URL breaks its rules (the text says which)'),
  401: error('No valid Firebase ID token (missing, malformed, expired, revoked, account disabled)'),
  403: error('Not allowed: the token has no staff claim, or the action is not the caller’s'),
  404: error('Nothing by that id or name'),
  413: error('The body is over the size limit'),
  414: error('A URL segment is over 128 characters'),
  415: error('The body is not sent as application/json'),
  429: error('Over the rate limit', retryAfter),
  503: error('A dependency (the database, the identity provider) cannot answer now', retryAfter),
} as const;

type Status = keyof typeof ANSWERS;

/** The statuses a route can answer besides its own, from what it is and what it takes. */
export function standardStatuses(route: Pick<RouteOptions, 'url' | 'method'>): Status[] {
  const statuses = new Set<Status>();
  const url = route.url;
  const methods = [route.method].flat();
  if (url.startsWith(ADMIN_PREFIX)) [401, 403, 429, 503].forEach((s) => statuses.add(s as Status));
  // The public calls are limited per address: the order form and the customer's link.
  if (url === PUBLIC_PETICIONES_PATH || url.startsWith(PUBLIC_ENLACE_PREFIX))
    [429, 503].forEach((s) => statuses.add(s as Status));
  if (url.includes(':')) [400, 404, 414].forEach((s) => statuses.add(s as Status));
  if (methods.includes('POST')) [400, 413, 415].forEach((s) => statuses.add(s as Status));
  return [...statuses].sort();
}

type RouteSchema = NonNullable<RouteOptions['schema']> & {
  hide?: boolean;
  response?: Record<string, unknown>;
};

/**
 * Adds the standard failures (and, under /api/admin, the bearer scheme) to a route's schema. Only
 * routes under /api: the probes and the document's own pages keep what they declare.
 */
export function addStandardAnswers(route: RouteOptions) {
  if (!route.url.startsWith('/api/')) return;
  const schema = (route.schema ?? {}) as RouteSchema;
  // A hidden admin route (an unknown price table's 404) still answers as every admin route does.
  if (schema.hide && !route.url.startsWith(ADMIN_PREFIX)) return;
  const statuses = standardStatuses(route);
  if (schema.querystring) statuses.push(400);
  const response: Record<string, unknown> = {};
  for (const status of statuses) response[status] = ANSWERS[status];
  schema.response = { ...response, ...schema.response };
  if (route.url.startsWith(ADMIN_PREFIX)) schema.security ??= [{ [STAFF_TOKEN_SCHEME]: [] }];
  route.schema = schema;
}
