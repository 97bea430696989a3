// How the API layer tells the app that the server no longer accepts the signed-in person, and how
// the calls that revealed it are told apart from ordinary failures (they alert nothing: the
// sign-in page says why the session ended).
import { createAction } from '@reduxjs/toolkit';

/** The server refused the person, not the call: 403, or 401 even with a fresh token. */
export const accessLost = createAction('session/accessLost');

export const SESSION_ENDED_ERROR = 'Sesión terminada';

/** What revealed the end: the answer's status, or a token refresh Firebase refused. */
export type SessionEndCause = 401 | 403 | 'refresh';

export type SessionEndError = {
  status: 'CUSTOM_ERROR';
  error: typeof SESSION_ENDED_ERROR;
  data: { cause: SessionEndCause };
};

export function sessionEndError(cause: SessionEndCause): SessionEndError {
  return { status: 'CUSTOM_ERROR', error: SESSION_ENDED_ERROR, data: { cause } };
}

type FailureLike = { error?: unknown; name?: unknown };

const asFailure = (error: unknown): FailureLike =>
  typeof error === 'object' && error !== null ? error : {};

export const FORBIDDEN_ERROR = 'Sin permiso';

/** Told once, whatever the call, when the role of a member of staff does not allow it. */
export const FORBIDDEN_MESSAGE = 'No tienes permiso para hacer esto: solo un administrador puede.';

/** The server refused the call for the person's role; the person has been told. */
export function forbiddenError() {
  return { status: 'CUSTOM_ERROR', error: FORBIDDEN_ERROR, data: { cause: 403 } } as const;
}

/** Whether a call failed because the server ended the session (not because of the call itself). */
export function isSessionEnd(error: unknown): boolean {
  return asFailure(error).error === SESSION_ENDED_ERROR;
}

/** Aborted: clearing the session (sign-out, a session that ended) aborts every running call. */
export function isAborted(error: unknown): boolean {
  const { error: text, name } = asFailure(error);
  return name === 'AbortError' || (typeof text === 'string' && text.startsWith('AbortError'));
}

/** Whether the server refused the call for the person's role (already told: FORBIDDEN_MESSAGE). */
export function isForbidden(error: unknown): boolean {
  return asFailure(error).error === FORBIDDEN_ERROR;
}

/**
 * A call whose failure needs no alert of its own: it went down with the session (the sign-in page
 * says why the session ended, and a person who signed out is not told that their last call
 * stopped), or the person's role does not allow it and they were told so once.
 */
export const isDroppedWithSession = (error: unknown) =>
  isSessionEnd(error) || isAborted(error) || isForbidden(error);

// Firebase's answers when a token cannot be renewed because of the account itself: disabled,
// deleted, or its refresh tokens revoked. A network failure is none of these: the session stays.
const ACCOUNT_GONE_CODES = new Set([
  'auth/user-disabled',
  'auth/user-token-expired',
  'auth/user-not-found',
  'auth/invalid-user-token',
]);

export function isAccountGoneError(error: unknown): boolean {
  const code =
    typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' && ACCOUNT_GONE_CODES.has(code);
}
