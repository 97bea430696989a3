// The customer's page at /c/{token}: the business, the quote as its PDF shows it, `Descargar PDF`,
// the conditions and, while it may still be accepted, `Aceptar presupuesto`; or why the link opens
// nothing, saying nothing else (docs/screens.md, "/c/{token}").
import { aceptadoText } from '../../contract/presupuestoWording';
import type { EnlaceCaducado, PublicEnlace } from '../../contract/enlaces';
import { aceptarForm } from './aceptarForm';
import { archivosSection } from './archivosSection';
import { cambiosForm } from './cambiosForm';
import { h, show } from './dom';
import type { Closed } from './apiAnswer';
import { pdfUrl, type Accepted } from './enlaceApi';
import { keptTextView, typedIn } from './keptText';
import { mountLogotipo } from './logotipoView';
import { negocioView, presupuestoView } from './presupuestoView';

export const UNKNOWN_TEXT = 'Este enlace no existe.';
export const NEWER_TEXT = 'Hay una versión más reciente de este presupuesto.';
export const FAILED_TEXT =
  'No se ha podido abrir el presupuesto. Comprueba la conexión y vuelve a cargar la página.';
export const expiredText = (negocio: string) =>
  `Este enlace ha caducado. Pide uno nuevo a ${negocio}`;

/** No such link (any more): nothing else, but what was typed on the page stays in sight. */
export function showUnknown(root: HTMLElement) {
  const typed = typedIn(root);
  document.title = UNKNOWN_TEXT;
  show(root, h('h1', { class: 'enlace-aviso' }, UNKNOWN_TEXT), keptTextView(typed, 'la empresa'));
}

export function showFailed(root: HTMLElement) {
  show(root, h('p', { class: 'enlace-aviso', role: 'alert' }, FAILED_TEXT));
}

/**
 * Expired or revoked: whom to ask for a new one, and their phone; and what was typed on the page
 * when it happened (a message, a name), to send them another way.
 */
export function showExpired(root: HTMLElement, negocio: EnlaceCaducado['negocio']) {
  const typed = typedIn(root);
  const name = negocio.nombreComercial || 'la empresa';
  document.title = 'Enlace caducado';
  show(
    root,
    h('h1', { class: 'enlace-aviso' }, expiredText(name)),
    negocio.telefono &&
      h(
        'p',
        {},
        'Teléfono: ',
        h('a', { href: `tel:${negocio.telefono.replace(/[^\d+]/g, '')}` }, negocio.telefono),
      ),
    keptTextView(typed, name),
  );
}

function conditionsView(condiciones: string): HTMLElement | null {
  if (!condiciones.trim()) return null;
  return h(
    'section',
    { class: 'enlace-condiciones', 'aria-labelledby': 'enlace-condiciones-titulo' },
    h('h2', { id: 'enlace-condiciones-titulo' }, 'Condiciones'),
    h('p', {}, condiciones),
  );
}

/** The page of a link that opens; `notice` says why it was drawn again (a newer version). */
export function showEnlace(
  root: HTMLElement,
  token: string,
  enlace: PublicEnlace,
  notice?: string,
) {
  document.title = `Presupuesto ${enlace.presupuesto.number}`;
  const closed = (answer: Closed) => {
    if (answer.kind === 'unknown') showUnknown(root);
    else showExpired(root, answer.negocio);
  };
  const redraw = (answer: Accepted) => {
    if (answer.kind === 'unknown' || answer.kind === 'caducado') closed(answer);
    else if (answer.kind === 'newer') showEnlace(root, token, answer.data, NEWER_TEXT);
    else if (answer.kind === 'ok') showEnlace(root, token, answer.data);
  };
  const { aceptacion } = enlace;
  show(
    root,
    negocioView(enlace.negocio),
    notice && h('p', { class: 'enlace-aviso-nuevo', role: 'status' }, notice),
    aceptacion &&
      h(
        'p',
        { class: 'enlace-aceptado', role: 'status' },
        aceptadoText(aceptacion.dia, aceptacion.nombre),
      ),
    presupuestoView(enlace.presupuesto),
    h(
      'p',
      { class: 'enlace-acciones' },
      h('a', { class: 'enlace-boton', href: pdfUrl(token), rel: 'noreferrer' }, 'Descargar PDF'),
    ),
    conditionsView(enlace.negocio.condiciones),
    enlace.aceptable && aceptarForm(token, enlace, redraw),
    cambiosForm(token, closed),
    // The design proof and the customer's files (`Enviar logotipo`): after the quote, drawn by
    // their own module once their call answers.
    archivosSection(token, closed),
  );
  mountLogotipo(root, token, enlace.negocio.nombreComercial);
}
