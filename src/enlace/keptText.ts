// What the customer had typed when the link stopped opening under them (expired, revoked or gone
// while they wrote): kept in sight, read-only, to copy and send to the business another way. It
// lives in the page alone, never stored anywhere, so nothing typed outlives the tab with the token.
import { h } from './dom';

export const KEPT_TITLE = 'Lo que habías escrito';
export const keptHint = (negocio: string) =>
  `No se ha enviado: cópialo y envíaselo a ${negocio} por otra vía (teléfono, WhatsApp o correo).`;

/** A field's text, with the label it was typed under. */
export type Typed = { label: string; text: string };

/** Every text typed in `root`'s fields (names and messages), before `root` is drawn anew. */
export function typedIn(root: HTMLElement): Typed[] {
  const fields = root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'textarea, input[type="text"]',
  );
  return [...fields]
    .filter((field) => field.value.trim() !== '')
    .map((field) => ({ label: field.labels?.[0]?.textContent ?? '', text: field.value }));
}

/** The texts, each read-only under its label; nothing when none was typed. */
export function keptTextView(typed: readonly Typed[], negocio: string): HTMLElement | null {
  if (!typed.length) return null;
  return h(
    'section',
    { class: 'enlace-guardado', 'aria-labelledby': 'enlace-guardado-titulo' },
    h('h2', { id: 'enlace-guardado-titulo' }, KEPT_TITLE),
    h('p', {}, keptHint(negocio)),
    ...typed.flatMap(({ label, text }, index) => [
      h('label', { for: `enlace-guardado-${index}` }, label),
      h('textarea', { id: `enlace-guardado-${index}`, readonly: true, rows: '4' }, text),
    ]),
  );
}
