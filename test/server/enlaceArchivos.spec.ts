import { expect, test } from '@playwright/test';
import { publicArchivoPaths } from '../../contract';
import { ARCHIVO_MAX_BYTES } from '../../contract';
import {
  corrupted,
  exeFile,
  htmlFile,
  jpegFile,
  pdfFile,
  pngFile,
  svgFile,
  truncated,
} from '../support/archivoFixtures';
import { goodAuth } from '../support/stack/fakeServerAuth';
import { startInProcessApi } from '../support/stack/inProcessApi';
import { auditCount } from './support/audit';
import { archivoCalls } from './support/archivoCalls';
import { enlaceArchivoCalls } from './support/enlaceArchivoCalls';
import { filesOf, linkedRequests } from './support/linkedRequests';
import { useOwnApi } from './support/ownApi';

// `Enviar logotipo` through the customer's link (docs/api.md, "The customer's link"): the files
// the customer sends, read from their content, within the limits, reaching only the request their
// token names. An API of this file's own, on the project's engine.
const api = useOwnApi({ auth: 'fake', app: { enlaceRateLimitPerMinute: 1000 } });
const staffFiles = archivoCalls(api);
const publicFiles = enlaceArchivoCalls(api);
const { linked, links } = linkedRequests(api);

test('the customer sends their logo through the link: staff see it under Archivos with its name, size and sender', async ({
  request,
}) => {
  const { taken, token } = await linked(request);
  expect(await filesOf(await publicFiles.list(request, token))).toEqual({
    archivos: [],
    quedan: 5,
    boceto: null,
  });
  const kinds = [
    ['logo peña.png', pngFile(), 'image/png'],
    ['logo.svg', svgFile(), 'image/svg+xml'],
    ['logo.pdf', pdfFile(), 'application/pdf'],
    ['foto.jpg', jpegFile(), 'image/jpeg'],
  ] as const;
  for (const [nombre, bytes] of kinds) {
    const sent = await publicFiles.upload(request, token, nombre, bytes);
    expect(sent.status(), await sent.text()).toBe(201);
  }
  const after = await filesOf(await publicFiles.list(request, token));
  expect(after.archivos).toEqual(
    kinds.map(([nombre, bytes, tipo]) => ({ nombre, tipo, size: bytes.length })),
  );
  expect(after.quedan).toBe(1);
  const list = await staffFiles.list(request, goodAuth, taken.id);
  expect(
    list.map((archivo) => [archivo.kind, archivo.nombre, archivo.size, archivo.sender]),
  ).toEqual(kinds.map(([nombre, bytes]) => ['cliente', nombre, bytes.length, 'cliente']));
  const download = await staffFiles.download(request, goodAuth, taken.id, list[0]!.id);
  expect(Buffer.compare(await download.body(), kinds[0][1])).toBe(0);
});

test('a file cut short, damaged, not what it says, over 10 MB, or a sixth is refused in Spanish and nothing is stored', async ({
  request,
}) => {
  const { taken, token } = await linked(request);
  const entries = await auditCount(api.db);
  const refusals: [string, Buffer, number, string | RegExp][] = [
    [
      'cortado.png',
      truncated(pngFile()),
      400,
      /^El archivo no es un PDF, PNG, JPEG ni SVG completo/,
    ],
    [
      'dañado.png',
      corrupted(pngFile()),
      400,
      /^El archivo no es un PDF, PNG, JPEG ni SVG completo/,
    ],
    [
      'cortado.pdf',
      truncated(pdfFile()),
      400,
      /^El archivo no es un PDF, PNG, JPEG ni SVG completo/,
    ],
    [
      'logo.pdf',
      pngFile(),
      400,
      'El archivo logo.pdf no es lo que dice ser: su contenido es un PNG, no un PDF. Nada se ha guardado.',
    ],
    [
      'grande.pdf',
      Buffer.concat([pdfFile(), Buffer.alloc(ARCHIVO_MAX_BYTES)]),
      413,
      'El archivo pasa de 10 MB: envía uno más pequeño.',
    ],
  ];
  for (const [nombre, bytes, status, message] of refusals) {
    const answer = await publicFiles.upload(request, token, nombre, bytes);
    expect(answer.status(), nombre).toBe(status);
    expect(((await answer.json()) as { error: string }).error, nombre).toMatch(message);
  }
  expect(await staffFiles.list(request, goodAuth, taken.id)).toEqual([]);
  expect(await auditCount(api.db)).toBe(entries);

  for (let n = 1; n <= 5; n++) {
    expect((await publicFiles.upload(request, token, `logo${n}.png`, pngFile())).status()).toBe(
      201,
    );
  }
  const sixth = await publicFiles.upload(request, token, 'logo6.png', pngFile());
  expect(sixth.status()).toBe(409);
  expect(await sixth.json()).toEqual({
    error: 'Esta petición ya tiene 5 archivos del cliente: no se admiten más.',
  });
  const list = await staffFiles.list(request, goodAuth, taken.id);
  expect(list.map((archivo) => archivo.nombre)).toEqual([1, 2, 3, 4, 5].map((n) => `logo${n}.png`));
  expect((await filesOf(await publicFiles.list(request, token))).quedan).toBe(0);
});

