import {
  LOGOTIPO_API_PATH,
  LOGOTIPO_MAX_BYTES,
  LOGOTIPO_TIPOS,
  publicLogotipoPath,
} from '../../contract/logotipo';

const TOKEN = 'A'.repeat(40) + '_-9';

// docs/api.md, "Ajustes' logo": a PNG, JPEG or SVG of at most 262,144 bytes, which staff change
// at /api/admin/ajustes/logotipo and a live link's page shows from its own token's path.
describe("the business's logo", () => {
  it('is a PNG, a JPEG or an SVG, and nothing else', () => {
    expect(LOGOTIPO_TIPOS).toEqual(['image/png', 'image/jpeg', 'image/svg+xml']);
  });

  it('is at most 256 KB', () => {
    expect(LOGOTIPO_MAX_BYTES).toBe(262_144);
  });

  it("is staff's at /api/admin/ajustes/logotipo", () => {
    expect(LOGOTIPO_API_PATH).toBe('/api/admin/ajustes/logotipo');
  });

  it("is shown on the link's page from the token's own path", () => {
    expect(publicLogotipoPath(TOKEN)).toBe(`/api/public/c/${TOKEN}/logotipo`);
    expect(publicLogotipoPath('a/b')).toBe('/api/public/c/a%2Fb/logotipo');
  });
});
