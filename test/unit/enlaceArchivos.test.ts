import { BOCETO_LIMITS, publicArchivoPaths } from '../../contract/enlaceArchivos';

const TOKEN = 'A'.repeat(40) + '_-9';

// docs/api.md, "The customer's link": the files and the design proof are reached through the link
// alone, each call under the token's own path, so no call can name another request's files.
describe("the customer's files and design proof through the link", () => {
  it('lists and takes files at …/archivos', () => {
    expect(publicArchivoPaths.archivos(TOKEN)).toBe(`/api/public/c/${TOKEN}/archivos`);
  });

  it('serves a version of the proof at …/boceto/{version}', () => {
    expect(publicArchivoPaths.boceto(TOKEN, 3)).toBe(`/api/public/c/${TOKEN}/boceto/3`);
  });

  it('approves the proof, or asks for changes to it, under …/boceto', () => {
    expect(publicArchivoPaths.aprobar(TOKEN)).toBe(`/api/public/c/${TOKEN}/boceto/aprobar`);
    expect(publicArchivoPaths.cambios(TOKEN)).toBe(`/api/public/c/${TOKEN}/boceto/cambios`);
  });

  it('keeps a token that is not one inside its own path segment', () => {
    expect(publicArchivoPaths.archivos('a/b?c')).toBe('/api/public/c/a%2Fb%3Fc/archivos');
  });

  it('takes a name of who approves of up to 120 characters and a message of up to 2,000', () => {
    expect(BOCETO_LIMITS).toEqual({ nombre: 120, mensaje: 2000 });
  });
});
