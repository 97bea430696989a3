// The link's public calls (contract/enlaces.ts), with the API's base from the build's settings.
import { publicEnlacePaths } from '../../contract/enlaces';
import type { AceptarBody, EnlaceCaducado, PublicEnlace } from '../../contract/enlaces';
import { config } from '../services/config';

/** What opening a link gave: its page, why it opens nothing, or no answer at all. */
export type Opened =
  | { kind: 'vigente'; enlace: PublicEnlace }
  | { kind: 'caducado'; negocio: EnlaceCaducado['negocio'] }
  | { kind: 'unknown' }
  | { kind: 'failed' };

/** What accepting gave: the page now, with whether a newer version took the shown one's place. */
export type Accepted = Opened | { kind: 'newer'; enlace: PublicEnlace };

const url = (path: string) => `${config.apiUrl}${path}`;

// No cookie, no credentials, no Referer: the token is in the path, and nothing else is needed.
const init: RequestInit = { credentials: 'omit', referrerPolicy: 'no-referrer', cache: 'no-store' };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

async function answerOf(response: Response): Promise<Accepted> {
  const body: unknown = await response.json().catch(() => undefined);
  if (!isObject(body)) return { kind: 'failed' };
  if (response.status === 404) return { kind: 'unknown' };
  if (response.status === 410 && isObject(body.negocio)) {
    return { kind: 'caducado', negocio: body.negocio as EnlaceCaducado['negocio'] };
  }
  if (!isObject(body.data)) return { kind: 'failed' };
  const enlace = body.data as PublicEnlace;
  if (response.status === 409) return { kind: 'newer', enlace };
  return response.ok ? { kind: 'vigente', enlace } : { kind: 'failed' };
}

export async function openEnlace(token: string): Promise<Opened> {
  try {
    const answer = await answerOf(await fetch(url(publicEnlacePaths.enlace(token)), init));
    return answer.kind === 'newer' ? { kind: 'failed' } : answer;
  } catch {
    return { kind: 'failed' };
  }
}

export async function aceptar(token: string, body: AceptarBody): Promise<Accepted> {
  try {
    return await answerOf(
      await fetch(url(publicEnlacePaths.aceptar(token)), {
        ...init,
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      }),
    );
  } catch {
    return { kind: 'failed' };
  }
}

/** The PDF's address: a plain link, which the API answers as a download. */
export const pdfUrl = (token: string) => url(publicEnlacePaths.pdf(token));