test('a file whose content is not what its name says is refused naming what was found, and nothing is stored', async ({
  request,
}) => {
  const { taken, token } = await linked(request);
  const entries = await auditCount(api.db);
  const refusals: [string, Buffer, string][] = [
    [
      'logo.png',
      pdfFile(),
      'El archivo logo.png no es lo que dice ser: su contenido es un PDF, no un PNG. Nada se ha guardado.',
    ],
    [
      'logo.svg',
      htmlFile(),
      'El archivo logo.svg no es lo que dice ser: su contenido es una página web (HTML), no un SVG. Nada se ha guardado.',
    ],
    [
      'logo.png',
      exeFile(),
      'El archivo logo.png no es lo que dice ser: su contenido es un programa (EXE), no un PNG. Nada se ha guardado.',
    ],
    [
      'logo.exe',
      exeFile(),
      'El archivo logo.exe no es un PDF, PNG, JPEG ni SVG: su contenido es un programa (EXE). Nada se ha guardado.',
    ],
  ];
  for (const [nombre, bytes, message] of refusals) {
    const answer = await publicFiles.upload(request, token, nombre, bytes);
    expect(answer.status(), nombre).toBe(400);
    // Said in Spanish, and the answer says so: the page shows it as it comes.
    expect(answer.headers()['content-language'], nombre).toBe('es');
    expect(await answer.json(), nombre).toEqual({ error: message });
  }
  expect(await staffFiles.list(request, goodAuth, taken.id)).toEqual([]);
  expect((await filesOf(await publicFiles.list(request, token))).quedan).toBe(5);
  expect(await auditCount(api.db)).toBe(entries);
});

test('another request’s token and ids reveal and change nothing; a revoked or unknown link nothing at all', async ({
  request,
}) => {
  const mine = await linked(request);
  const other = await linked(request);
  expect((await publicFiles.upload(request, other.token, 'suyo.png', pngFile())).status()).toBe(
    201,
  );
  expect(
    (await staffFiles.upload(request, goodAuth, other.taken.id, 'boceto.png', pngFile())).status(),
  ).toBe(201);

  // My link shows none of theirs, and my upload lands on my request alone.
  expect(await filesOf(await publicFiles.list(request, mine.token))).toEqual({
    archivos: [],
    quedan: 5,
    boceto: null,
  });
  expect((await publicFiles.boceto(request, mine.token, 1)).status()).toBe(404);
  expect((await publicFiles.upload(request, mine.token, 'mio.png', pngFile())).status()).toBe(201);
  const theirs = await staffFiles.list(request, goodAuth, other.taken.id);
  expect(theirs.map((archivo) => archivo.nombre)).toEqual(['suyo.png', 'boceto.png']);
  // Their proof's version through my token approves nothing, and an id in the path names nothing.
  const approve = await publicFiles.aprobar(request, mine.token, { nombre: 'Ana', version: 1 });
  expect(approve.status()).toBe(404);
  const withId = await request.get(
    api.url(`${publicArchivoPaths.archivos(mine.token)}/${theirs[0]!.id}`),
  );
  expect(withId.status()).toBe(404);
  expect((await staffFiles.list(request, goodAuth, other.taken.id))[1]!.aprobadoAt).toBeNull();

  // Revoked: every call answers 410 with the business alone; an unknown token 404.
  await links.revoke(request, goodAuth, mine.quote.id);
  for (const answer of [
    await publicFiles.list(request, mine.token),
    await publicFiles.upload(request, mine.token, 'otro.png', pngFile()),
    await publicFiles.boceto(request, mine.token, 1),
  ]) {
    expect(answer.status()).toBe(410);
    expect(Object.keys((await answer.json()) as object).sort()).toEqual(['error', 'negocio']);
  }
  expect((await publicFiles.list(request, 'D'.repeat(43))).status()).toBe(404);
  expect((await publicFiles.upload(request, 'no', 'x.png', pngFile())).status()).toBe(404);
  expect((await staffFiles.list(request, goodAuth, mine.taken.id)).map((a) => a.nombre)).toEqual([
    'mio.png',
  ]);
});

test('the files’ calls count under the link’s limit per client address', async ({ request }) => {
  const limited = await startInProcessApi({ app: { enlaceRateLimitPerMinute: 3 } });
  try {
    const token = 'E'.repeat(43);
    const statuses = [
      (await request.get(limited.url(publicArchivoPaths.archivos(token)))).status(),
      (await request.get(limited.url(publicArchivoPaths.boceto(token, 1)))).status(),
      (
        await request.post(limited.url(publicArchivoPaths.aprobar(token)), {
          data: { nombre: 'Ana', version: 1 },
        })
      ).status(),
      (await request.get(limited.url(publicArchivoPaths.archivos(token)))).status(),
      (await request.post(limited.url(publicArchivoPaths.cambios(token)), { data: {} })).status(),
    ];
    expect(statuses).toEqual([404, 404, 404, 429, 429]);
  } finally {
    await limited.close();
  }
});
