import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { StaffIdentity, TokenVerifier } from '../deps';
import { HttpError } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff member, set on every /api/admin request that gets past the guard. */
    staff: StaffIdentity | undefined;
  }
}

const BEARER = /^Bearer ([A-Za-z0-9._~+/=-]+)$/;

/**
 * Lets a request through only with a valid Firebase ID token. Registered inside the admin scope,
 * so it guards every route there. Why a token failed is logged (never the token itself).
 */
export function requireStaff(scope: FastifyInstance, tokens: TokenVerifier) {
  scope.decorateRequest('staff', undefined);
  scope.addHook('onRequest', async (request: FastifyRequest) => {
    const match = BEARER.exec(request.headers.authorization ?? '');
    if (!match) throw new HttpError(401, 'Missing or malformed Authorization header');
    try {
      request.staff = await tokens.verify(match[1]!);
    } catch (error) {
      const code = (error as { code?: string }).code ?? 'unknown';
      request.log.info({ reason: code }, 'rejected ID token');
      throw new HttpError(401, 'Invalid or expired ID token');
    }
  });
}
