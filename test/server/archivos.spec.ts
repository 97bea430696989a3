import { expect, test } from '@playwright/test';
import { apiPaths, ARCHIVO_MAX_BYTES } from '../../contract';
import { storeCustomerFile } from '../../server/db/archivos/storeArchivos';
import { databaseFileStore } from '../../server/archivos/fileStore';
import {
  corrupted,
  jpegFile,
  pdfFile,
  pngFile,
  svgFile,
  truncated,
} from '../support/archivoFixtures';
import { goodAuth } from '../support/stack/fakeServerAuth';
import { auditCount } from './support/audit';
import { archivoCalls } from './support/archivoCalls';
import { useOwnApi } from './support/ownApi';
import { peticionesAsignadasCalls } from './support/peticionesAsignadasCalls';

// A request's files for staff (docs/api.md, "Files"): types read from the content, whole files
// only, the limits, and how a file is served. An API of this file's own, on the project's engine.
const api = useOwnApi({ auth: 'fake' });
const files = archivoCalls(api);
const board = peticionesAsignadasCalls(api);

test('each kind is read from its content and kept as a new version of the proof, served as checked with nosniff, as a download under a sandbox', async ({
  request,
}) => {
  const { id } = await board.takeOne(request, goodAuth);
  const kinds = [
    ['boceto.pdf', pdfFile(), 'application/pdf'],
    ['boceto.png', pngFile(), 'image/png'],
    ['boceto.jpeg', jpegFile(), 'image/jpeg'],
    ['logo peña.svg', svgFile(), 'image/svg+xml'],
    // No extension: the content alone says what it is.
    ['boceto', pngFile([0, 0, 255]), 'image/png'],
  ] as const;
  for (const [index, [nombre, bytes, tipo]] of kinds.entries()) {
    const answer = await files.upload(request, goodAuth, id, nombre, bytes);
    expect(answer.status(), await answer.text()).toBe(201);
    const { data } = (await answer.json()) as { data: Record<string, unknown> };
    expect(data).toMatchObject({
      peticionId: id,
      kind: 'boceto',
      version: index + 1,
      nombre,
      tipo,
      size: bytes.length,
      sender: 'staff@vasos.test',
      aprobadoAt: null,
    });
  }
  const list = await files.list(request, goodAuth, id);
  expect(list.map((archivo) => archivo.version)).toEqual([1, 2, 3, 4, 5]);
  for (const [index, archivo] of list.entries()) {
    const answer = await files.download(request, goodAuth, id, archivo.id);
    expect(answer.status()).toBe(200);
    expect(Buffer.compare(await answer.body(), kinds[index]![1])).toBe(0);
    const headers = answer.headers();
    expect(headers['content-type']).toBe(kinds[index]![2]);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['content-disposition']).toMatch(/^attachment; /);
    expect(headers['content-security-policy']).toMatch(/^sandbox/);
  }
  const svg = await files.download(request, goodAuth, id, list[3]!.id);
  expect(svg.headers()['content-disposition']).toBe(
    `attachment; filename="logo pe_a.svg"; filename*=UTF-8''logo%20pe%C3%B1a.svg`,
  );
});

test('a file that is not what its name says, cut short or damaged is refused whole, in Spanish, and nothing is stored', async ({
  request,
}) => {
  const { id } = await board.takeOne(request, goodAuth);
  const stored = await files.upload(request, goodAuth, id, 'v1.png', pngFile());
  expect(stored.status()).toBe(201);
  const before = await files.list(request, goodAuth, id);
  const entries = await auditCount(api.db);
  const refusals: [string, Buffer, string | RegExp][] = [
    [
      'logo.pdf',
      pngFile(),
      'El archivo logo.pdf no es lo que dice ser: su contenido es un PNG, no un PDF. Nada se ha guardado.',
    ],
    [
      'logo.exe',
      pngFile(),
      /^El archivo logo\.exe no es lo que dice ser: su contenido es un PNG\./,
    ],
    [
      'logo.png',
      Buffer.from('MZ not an image at all'),
      /^El archivo no es un PDF, PNG, JPEG ni SVG completo/,
    ],
    ['cortado.png', truncated(pngFile()), /^El archivo no es un PDF, PNG, JPEG ni SVG completo/],
    ['dañado.png', corrupted(pngFile()), /^El archivo no es un PDF, PNG, JPEG ni SVG completo/],
    ['cortado.pdf', truncated(pdfFile()), /^El archivo no es un PDF, PNG, JPEG ni SVG completo/],
    ['cortado.jpg', truncated(jpegFile()), /^El archivo no es un PDF, PNG, JPEG ni SVG completo/],
    ['cortado.svg', truncated(svgFile()), /^El archivo no es un PDF, PNG, JPEG ni SVG completo/],
    [
      'cabecera.pdf',
      corrupted(pdfFile(), 1),
      /^El archivo no es un PDF, PNG, JPEG ni SVG completo/,
    ],
    ['vacio.png', Buffer.alloc(0), 'El archivo está vacío.'],
  ];
  for (const [nombre, bytes, message] of refusals) {
    const answer = await files.upload(request, goodAuth, id, nombre, bytes);
    expect(answer.status(), nombre).toBe(400);
    expect(((await answer.json()) as { error: string }).error, nombre).toMatch(message);
  }
  expect(await files.list(request, goodAuth, id)).toEqual(before);
  expect(await auditCount(api.db)).toBe(entries);
});

