import {
  ENLACE_PAGE_PREFIX,
  enlaceUrl,
  PUBLIC_ENLACE_PREFIX,
  tokenOfPath,
} from '../../contract/enlaces';
import { aceptadoText } from '../../contract/presupuestoWording';

const TOKEN = 'A'.repeat(40) + '_-9';

describe("the customer's link", () => {
  it('lives at /c/{token} on the dashboard, its calls under /api/public/c', () => {
    expect(ENLACE_PAGE_PREFIX).toBe('/c/');
    expect(PUBLIC_ENLACE_PREFIX).toBe('/api/public/c');
    expect(enlaceUrl('https://vasos.example', TOKEN)).toBe(`https://vasos.example/c/${TOKEN}`);
  });

  it('reads the token of its page, with or without a last slash', () => {
    expect(tokenOfPath(`/c/${TOKEN}`)).toBe(TOKEN);
    expect(tokenOfPath(`/c/${TOKEN}/`)).toBe(TOKEN);
  });

  it.each([
    ['another page', `/d/${TOKEN}`],
    ['the prefix elsewhere in the path', `/x/c/${TOKEN}`],
    ['a token one character short', `/c/${TOKEN.slice(1)}`],
    ['a token with a character no token has', `/c/${TOKEN.slice(1)}.`],
    ['a path below the token', `/c/${TOKEN}/x`],
    ['a token split by a slash', `/c/${TOKEN.slice(0, 20)}/${TOKEN.slice(20)}`],
  ])('reads no token from %s', (_, path) => {
    expect(tokenOfPath(path)).toBeUndefined();
  });

  it('says who accepted the quote and when, as its page and PDF do', () => {
    expect(aceptadoText('2026-12-05', 'Ana Gil')).toBe('Aceptado el 05/12/2026 por Ana Gil');
    // A day it cannot read is shown as it came.
    expect(aceptadoText('pronto', 'Ana Gil')).toBe('Aceptado el pronto por Ana Gil');
  });
});
