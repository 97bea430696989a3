// The customer's link's calls from staff (docs/api.md, "The customer's link"), outside the store:
// a new link's token is shown once and kept in this tab's memory only (enlaceMemory.ts), never in
// the store, Redux DevTools or a draft.
import { apiPaths, type EnlaceEstado, type NuevoEnlace } from '../../../../contract';
import { callWithSession, type RawResult, type SessionApi } from '../../../services/baseQuery';
import { config } from '../../../services/config';

async function call(
  path: string,
  method: 'GET' | 'POST',
  token: string | null,
): Promise<RawResult> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`${config.apiUrl}${path}`, { method, headers });
  } catch (error) {
    return { error: { status: 'FETCH_ERROR', error: String(error) } };
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) return { error: { status: response.status, data: body } };
  const data = (body as { data?: unknown } | undefined)?.data;
  return data && typeof data === 'object'
    ? { data }
    : {
        error: {
          status: 'PARSING_ERROR',
          originalStatus: response.status,
          data: '',
          error: 'No data',
        },
      };
}

type Answer<T> = { data: T } | { error: unknown };

async function withSession<T>(path: string, method: 'GET' | 'POST', session: SessionApi) {
  const result = await callWithSession((token) => call(path, method, token), session);
  return (result.error ? { error: result.error } : { data: result.data as T }) as Answer<T>;
}

export const readEnlace = (presupuestoId: number, session: SessionApi) =>
  withSession<EnlaceEstado>(apiPaths.enlace(presupuestoId), 'GET', session);

export const createEnlace = (presupuestoId: number, session: SessionApi) =>
  withSession<NuevoEnlace>(apiPaths.enlace(presupuestoId), 'POST', session);

export const revokeEnlace = (presupuestoId: number, session: SessionApi) =>
  withSession<EnlaceEstado>(apiPaths.revocarEnlace(presupuestoId), 'POST', session);
