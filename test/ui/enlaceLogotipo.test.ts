import { publicLogotipoPath } from '../../contract/logotipo';
import { mountLogotipo } from '../../src/enlace/logotipoView';
import { config } from '../../src/services/config';

// The customer's page shows the business's logo first in its header, loaded from the route that
// serves it only to this link's token; with no logo (404) the header shows none.
const TOKEN = 'A'.repeat(43);

function page() {
  const root = document.createElement('main');
  const header = document.createElement('header');
  header.className = 'enlace-negocio';
  header.append(Object.assign(document.createElement('p'), { textContent: 'Vasos Fiesta S.L.' }));
  root.append(header);
  return { root, header };
}

test('the logo comes first in the header from the link’s own logo route, shown once loaded', () => {
  const { root, header } = page();
  mountLogotipo(root, TOKEN, 'Vasos Fiesta S.L.');
  const image = header.firstElementChild as HTMLImageElement;
  expect(image.tagName).toBe('IMG');
  expect(image.getAttribute('src')).toBe(`${config.apiUrl}${publicLogotipoPath(TOKEN)}`);
  expect(image.alt).toBe('Logotipo de Vasos Fiesta S.L.');
  expect(image.getAttribute('referrerpolicy')).toBe('no-referrer');
  expect(image.hidden).toBe(true);
  image.dispatchEvent(new Event('load'));
  expect(image.hidden).toBe(false);
});

test('a business without a logo (the route answers 404) shows none', () => {
  const { root, header } = page();
  mountLogotipo(root, TOKEN, 'Vasos Fiesta S.L.');
  header.querySelector('img')!.dispatchEvent(new Event('error'));
  expect(header.querySelector('img')).toBeNull();
  expect(header).toHaveTextContent('Vasos Fiesta S.L.');
});
