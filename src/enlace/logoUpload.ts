// `Enviar logotipo`: the files the customer sent for the request, and a file input to send one
// more (a PDF, PNG, JPEG or SVG, at most 10 MB, 5 in all). The API reads each file's type from its
// content and says why it refuses one in Spanish (naming what the file really is), shown as it
// comes; an answer without it is said in the page's own words for its status (docs/messages.md).
import type { EnlaceArchivos } from '../../contract/enlaceArchivos';
import { refusalText, type RefusalWords } from './apiAnswer';
import { sendArchivo, type ArchivosAnswer } from './archivosApi';
import { h } from './dom';

export const LOGO_TITLE = 'Enviar logotipo';
export const LOGO_HINT = 'PDF, PNG, JPEG o SVG, de hasta 10 MB cada uno.';
export const LOGO_LABEL = 'Archivo del logotipo';
export const NO_FILE_CHOSEN = 'Elige un archivo.';
export const LOGO_SENT = 'Archivo enviado.';
export const LOGO_FULL = 'Ya has enviado todos los archivos que se admiten.';
/** No answer, or a fault of the server's: the one case blamed on the connection. */
export const SEND_FAILED = 'No se ha podido enviar. Comprueba la conexión y vuelve a intentarlo.';
export const LOGO_NOT_A_FILE =
  'El archivo no es un PDF, PNG, JPEG ni SVG completo, o no es lo que dice su nombre. Nada se ha guardado.';
export const LOGO_TOO_BIG = 'El archivo pasa de 10 MB: envía uno más pequeño.';

/**
 * Why a file was refused, when the API does not say it in Spanish (a proxy's 413 is not even
 * JSON): one too many (409), too big (413), or else not a whole file of its type.
 */
const LOGO_REFUSED: RefusalWords = {
  statuses: { 409: LOGO_FULL, 413: LOGO_TOO_BIG },
  otherwise: LOGO_NOT_A_FILE,
};

const ACCEPT = '.pdf,.png,.jpg,.jpeg,.svg,application/pdf,image/png,image/jpeg,image/svg+xml';
const decimal = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 1 });

/** `850 B`, `12,4 kB`, `3,2 MB`. */
export function sizeText(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  if (bytes < 1_000_000) return `${decimal.format(bytes / 1000)} kB`;
  return `${decimal.format(bytes / 1_000_000)} MB`;
}

/**
 * The section, drawn from `archivos`; `onAnswer` gets what an upload answered when it changed the
 * files (the section is drawn again from it), `notice` what to say once drawn.
 */
export function logoUpload(
  token: string,
  archivos: EnlaceArchivos,
  onAnswer: (answer: ArchivosAnswer, notice: string) => void,
  notice = '',
): HTMLElement {
  const sent =
    archivos.archivos.length > 0 &&
    h(
      'ul',
      { class: 'enlace-archivos-lista', 'aria-label': 'Archivos enviados' },
      ...archivos.archivos.map((archivo) =>
        h('li', {}, `${archivo.nombre} · ${sizeText(archivo.size)}`),
      ),
    );
  const status = h('p', { class: 'enlace-error', role: 'alert' });
  const done = h('p', { class: 'enlace-enviado', role: 'status' }, notice);
  const section = h(
    'section',
    { class: 'enlace-logo', 'aria-labelledby': 'enlace-logo-titulo' },
    h('h2', { id: 'enlace-logo-titulo' }, LOGO_TITLE),
    sent,
    done,
  );
  if (archivos.quedan === 0) {
    section.append(h('p', {}, LOGO_FULL));
    return section;
  }
  const input = h('input', {
    id: 'enlace-logo-archivo',
    name: 'archivo',
    type: 'file',
    accept: ACCEPT,
    'aria-describedby': 'enlace-logo-ayuda',
  });
  const submit = h('button', { type: 'submit' }, LOGO_TITLE);
  const form = h(
    'form',
    { novalidate: true, 'aria-labelledby': 'enlace-logo-titulo' },
    h('label', { for: 'enlace-logo-archivo' }, LOGO_LABEL),
    h('p', { id: 'enlace-logo-ayuda', class: 'enlace-ayuda' }, LOGO_HINT),
    input,
    status,
    submit,
  );
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (submit.disabled) return;
    const file = input.files?.[0];
    if (!file) {
      status.textContent = NO_FILE_CHOSEN;
      input.focus();
      return;
    }
    status.textContent = '';
    done.textContent = '';
    submit.disabled = true;
    void sendArchivo(token, file).then((answer) => {
      submit.disabled = false;
      if (answer.kind === 'refused') status.textContent = refusalText(answer.refusal, LOGO_REFUSED);
      else if (answer.kind === 'failed') status.textContent = SEND_FAILED;
      else onAnswer(answer, LOGO_SENT);
    });
  });
  section.append(form);
  return section;
}
