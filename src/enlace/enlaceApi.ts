// The link's public calls (contract/enlaces.ts), read as every call of the page is (apiAnswer.ts).
import { publicEnlacePaths } from '../../contract/enlaces';
import type { AceptarBody, PublicEnlace } from '../../contract/enlaces';
import { config } from '../services/config';
import { callApi, postJson, type ApiAnswer, type Closed } from './apiAnswer';

/** What opening a link gave: its page, why it opens nothing, or no answer at all. */
export type Opened = { kind: 'vigente'; enlace: PublicEnlace } | Closed | { kind: 'failed' };

/** What accepting gave: the page now (`newer` when a newer version took the shown one's place). */
export type Accepted = ApiAnswer<PublicEnlace>;

export async function openEnlace(token: string): Promise<Opened> {
  const answer = await callApi<PublicEnlace>(publicEnlacePaths.enlace(token));
  if (answer.kind === 'ok') return { kind: 'vigente', enlace: answer.data };
  if (answer.kind === 'caducado' || answer.kind === 'unknown') return answer;
  return { kind: 'failed' };
}

export const aceptar = (token: string, body: AceptarBody): Promise<Accepted> =>
  callApi<PublicEnlace>(publicEnlacePaths.aceptar(token), postJson(body));

/** `Pedir cambios`: answered with when the message was received. */
export const pedirCambios = (token: string, mensaje: string) =>
  callApi<{ at: string }>(publicEnlacePaths.cambios(token), postJson({ mensaje }));

/** The PDF's address: a plain link, which the API answers as a download. */
export const pdfUrl = (token: string) => `${config.apiUrl}${publicEnlacePaths.pdf(token)}`;
