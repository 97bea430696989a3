// How `Archivos` tells each file (docs/screens.md, the request's dialog; docs/messages.md).
import { CLIENTE_SENDER, type Archivo } from '../../../../contract';
import { formatInstantDate } from '../../../components/formatDate';

export const NO_ARCHIVOS_TEXT = 'Todavía no hay archivos.';
export const DOWNLOAD_FAILED_MESSAGE =
  'No se ha podido descargar el archivo. Comprueba la conexión y vuelve a intentarlo.';
export const NOT_ASSIGNEE_UPLOAD_MESSAGE =
  'Solo quien tiene asignada la petición puede subir un boceto.';
export const UPLOAD_FAILED_MESSAGE =
  'No se ha podido subir el boceto. Comprueba la conexión y vuelve a intentarlo.';

/** The accept list of `Subir boceto`: what the API keeps (it reads the type from the content). */
export const BOCETO_ACCEPT =
  '.pdf,.png,.jpg,.jpeg,.svg,application/pdf,image/png,image/jpeg,image/svg+xml';

const number = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 1 });

/** `850 B`, `12,4 kB`, `3,2 MB`. */
export function sizeText(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  if (bytes < 1_000_000) return `${number.format(bytes / 1000)} kB`;
  return `${number.format(bytes / 1_000_000)} MB`;
}

/** `Boceto v2`, or `Del cliente`. */
export const kindText = (archivo: Archivo) =>
  archivo.kind === 'boceto' ? `Boceto v${archivo.version ?? '?'}` : 'Del cliente';

/** Who sent it: `Cliente`, or the e-mail of who uploaded it. */
export const senderText = (archivo: Archivo) =>
  archivo.sender === CLIENTE_SENDER ? 'Cliente' : archivo.sender;

export const approvedText = (archivo: Archivo) =>
  archivo.aprobadoAt ? `Aprobado por el cliente el ${formatInstantDate(archivo.aprobadoAt)}` : null;
