// `Aceptar presupuesto`: who accepts and the tick that says they read the conditions, sent with
// the fingerprint of the quote they saw (a newer version makes the API answer with it instead).
import { ENLACE_LIMITS, type PublicEnlace } from '../../contract/enlaces';
import { refusalText } from './apiAnswer';
import { aceptar, type Accepted } from './enlaceApi';
import { h } from './dom';

export const NOMBRE_LABEL = 'Nombre de quien acepta';
export const TICK_LABEL = 'He leído y acepto las condiciones';
export const NOMBRE_MISSING = 'Escribe el nombre de quien acepta.';
export const TICK_MISSING = 'Marca que has leído y aceptas las condiciones.';
/** No answer, or a fault of the server's: the one case blamed on the connection. */
export const ACCEPT_FAILED =
  'No se ha podido aceptar. Comprueba la conexión y vuelve a intentarlo.';
export const NOMBRE_REFUSED = `No se ha podido aceptar: el nombre debe tener entre 1 y ${ENLACE_LIMITS.nombre} caracteres, sin tabuladores ni caracteres de control.`;
export const TICK_REFUSED =
  'No se ha podido aceptar: marca que has leído y aceptas las condiciones.';
export const ACCEPT_REFUSED =
  'No se ha podido aceptar: vuelve a cargar la página y prueba de nuevo.';

/** A refusal of the API (a field's `400` is English): said by the field it names. */
const REFUSED = {
  fields: { nombre: NOMBRE_REFUSED, acepto: TICK_REFUSED },
  otherwise: ACCEPT_REFUSED,
};

/**
 * The form; `onAnswer` gets what the API answered when the page is to be drawn again from it (the
 * page as it is now, or the link closed); a refusal or no answer is said here, keeping the name.
 */
export function aceptarForm(
  token: string,
  enlace: PublicEnlace,
  onAnswer: (answer: Accepted) => void,
): HTMLFormElement {
  const nombre = h('input', {
    id: 'enlace-nombre',
    name: 'nombre',
    type: 'text',
    autocomplete: 'name',
    maxlength: String(ENLACE_LIMITS.nombre),
    required: true,
  });
  const tick = h('input', {
    id: 'enlace-acepto',
    name: 'acepto',
    type: 'checkbox',
    required: true,
  });
  const status = h('p', { class: 'enlace-error', role: 'alert' });
  const submit = h('button', { type: 'submit' }, 'Aceptar presupuesto');
  const form = h(
    'form',
    { class: 'enlace-aceptar', novalidate: true, 'aria-labelledby': 'enlace-aceptar-titulo' },
    h('h2', { id: 'enlace-aceptar-titulo' }, 'Aceptar presupuesto'),
    h('label', { for: 'enlace-nombre' }, NOMBRE_LABEL),
    nombre,
    h('p', { class: 'enlace-tick' }, tick, h('label', { for: 'enlace-acepto' }, TICK_LABEL)),
    status,
    submit,
  );
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (submit.disabled) return;
    const name = nombre.value.trim();
    if (!name) {
      status.textContent = NOMBRE_MISSING;
      nombre.focus();
      return;
    }
    if (!tick.checked) {
      status.textContent = TICK_MISSING;
      tick.focus();
      return;
    }
    status.textContent = '';
    submit.disabled = true;
    void aceptar(token, { nombre: name, huella: enlace.huella, acepto: true }).then((answer) => {
      submit.disabled = false;
      if (answer.kind === 'failed') status.textContent = ACCEPT_FAILED;
      else if (answer.kind === 'refused') status.textContent = refusalText(answer.refusal, REFUSED);
      else onAnswer(answer);
    });
  });
  return form;
}
