// One file of a request, fetched with the session's token in a header (never in a URL) and handed
// to the browser as a download under its own name.
import { apiPaths, type Archivo } from '../../../../contract';
import { callWithSession, type RawResult, type SessionApi } from '../../../services/baseQuery';
import { config } from '../../../services/config';

async function getBytes(path: string, token: string | null): Promise<RawResult> {
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`${config.apiUrl}${path}`, { headers });
  } catch (error) {
    return { error: { status: 'FETCH_ERROR', error: String(error) } };
  }
  if (!response.ok) return { error: { status: response.status, data: undefined } };
  return { data: await response.blob() };
}

/** The file's bytes, under the session's rules of every call (docs/api.md); or why not. */
export async function fetchArchivo(
  archivo: Pick<Archivo, 'id' | 'peticionId'>,
  session: SessionApi,
): Promise<{ blob: Blob } | { error: unknown }> {
  const path = apiPaths.archivo(archivo.peticionId, archivo.id);
  const result = await callWithSession((token) => getBytes(path, token), session);
  return result.error ? { error: result.error } : { blob: result.data as Blob };
}
