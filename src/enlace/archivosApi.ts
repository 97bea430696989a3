// The link's calls about files (contract/enlaceArchivos.ts): the list, `Enviar logotipo`, the
// proof's address, `Aprobar diseño` and `Pedir cambios al diseño`. No cookie, no Referer.
import { ARCHIVO_NAME_HEADER } from '../../contract/archivos';
import {
  publicArchivoPaths,
  type AprobarBocetoBody,
  type CambiosBocetoBody,
  type EnlaceArchivos,
} from '../../contract/enlaceArchivos';
import { config } from '../services/config';

/** A refusal's status: what was sent is wrong (400), one too many (409), too big (413). */
export type RefusedStatus = 400 | 409 | 413;

/**
 * What a call gave: the files now; refused, with the status only (each form says why in its own
 * Spanish words, never the API's `error`, which may be English); a newer proof; or no answer.
 */
export type ArchivosAnswer =
  | { kind: 'ok'; archivos: EnlaceArchivos }
  | { kind: 'newer'; archivos: EnlaceArchivos }
  | { kind: 'refused'; status: RefusedStatus }
  | { kind: 'gone' }
  | { kind: 'failed' };

const url = (path: string) => `${config.apiUrl}${path}`;
const init: RequestInit = { credentials: 'omit', referrerPolicy: 'no-referrer', cache: 'no-store' };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const REFUSALS: readonly number[] = [400, 409, 413] satisfies RefusedStatus[];
const isRefusal = (status: number): status is RefusedStatus => REFUSALS.includes(status);

async function answerOf(response: Response): Promise<ArchivosAnswer> {
  const body: unknown = await response.json().catch(() => undefined);
  if (isObject(body)) {
    if (response.status === 404 || response.status === 410) return { kind: 'gone' };
    if (isObject(body.data)) {
      const archivos = body.data as EnlaceArchivos;
      if (response.status === 409) return { kind: 'newer', archivos };
      if (response.ok) return { kind: 'ok', archivos };
    }
  }
  // Whatever the body says (a proxy's 413 is not even JSON): the status alone tells the form.
  if (isRefusal(response.status)) return { kind: 'refused', status: response.status };
  return { kind: 'failed' };
}

async function call(path: string, extra: RequestInit = {}): Promise<ArchivosAnswer> {
  try {
    return await answerOf(await fetch(url(path), { ...init, ...extra }));
  } catch {
    return { kind: 'failed' };
  }
}

const postJson = (path: string, body: AprobarBocetoBody | CambiosBocetoBody) =>
  call(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

export const readArchivos = (token: string) => call(publicArchivoPaths.archivos(token));

export const sendArchivo = (token: string, file: File) =>
  call(publicArchivoPaths.archivos(token), {
    method: 'POST',
    headers: {
      'Content-Type': 'application/octet-stream',
      [ARCHIVO_NAME_HEADER]: encodeURIComponent(file.name),
    },
    body: file,
  });

export const aprobarBoceto = (token: string, body: AprobarBocetoBody) =>
  postJson(publicArchivoPaths.aprobar(token), body);

export const pedirCambiosBoceto = (token: string, body: CambiosBocetoBody) =>
  postJson(publicArchivoPaths.cambios(token), body);

/** The proof's address: an image shown on the page, a PDF a plain link the API downloads. */
export const bocetoUrl = (token: string, version: number) =>
  url(publicArchivoPaths.boceto(token, version));
