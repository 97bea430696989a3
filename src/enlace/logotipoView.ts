// The business's logo in the header of the customer's page (docs/screens.md, "/c/{token}"): an
// image the API serves only to this live link, drawn by <img> (an SVG runs no script there). With
// no logo the API answers 404 and the header shows none.
import { publicLogotipoPath } from '../../contract/logotipo';
import { config } from '../services/config';
import { h } from './dom';

/** Puts the logo first in the page's header (`.enlace-negocio`), once it has loaded. */
export function mountLogotipo(root: HTMLElement, token: string, nombreComercial: string) {
  const header = root.querySelector('.enlace-negocio');
  if (!header) return;
  const image = h('img', {
    class: 'enlace-logotipo',
    alt: nombreComercial ? `Logotipo de ${nombreComercial}` : 'Logotipo',
    // The token is in the path: never sent on as a Referer.
    referrerpolicy: 'no-referrer',
    src: `${config.apiUrl}${publicLogotipoPath(token)}`,
  });
  image.hidden = true;
  image.addEventListener('load', () => (image.hidden = false));
  image.addEventListener('error', () => image.remove());
  header.prepend(image);
}
