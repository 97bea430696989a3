// `Pedir cambios` on the customer's page: a message to the business (at most 2,000 characters),
// which becomes a note on their request (docs/screens.md, "/c/{token}").
import { ENLACE_LIMITS } from '../../contract/enlaces';
import { refusalText, type Closed } from './apiAnswer';
import { h } from './dom';
import { pedirCambios } from './enlaceApi';

const thousands = new Intl.NumberFormat('es-ES', { useGrouping: 'always' });
const MAX_TEXT = thousands.format(ENLACE_LIMITS.mensaje);

export const CAMBIOS_TITLE = 'Pedir cambios';
export const MENSAJE_LABEL = 'Qué quieres cambiar';
export const MENSAJE_HINT = `Hasta ${MAX_TEXT} caracteres.`;
export const MENSAJE_MISSING = 'Escribe qué quieres cambiar.';
export const mensajeTooLong = (length: number) =>
  `El mensaje tiene ${thousands.format(length)} caracteres: el máximo es ${MAX_TEXT}.`;
export const MENSAJE_SENT = 'Mensaje enviado. Te responderemos pronto.';
/** No answer, or a fault of the server's: the one case blamed on the connection. */
export const MENSAJE_FAILED =
  'No se ha podido enviar el mensaje. Comprueba la conexión y vuelve a intentarlo.';
/** A refusal of the API (its `400` is English): the message is all it can refuse. */
export const MENSAJE_REFUSED = `No se ha podido enviar: el mensaje debe tener entre 1 y ${MAX_TEXT} caracteres.`;

/**
 * The form; what is typed stays through a failure, and goes once sent. A link closed meanwhile
 * goes to `onClosed`, which draws the page anew keeping the message in sight.
 */
export function cambiosForm(token: string, onClosed: (closed: Closed) => void): HTMLFormElement {
  const mensaje = h('textarea', {
    id: 'enlace-mensaje',
    name: 'mensaje',
    rows: '4',
    'aria-describedby': 'enlace-mensaje-ayuda',
  });
  const hint = h('p', { id: 'enlace-mensaje-ayuda', class: 'enlace-ayuda' }, MENSAJE_HINT);
  const status = h('p', { class: 'enlace-error', role: 'alert' });
  const done = h('p', { class: 'enlace-enviado', role: 'status' });
  const submit = h('button', { type: 'submit' }, 'Enviar mensaje');
  const form = h(
    'form',
    { class: 'enlace-cambios', novalidate: true, 'aria-labelledby': 'enlace-cambios-titulo' },
    h('h2', { id: 'enlace-cambios-titulo' }, CAMBIOS_TITLE),
    h('label', { for: 'enlace-mensaje' }, MENSAJE_LABEL),
    mensaje,
    hint,
    status,
    done,
    submit,
  );
  mensaje.addEventListener('input', () => {
    const tooLong = mensaje.value.length > ENLACE_LIMITS.mensaje;
    mensaje.setAttribute('aria-invalid', String(tooLong));
    hint.textContent = tooLong ? mensajeTooLong(mensaje.value.length) : MENSAJE_HINT;
    done.textContent = '';
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (submit.disabled) return;
    const text = mensaje.value.trim();
    done.textContent = '';
    if (!text) {
      status.textContent = MENSAJE_MISSING;
      mensaje.focus();
      return;
    }
    if (text.length > ENLACE_LIMITS.mensaje) {
      status.textContent = mensajeTooLong(text.length);
      mensaje.focus();
      return;
    }
    status.textContent = '';
    submit.disabled = true;
    void pedirCambios(token, text).then((answer) => {
      submit.disabled = false;
      if (answer.kind === 'ok') {
        mensaje.value = '';
        done.textContent = MENSAJE_SENT;
      } else if (answer.kind === 'caducado' || answer.kind === 'unknown') onClosed(answer);
      else if (answer.kind === 'refused') {
        status.textContent = refusalText(answer.refusal, { otherwise: MENSAJE_REFUSED });
      } else status.textContent = MENSAJE_FAILED;
    });
  });
  return form;
}
