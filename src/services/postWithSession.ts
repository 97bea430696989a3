import { config } from './config';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { callWithSession, type RawResult, type SessionApi } from './baseQuery';

/** The answer's body: JSON when it says so, else its text (a plain "OK" is an answer too). */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!response.headers.get('content-type')?.includes('json')) return text;
  return text === '' ? undefined : JSON.parse(text);
}

/**
 * An accepted call: its status and headers have arrived. Its body is read only when asked for
 * (`readBody`, once): reading it costs the page a task per answer, which a caller that finds what
 * it needs in a header does without.
 */
export type AcceptedPost = {
  headers: Headers;
  /** The body: parsed JSON, else its text; undefined if it cannot be read. */
  readBody: () => Promise<unknown>;
  error?: undefined;
};
export type PostAnswer =
  AcceptedPost | { headers?: undefined; readBody?: undefined; error: FetchBaseQueryError };

async function postJson(path: string, body: string, token: string | null): Promise<RawResult> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`${config.apiUrl}${path}`, { method: 'POST', headers, body });
  } catch (error) {
    return { error: { status: 'FETCH_ERROR', error: String(error) } };
  }
  if (response.ok) {
    // Accepted as soon as the status arrives. An unreadable body says nothing more about it.
    const accepted: AcceptedPost = {
      headers: response.headers,
      readBody: () => readBody(response).catch(() => undefined),
    };
    return { data: accepted };
  }
  try {
    return { error: { status: response.status, data: await readBody(response) } };
  } catch (error) {
    return {
      error: {
        status: 'PARSING_ERROR',
        originalStatus: response.status,
        data: '',
        error: String(error),
      },
    };
  }
}

/**
 * A JSON POST under the same session rules as every API call (a 401 refreshes the token once, a
 * refusal ends the session; see callWithSession), answered in RTK Query's error shape. An
 * accepted call resolves as soon as its status arrives; its body is read on demand, so a loop of
 * calls sends the next one meanwhile.
 *
 * For a loop that sends many calls one after another, a price table's save: an RTK Query mutation
 * settles only once the whole answer, and a copy of it, has been read, after its actions and an
 * abort signal; here the next call can leave as soon as the status arrives (docs/saving.md, "The
 * save loop").
 */
export async function postWithSession(
  path: string,
  body: unknown,
  api: SessionApi,
): Promise<PostAnswer> {
  const json = JSON.stringify(body);
  const result = await callWithSession((token) => postJson(path, json, token), api);
  return result.error ? { error: result.error } : (result.data as AcceptedPost);
}
