// A session lasts at most SESSION_MAX_HOURS after signing in (contract/roles.ts): past it the API
// refuses the token, whatever its expiry, so a session left open on a shared PC ends. The token's
// `auth_time` is when the person signed in; refreshing a token keeps it.
import { SESSION_MAX_HOURS } from '../../../contract';
import type { VerifiedToken } from '../../deps';

export const SESSION_MAX_MS = SESSION_MAX_HOURS * 60 * 60 * 1000;

/** Whether the person signed in longer ago than a session may last (unknown: not refused here). */
export const sessionExpired = (token: Pick<VerifiedToken, 'authTime'>, now: number): boolean =>
  token.authTime !== undefined && now - token.authTime > SESSION_MAX_MS;
