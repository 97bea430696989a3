import { config } from './config';
import { callWithSession, type RawResult, type SessionApi } from './baseQuery';

/** The answer's body: JSON when it says so, else its text (a plain "OK" is an answer too). */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!response.headers.get('content-type')?.includes('json')) return text;
  return text === '' ? undefined : JSON.parse(text);
}

async function postJson(path: string, body: string, token: string | null): Promise<RawResult> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`${config.apiUrl}${path}`, { method: 'POST', headers, body });
  } catch (error) {
    return { error: { status: 'FETCH_ERROR', error: String(error) } };
  }
  let data: unknown;
  try {
    data = await readBody(response);
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
  return response.ok ? { data } : { error: { status: response.status, data } };
}

/**
 * A JSON POST under the same session rules as every API call (a 401 refreshes the token once, a
 * refusal ends the session; see callWithSession), answered in RTK Query's result shape. For a
 * loop that sends many calls one after another, a price table's save: it leaves out the query
 * machinery RTK Query wraps around each call (its actions, an abort signal, copies of the request
 * and a second read of the answer), which cost about 2 ms of the main thread per row, a quarter
 * of a row's time, on the bench's machine (bench/README.md, "Saving").
 */
export function postWithSession(path: string, body: unknown, api: SessionApi): Promise<RawResult> {
  const json = JSON.stringify(body);
  return callWithSession((token) => postJson(path, json, token), api);
}
