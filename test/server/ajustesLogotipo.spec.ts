import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  apiPaths,
  LOGOTIPO_API_PATH,
  LOGOTIPO_MAX_BYTES,
  publicLogotipoPath,
  type Ajustes,
} from '../../contract';
import { DEMO_AJUSTES } from '../../server/db/demo/demoAjustes';
import { logotipoMessages } from '../../server/db/ajustesLogotipo';
import {
  corrupted,
  jpegFile,
  pdfFile,
  pngFile,
  svgFile,
  truncated,
} from '../support/archivoFixtures';
import { goodAuth } from '../support/stack/fakeServerAuth';
import { linkedRequests } from './support/linkedRequests';
import { useOwnApi } from './support/ownApi';

// `Logotipo` and `Condiciones` of Ajustes (docs/api.md, "Ajustes"), and the logo on the customer's
// link: the image's type read from its content, a damaged one refused with nothing stored, every
// change audited, and the logo served only to a live link. An API of this file's own, on the
// project's engine: it changes the settings.
const api = useOwnApi({ auth: 'fake', app: { enlaceRateLimitPerMinute: 1000 } });
const { linked, links } = linkedRequests(api);

const upload = (request: APIRequestContext, bytes: Buffer) =>
  request.post(api.url(LOGOTIPO_API_PATH), {
    headers: { ...goodAuth, 'Content-Type': 'application/octet-stream' },
    data: bytes,
  });

const kept = async () =>
  (
    await api.db.query<{ logotipo: Uint8Array | null; tipo: string | null }>(
      'SELECT logotipo, logotipo_tipo AS tipo FROM ajustes',
    )
  ).rows[0]!;

const logoEntries = async () =>
  (
    await api.db.query<{ changes: { field: string }[] }>(
      `SELECT changes FROM audit_log WHERE action = 'settings_update' ORDER BY id`,
    )
  ).rows.filter((row) => row.changes.some((change) => change.field === 'logotipo')).length;

test.describe.configure({ mode: 'serial' });

test('a PNG, a JPEG and an SVG are kept as the type their content is, each change audited; GET gives it back', async ({
  request,
}) => {
  const before = await logoEntries();
  for (const [bytes, tipo] of [
    [pngFile(), 'image/png'],
    [jpegFile(), 'image/jpeg'],
    [svgFile(), 'image/svg+xml'],
  ] as const) {
    const answer = await upload(request, bytes);
    expect(answer.status(), await answer.text()).toBe(200);
    const { data } = (await answer.json()) as { data: { tipo: string; size: number } };
    expect(data).toMatchObject({ tipo, size: bytes.length, base64: bytes.toString('base64') });
    expect((await kept()).tipo).toBe(tipo);
  }
  // The same logo again changes nothing and records nothing.
  expect((await upload(request, svgFile())).status()).toBe(200);
  expect(await logoEntries()).toBe(before + 3);

  const read = await request.get(api.url(LOGOTIPO_API_PATH), { headers: goodAuth });
  expect(((await read.json()) as { data: unknown }).data).toMatchObject({
    tipo: 'image/svg+xml',
    base64: svgFile().toString('base64'),
  });
});

test('a truncated or corrupted image, a PDF, nothing at all and one over the limit are refused with the reason, and the logo kept stays', async ({
  request,
}) => {
  expect((await upload(request, pngFile([9, 9, 9]))).status()).toBe(200);
  const entries = await logoEntries();
  const refusals = [
    [truncated(pngFile()), 400, logotipoMessages.notAnImage],
    [corrupted(pngFile()), 400, logotipoMessages.notAnImage],
    [truncated(jpegFile(), 0.9), 400, logotipoMessages.notAnImage],
    [pdfFile(), 400, logotipoMessages.notAnImage],
    [Buffer.alloc(0), 400, logotipoMessages.empty],
    [Buffer.alloc(LOGOTIPO_MAX_BYTES + 1, 0x20), 413, logotipoMessages.tooBig],
  ] as const;
  for (const [bytes, status, message] of refusals) {
    const answer = await upload(request, bytes);
    expect(answer.status()).toBe(status);
    expect(((await answer.json()) as { error: string }).error).toBe(message);
  }
  expect(Buffer.from((await kept()).logotipo!)).toEqual(pngFile([9, 9, 9]));
  expect(await logoEntries()).toBe(entries);
});

test('the link serves the logo to a live token only: its checked type, nosniff and a sandbox; revoked, unknown or with no logo, nothing', async ({
  request,
}) => {
  expect((await upload(request, svgFile())).status()).toBe(200);
  const token = (await linked(request)).token;
  const served = await request.get(api.url(publicLogotipoPath(token)));
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/svg+xml');
  expect(served.headers()['x-content-type-options']).toBe('nosniff');
  expect(served.headers()['content-security-policy']).toBe("sandbox; default-src 'none'");
  expect(served.headers()['referrer-policy']).toBe('no-referrer');
  expect(Buffer.from(await served.body())).toEqual(svgFile());

  const unknown = await request.get(api.url(publicLogotipoPath('A'.repeat(43))));
  expect(unknown.status()).toBe(404);
  expect((await request.get(api.url(publicLogotipoPath('no-es-un-token')))).status()).toBe(404);

  const removed = await request.post(api.url(`${LOGOTIPO_API_PATH}/quitar`), {
    headers: goodAuth,
  });
  expect(removed.status()).toBe(200);
  expect(await kept()).toEqual({ logotipo: null, tipo: null });
  expect((await request.get(api.url(publicLogotipoPath(token)))).status()).toBe(404);

  expect((await upload(request, pngFile())).status()).toBe(200);
  const { quote, token: revocable } = await linked(request);
  expect((await request.get(api.url(publicLogotipoPath(revocable)))).status()).toBe(200);
  expect((await links.revoke(request, goodAuth, quote.id)).status()).toBe(200);
  const revoked = await request.get(api.url(publicLogotipoPath(revocable)));
  expect(revoked.status()).toBe(404);
  expect(await revoked.text()).not.toContain('PNG');
});

test('Condiciones are saved with Ajustes (trimmed, lines kept), audited, and the link shows them', async ({
  request,
}) => {
  const condiciones = '  Pago del 50 % al aceptar.\nEl resto, a la entrega.  ';
  const next: Ajustes = { ...DEMO_AJUSTES, condiciones };
  const saved = await request.post(api.url(apiPaths.ajustes), { headers: goodAuth, data: next });
  expect(saved.status(), await saved.text()).toBe(200);
  const trimmed = condiciones.trim();
  expect(((await saved.json()) as { data: Ajustes }).data.condiciones).toBe(trimmed);
  const entry = await api.db.query<{ changes: unknown }>(
    `SELECT changes FROM audit_log WHERE action = 'settings_update' ORDER BY id DESC LIMIT 1`,
  );
  expect(entry.rows[0]!.changes).toEqual([{ field: 'condiciones', from: '', to: trimmed }]);

  const token = (await linked(request)).token;
  expect((await links.opened(request, token)).negocio.condiciones).toBe(trimmed);

  const tooLong = await request.post(api.url(apiPaths.ajustes), {
    headers: goodAuth,
    data: { ...next, condiciones: 'x'.repeat(4001) },
  });
  expect(tooLong.status()).toBe(400);
  expect(((await tooLong.json()) as { error: string }).error).toBe(
    'condiciones must be a text of at most 4000 characters',
  );
});
