import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query/react';
import { config } from './config';
import { getIdToken, refreshAccess } from './firebase';
import { notify } from './notify';
import {
  accessLost,
  forbiddenError,
  FORBIDDEN_MESSAGE,
  isAccountGoneError,
  sessionEndError,
  type SessionEndCause,
} from './sessionEnd';

/**
 * How a GET answer is read (docs/api.md). `rows`: an array body, or a `data` array (the requests
 * and the price tables). `array`: only a bare array (the users list). Anything else is a load
 * failure.
 */
export type ExpectedShape = 'rows' | 'array';
export type ApiExtraOptions = {
  shape?: ExpectedShape;
  /**
   * A 403 here refuses the call, not the person: the API answers it to anyone but the request's
   * assignee (docs/api.md). The call fails with it and the session goes on.
   */
  forbiddenIsRefusal?: boolean;
};
/** How a call's answers bear on the session. */
export type SessionRules = Pick<ApiExtraOptions, 'forbiddenIsRefusal'>;

export const MALFORMED_ANSWER = 'Respuesta con formato inesperado';

/**
 * What a call's `meta` holds: the request and the answer, and for a list that says so the position
 * of the change feed it reflects (contract's PositionedAnswer; the live lists resume from it).
 */
export type AnswerMeta = FetchBaseQueryMeta & { position?: number };

function positionOf(body: unknown): number | undefined {
  const position =
    body !== null && typeof body === 'object'
      ? (body as { position?: unknown }).position
      : undefined;
  return typeof position === 'number' && Number.isSafeInteger(position) && position >= 0
    ? position
    : undefined;
}

const rawBaseQuery = fetchBaseQuery({ baseUrl: config.apiUrl });

// One refresh at a time: parallel 401s wait for the same forced refresh instead of starting their own.
let refreshInFlight: Promise<string | null> | null = null;
function refreshTokenOnce(): Promise<string | null> {
  refreshInFlight ??= getIdToken(true).finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

function withBearer(args: string | FetchArgs, token: string | null): FetchArgs {
  const request: FetchArgs = typeof args === 'string' ? { url: args } : { ...args };
  const headers = new Headers(request.headers as HeadersInit | undefined);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  request.headers = headers;
  return request;
}

const isList = (value: unknown): value is unknown[] => Array.isArray(value);

export function readShape(body: unknown, shape: ExpectedShape): unknown[] | undefined {
  if (isList(body)) return body;
  if (shape === 'rows' && body !== null && typeof body === 'object') {
    const data = (body as { data?: unknown }).data;
    if (isList(data)) return data;
  }
  return undefined;
}

export type RawResult = Awaited<ReturnType<typeof rawBaseQuery>>;
/** What the session rules need of the caller: a way to tell the app the session is over. */
export type SessionApi = Pick<Parameters<typeof rawBaseQuery>[1], 'dispatch'>;
/** Sends the call with `token` in its Authorization header (none when null). */
export type SendWithToken = (token: string | null) => RawResult | PromiseLike<RawResult>;

/** The server no longer accepts this person: the app ends the session, the call fails quietly. */
function endOfSession(api: SessionApi, cause: SessionEndCause): RawResult {
  api.dispatch(accessLost());
  return { error: sessionEndError(cause) };
}

/** A token Firebase could not give: the account is gone (session over) or Firebase is unreachable. */
function tokenFailure(api: SessionApi, error: unknown): RawResult {
  if (isAccountGoneError(error)) return endOfSession(api, 'refresh');
  const message = error instanceof Error ? error.message : String(error);
  return { error: { status: 'CUSTOM_ERROR', error: message } };
}

/**
 * A 403: the person is staff no more (the session ends), or their role does not allow this call.
 * A fresh token tells which, and brings the current role to the session, so the screens stop
 * offering what it cannot do. The refused call is told once, here; nothing else is lost.
 */
async function refused(api: SessionApi, result: RawResult): Promise<RawResult> {
  let access: Awaited<ReturnType<typeof refreshAccess>>;
  try {
    access = await refreshAccess();
  } catch (error) {
    // Unreachable Firebase: which 403 it was cannot be known; the call fails as any other.
    return isAccountGoneError(error) ? endOfSession(api, 'refresh') : result;
  }
  if (!access?.staff) return endOfSession(api, 403);
  notify(FORBIDDEN_MESSAGE);
  return { error: forbiddenError() };
}

/**
 * One call with the session's token. A 401 forces one token refresh (shared by every call that
 * failed with the stale token) and retries once. The person is no longer accepted, and the
 * session ends, when the retry is a 401 again, when Firebase refuses the refresh because of the
 * account (disabled, deleted, revoked), or on a 403 to a token that has lost the staff claim; a
 * 403 to staff is a role's refusal (see refused). Where `rules` say a 403 refuses only the call
 * (the request's assignee's writes), the caller tells it its own way.
 */
export async function callWithSession(
  send: SendWithToken,
  api: SessionApi,
  rules: SessionRules = {},
): Promise<RawResult> {
  let tokenUsed: string | null;
  try {
    tokenUsed = await getIdToken();
  } catch (error) {
    return tokenFailure(api, error);
  }
  let result = await send(tokenUsed);

  if (result.error?.status === 401 && tokenUsed) {
    let freshToken: string | null;
    try {
      // A call that failed with a token someone already replaced just retries with the new one.
      const current = await getIdToken();
      freshToken = current && current !== tokenUsed ? current : await refreshTokenOnce();
    } catch (error) {
      // Unreachable Firebase: the call failed as any other, and the session goes on.
      return isAccountGoneError(error) ? endOfSession(api, 'refresh') : result;
    }
    if (!freshToken) return result;
    result = await send(freshToken);
    if (result.error?.status === 401) return endOfSession(api, 401);
  }

  if (result.error?.status === 403 && tokenUsed && !rules.forbiddenIsRefusal) {
    return refused(api, result);
  }
  return result;
}

/** fetchBaseQuery plus the session (see callWithSession), then the answer's expected shape. */
export const authorizedBaseQuery: BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError,
  ApiExtraOptions,
  AnswerMeta
> = async (
  args,
  api,
  // eslint-disable-next-line @typescript-eslint/no-useless-default-assignment -- RTK Query passes undefined to an endpoint without extraOptions
  extraOptions = {},
) => {
  const result = await callWithSession(
    (token) => rawBaseQuery(withBearer(args, token), api, extraOptions),
    api,
    extraOptions,
  );

  if (result.error || !extraOptions.shape) return result;
  const rows = readShape(result.data, extraOptions.shape);
  if (!rows) {
    return { error: { status: 'CUSTOM_ERROR', error: MALFORMED_ANSWER, data: result.data } };
  }
  // Frozen at the top, as Immer's performance guide advises for large answers: Immer then stores
  // the array as it is instead of walking and freezing every row, the bulk of storing a long list.
  // Nothing in the app writes to rows it received.
  const position = positionOf(result.data);
  const meta = position === undefined || !result.meta ? result.meta : { ...result.meta, position };
  return { data: Object.freeze(rows), meta };
};
