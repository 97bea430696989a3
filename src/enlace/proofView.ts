// The design proof on the link: its latest version (`Boceto vN`: an image shown, a PDF as a
// download, which the page's policy lets through), `Aprobar diseño` with the approver's name and
// `Pedir cambios al diseño` with a message; once approved, who approved it and when.
import {
  BOCETO_LIMITS,
  disenoAprobadoText,
  type EnlaceBoceto,
} from '../../contract/enlaceArchivos';
import { refusalText, type RefusalWords } from './apiAnswer';
import { aprobarBoceto, bocetoUrl, pedirCambiosBoceto, type ArchivosAnswer } from './archivosApi';
import { h } from './dom';
import { SEND_FAILED } from './logoUpload';

const thousands = new Intl.NumberFormat('es-ES', { useGrouping: 'always' });

export const APROBAR_LABEL = 'Nombre de quien aprueba';
export const APROBAR_MISSING = 'Escribe el nombre de quien aprueba.';
export const CAMBIOS_LABEL = 'Qué quieres cambiar del diseño';
export const CAMBIOS_MISSING = 'Escribe qué quieres cambiar del diseño.';
/** A 400 (or 413) to `Aprobar diseño`: the name is what the API can refuse. */
export const APROBAR_REFUSED = `No se ha podido aprobar: el nombre debe tener entre 1 y ${BOCETO_LIMITS.nombre} caracteres.`;
/** The same to `Pedir cambios al diseño`, in the words of the quote's `Pedir cambios`. */
export const CAMBIOS_REFUSED = `No se ha podido enviar: el mensaje debe tener entre 1 y ${thousands.format(BOCETO_LIMITS.mensaje)} caracteres.`;
/** A refusal about the version shown, or any other: the page as it is now is what to answer. */
export const BOCETO_REFUSED =
  'No se ha podido enviar: vuelve a cargar la página y prueba de nuevo.';
export const CAMBIOS_SENT = 'Hemos recibido tus cambios: te enviaremos un boceto nuevo.';
export const NEWER_BOCETO = 'Hay una versión más reciente del boceto.';

export const bocetoTitle = (boceto: EnlaceBoceto) => `Boceto v${boceto.version}`;

type OnAnswer = (answer: ArchivosAnswer, notice: string) => void;

/** The proof itself: inline when an image, a download when a PDF. */
function shown(token: string, boceto: EnlaceBoceto): HTMLElement {
  const src = bocetoUrl(token, boceto.version);
  if (boceto.tipo === 'application/pdf') {
    return h(
      'p',
      { class: 'enlace-acciones' },
      h(
        'a',
        { class: 'enlace-boton', href: src, rel: 'noreferrer' },
        `Descargar ${bocetoTitle(boceto)} (PDF)`,
      ),
    );
  }
  return h('img', { class: 'enlace-boceto-imagen', src, alt: bocetoTitle(boceto) });
}

/** A form of one field and one button, its field checked before it is sent. */
function oneFieldForm(options: {
  id: string;
  label: string;
  field: HTMLInputElement | HTMLTextAreaElement;
  missing: string;
  /** Said when the API refuses what was sent (its English `error` is never shown). */
  refused: RefusalWords;
  button: string;
  send: (value: string) => Promise<ArchivosAnswer>;
  onAnswer: (answer: ArchivosAnswer) => void;
}): HTMLFormElement {
  const { id, field } = options;
  field.id = id;
  const status = h('p', { class: 'enlace-error', role: 'alert' });
  const submit = h('button', { type: 'submit' }, options.button);
  const form = h(
    'form',
    { class: 'enlace-boceto-form', novalidate: true },
    h('label', { for: id }, options.label),
    field,
    status,
    submit,
  );
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (submit.disabled) return;
    const value = field.value.trim();
    if (!value) {
      status.textContent = options.missing;
      field.focus();
      return;
    }
    status.textContent = '';
    submit.disabled = true;
    void options.send(value).then((answer) => {
      submit.disabled = false;
      if (answer.kind === 'failed') status.textContent = SEND_FAILED;
      else if (answer.kind === 'refused') {
        status.textContent = refusalText(answer.refusal, options.refused);
      } else options.onAnswer(answer);
    });
  });
  return form;
}

/** The section of the proof's latest version; `notice` says why it was drawn again. */
export function proofView(
  token: string,
  boceto: EnlaceBoceto,
  onAnswer: OnAnswer,
  notice = '',
): HTMLElement {
  const { version, aprobacion } = boceto;
  const answered = (answer: ArchivosAnswer, sent: string) =>
    onAnswer(answer, answer.kind === 'newer' ? NEWER_BOCETO : sent);
  return h(
    'section',
    { class: 'enlace-boceto', 'aria-labelledby': 'enlace-boceto-titulo' },
    h('h2', { id: 'enlace-boceto-titulo' }, bocetoTitle(boceto)),
    notice && h('p', { class: 'enlace-aviso-nuevo', role: 'status' }, notice),
    shown(token, boceto),
    aprobacion
      ? h(
          'p',
          { class: 'enlace-aceptado', role: 'status' },
          disenoAprobadoText(aprobacion.dia, aprobacion.nombre),
        )
      : h(
          'div',
          {},
          oneFieldForm({
            id: 'enlace-boceto-nombre',
            label: APROBAR_LABEL,
            field: h('input', {
              type: 'text',
              name: 'nombre',
              autocomplete: 'name',
              maxlength: String(BOCETO_LIMITS.nombre),
            }),
            missing: APROBAR_MISSING,
            refused: {
              fields: { nombre: APROBAR_REFUSED },
              statuses: { 413: APROBAR_REFUSED },
              otherwise: BOCETO_REFUSED,
            },
            button: 'Aprobar diseño',
            send: (nombre) => aprobarBoceto(token, { nombre, version }),
            onAnswer: (answer) => answered(answer, ''),
          }),
          oneFieldForm({
            id: 'enlace-boceto-cambios',
            label: CAMBIOS_LABEL,
            field: h('textarea', {
              name: 'mensaje',
              rows: '4',
              maxlength: String(BOCETO_LIMITS.mensaje),
            }),
            missing: CAMBIOS_MISSING,
            refused: {
              fields: { mensaje: CAMBIOS_REFUSED },
              statuses: { 413: CAMBIOS_REFUSED },
              otherwise: BOCETO_REFUSED,
            },
            button: 'Pedir cambios al diseño',
            send: (mensaje) => pedirCambiosBoceto(token, { mensaje, version }),
            onAnswer: (answer) => answered(answer, CAMBIOS_SENT),
          }),
        ),
  );
}