test('a file over 10 MB is refused with its message before it is read; one of exactly 10 MB passes the limit', async ({
  request,
}) => {
  const { id } = await board.takeOne(request, goodAuth);
  const over = Buffer.concat([pdfFile(), Buffer.alloc(ARCHIVO_MAX_BYTES)]);
  const refused = await files.upload(request, goodAuth, id, 'grande.pdf', over);
  expect(refused.status()).toBe(413);
  expect(await refused.json()).toEqual({
    error: 'El archivo pasa de 10 MB: envía uno más pequeño.',
  });
  // Exactly at the limit: a PDF padded with a comment before its end, so still whole.
  const pdf = pdfFile().toString('latin1');
  const cut = pdf.indexOf('xref');
  const padding = '%' + ' '.repeat(ARCHIVO_MAX_BYTES - pdf.length - 2) + '\n';
  const exact = Buffer.from(pdf.slice(0, cut) + padding + pdf.slice(cut), 'latin1');
  expect(exact.length).toBe(ARCHIVO_MAX_BYTES);
  const accepted = await files.upload(request, goodAuth, id, 'justo.pdf', exact);
  expect(accepted.status(), await accepted.text()).toBe(201);
  expect(await files.list(request, goodAuth, id)).toHaveLength(1);
});

test('the customer may send five files for a request: a sixth is refused with its message and not stored', async ({
  request,
}) => {
  const { id } = await board.takeOne(request, goodAuth);
  const store = { db: api.db, files: databaseFileStore };
  for (let n = 1; n <= 5; n++) {
    const result = await storeCustomerFile(store, id, { nombre: `logo${n}.png`, bytes: pngFile() });
    expect(result.outcome).toBe('stored');
  }
  const sixth = await storeCustomerFile(store, id, { nombre: 'logo6.png', bytes: pngFile() });
  expect(sixth).toEqual({
    outcome: 'refused',
    message: 'Esta petición ya tiene 5 archivos del cliente: no se admiten más.',
  });
  const wrong = await storeCustomerFile(store, id, {
    nombre: 'x.png',
    bytes: truncated(pngFile()),
  });
  expect(wrong.outcome).toBe('refused');
  const list = await files.list(request, goodAuth, id);
  expect(list.map((archivo) => [archivo.kind, archivo.nombre, archivo.sender])).toEqual(
    [1, 2, 3, 4, 5].map((n) => ['cliente', `logo${n}.png`, 'cliente']),
  );
  // Staff's proofs are counted apart.
  expect((await files.upload(request, goodAuth, id, 'boceto.png', pngFile())).status()).toBe(201);
});

test('a file is reached only through its own request, and only with a staff token', async ({
  request,
}) => {
  const one = await board.takeOne(request, goodAuth);
  const other = await board.takeOne(request, goodAuth);
  const answer = await files.upload(request, goodAuth, one.id, 'a.png', pngFile());
  const { data } = (await answer.json()) as { data: { id: number } };
  expect((await files.download(request, goodAuth, other.id, data.id)).status()).toBe(404);
  expect((await files.download(request, goodAuth, one.id, data.id + 1000)).status()).toBe(404);
  expect((await files.download(request, {}, one.id, data.id)).status()).toBe(401);
  expect((await request.get(api.url(apiPaths.archivos(one.id)))).status()).toBe(401);
  expect((await files.upload(request, {}, one.id, 'a.png', pngFile())).status()).toBe(401);
  expect(
    (await request.get(api.url(apiPaths.archivos(999999)), { headers: goodAuth })).status(),
  ).toBe(404);
});
