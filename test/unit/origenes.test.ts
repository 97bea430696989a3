import { isOrigen, ORIGENES, WEB_ORIGEN } from '../../contract/origenes';

// docs/server.md, "Requests": the channels a request comes through, the public form's being `web`.
describe('the origenes of a request (contract/origenes.ts)', () => {
  test('are the five channels staff choose from, in the order offered', () => {
    expect(ORIGENES).toEqual(['telefono', 'whatsapp', 'correo', 'en_persona', 'web']);
    expect(ORIGENES).toContain(WEB_ORIGEN);
    expect(WEB_ORIGEN).toBe('web');
  });

  test('isOrigen admits each channel and nothing else', () => {
    for (const origen of ORIGENES) expect(isOrigen(origen)).toBe(true);
    for (const value of [
      '',
      'Web',
      'Teléfono',
      'en persona',
      ' web',
      'email',
      0,
      null,
      undefined,
      {},
      [],
    ]) {
      expect(isOrigen(value)).toBe(false);
    }
  });
});
