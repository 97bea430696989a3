// The link's calls about files (contract/enlaceArchivos.ts): the list, `Enviar logotipo`, the
// proof's address, `Aprobar diseño` and `Pedir cambios al diseño`, read as every call of the page
// is (apiAnswer.ts).
import { ARCHIVO_NAME_HEADER } from '../../contract/archivos';
import {
  publicArchivoPaths,
  type AprobarBocetoBody,
  type CambiosBocetoBody,
  type EnlaceArchivos,
} from '../../contract/enlaceArchivos';
import { config } from '../services/config';
import { callApi, postJson, type ApiAnswer } from './apiAnswer';

/** What a call gave: the files now, or a newer proof with the files as they are now; or why not. */
export type ArchivosAnswer = ApiAnswer<EnlaceArchivos>;

export const readArchivos = (token: string) =>
  callApi<EnlaceArchivos>(publicArchivoPaths.archivos(token));

export const sendArchivo = (token: string, file: File) =>
  callApi<EnlaceArchivos>(publicArchivoPaths.archivos(token), {
    method: 'POST',
    headers: {
      'Content-Type': 'application/octet-stream',
      [ARCHIVO_NAME_HEADER]: encodeURIComponent(file.name),
    },
    body: file,
  });

export const aprobarBoceto = (token: string, body: AprobarBocetoBody) =>
  callApi<EnlaceArchivos>(publicArchivoPaths.aprobar(token), postJson(body));

export const pedirCambiosBoceto = (token: string, body: CambiosBocetoBody) =>
  callApi<EnlaceArchivos>(publicArchivoPaths.cambios(token), postJson(body));

/** The proof's address: an image shown on the page, a PDF a plain link the API downloads. */
export const bocetoUrl = (token: string, version: number) =>
  `${config.apiUrl}${publicArchivoPaths.boceto(token, version)}`;
