import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ADMIN_ONLY_ERROR, SESSION_EXPIRED_ERROR } from '../../../contract';
import type { StaffIdentity, TokenVerifier, VerifiedToken } from '../../deps';
import { actionOfRequest, allows, requireAccessRules } from './accessRules';
import { HttpError, retryLater } from '../errors';
import { sessionExpired } from './sessionAge';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff member, set on every /api/admin request that gets past the guard. */
    staff: StaffIdentity | undefined;
    /** What their token said (its times: an open events stream is checked against them). */
    staffToken: VerifiedToken | undefined;
  }
}

const BEARER = /^Bearer ([A-Za-z0-9._~+/=-]+)$/;

// Firebase could not be asked (network, Google's own fault): the token may well be good, so this
// is not a 401 that would end the person's session.
const UNAVAILABLE = new Set(['app/network-error', 'app/network-timeout', 'auth/internal-error']);

/** The verified token, or 'unavailable' when Firebase could not be asked. */
async function verifyBearer(
  request: FastifyRequest,
  tokens: TokenVerifier,
): Promise<VerifiedToken | 'unavailable'> {
  const match = BEARER.exec(request.headers.authorization ?? '');
  if (!match) throw new HttpError(401, 'Missing or malformed Authorization header');
  try {
    return await tokens.verify(match[1]);
  } catch (error) {
    const code = (error as { code?: string }).code ?? 'unknown';
    if (UNAVAILABLE.has(code)) {
      request.log.error({ reason: code }, 'cannot check ID tokens');
      return 'unavailable';
    }
    request.log.info({ reason: code }, 'rejected ID token');
    throw new HttpError(401, 'Invalid, expired or revoked ID token');
  }
}

/**
 * Lets a request through only with a valid ID token of a staff account (custom claim
 * `staff: true`) whose role may do the route's action (accessRules.ts): no valid token is a
 * 401 (so is one of a sign-in older than SESSION_MAX_HOURS), a valid one without the claim, or of
 * Personal on a route of an administrators' action, a 403.
 * Registered inside the admin scope as an onRequest hook, so it answers before any body is read or
 * handler runs; every route of the scope must declare its rule to be registered at all. Why a
 * token failed is logged (never the token itself).
 */
export type GuardOptions = {
  /** Called when a token shows the person lost the staff claim: their open streams end. */
  onStaffLost?: (uid: string) => void;
  now?: () => number;
};

export function requireStaff(
  scope: FastifyInstance,
  tokens: TokenVerifier,
  { onStaffLost, now = Date.now }: GuardOptions = {},
) {
  requireAccessRules(scope);
  scope.decorateRequest('staff', undefined);
  scope.decorateRequest('staffToken', undefined);
  scope.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const token = await verifyBearer(request, tokens);
    if (token === 'unavailable') {
      // Sent from here: the error handler turns every 5xx it sees into a plain 500.
      return retryLater(reply).send({ error: 'Cannot check the ID token right now; try again' });
    }
    // Refreshing keeps the sign-in time: only signing in again helps (contract: the dashboard tells
    // this 401 by its text and ends the session at once).
    if (sessionExpired(token, now())) {
      request.log.info({ uid: token.uid }, 'session older than its limit');
      throw new HttpError(401, SESSION_EXPIRED_ERROR);
    }
    if (!token.staff) {
      request.log.info({ uid: token.uid }, 'ID token without the staff claim');
      onStaffLost?.(token.uid);
      throw new HttpError(403, 'This account has no access to the admin panel');
    }
    const rol = token.admin === true ? 'administrador' : 'personal';
    if (!allows(actionOfRequest(request), rol)) {
      request.log.info({ uid: token.uid, rol }, 'role not allowed on this route');
      throw new HttpError(403, ADMIN_ONLY_ERROR);
    }
    request.staff = { uid: token.uid, email: token.email, rol };
    request.staffToken = token;
  });
}
