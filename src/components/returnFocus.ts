// Where the focus goes when a dialog closes: back to what opened it, found by the id it carries in
// a data attribute, or, when that is not on screen any more, to a fallback marked by another one.

/** Focuses the element whose `attribute` holds `id`, or else the one marked by `fallback`. */
export function returnFocus(attribute: string, id: string, fallback: string): void {
  const marked = document.querySelectorAll<HTMLElement>(`[${attribute}]`);
  const opener = [...marked].find((element) => element.getAttribute(attribute) === id);
  (opener ?? document.querySelector<HTMLElement>(`[${fallback}]`))?.focus();
}
