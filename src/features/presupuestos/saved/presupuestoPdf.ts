// The quote's PDF, fetched with the session's token in a header (never in a URL: a link would
// carry it into the history and the server's logs) and handed to the browser as a download.
import { apiPaths, type Presupuesto } from '../../../../contract';
import { callWithSession, type RawResult, type SessionApi } from '../../../services/baseQuery';
import { config } from '../../../services/config';

async function getPdf(path: string, token: string | null): Promise<RawResult> {
  const headers: Record<string, string> = { Accept: 'application/pdf' };
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

/** The PDF's bytes, under the session's rules of every call (docs/api.md); or why not. */
export async function fetchPresupuestoPdf(
  presupuesto: Pick<Presupuesto, 'id'>,
  session: SessionApi,
): Promise<{ blob: Blob } | { error: unknown }> {
  const path = apiPaths.presupuestoPdf(presupuesto.id);
  const result = await callWithSession((token) => getPdf(path, token), session);
  return result.error ? { error: result.error } : { blob: result.data as Blob };
}

/** `presupuesto-P-2026-0007-v2.pdf`. */
export const pdfFileName = (numero: string) => `presupuesto-${numero.replace(/\s+/g, '-')}.pdf`;
