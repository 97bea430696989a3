import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { ARCHIVO_TIPOS, LOGOTIPO_TIPOS } from '../../contract';
import { API_TYPES_PATH, API_TYPES_SCRIPT, apiTypesOf } from '../../scripts/api/apiTypes';
import { builtApiDocument, type ApiDocument } from '../../scripts/api/builtApiDocument';
import { FileBytesAnswer } from '../../server/http/schemas/archivoSchemas';

// The dashboard's types of the API are generated from its document and committed
// (src/services/wire/apiTypes.generated.ts): they are the document's, or this fails.
let document: ApiDocument;
test.beforeAll(async () => {
  test.setTimeout(90_000);
  document = await builtApiDocument();
});

test('the committed API types are the ones the document generates', async () => {
  test.setTimeout(60_000);
  const committed = await readFile(API_TYPES_PATH, 'utf8');
  expect(
    await apiTypesOf(document),
    `src/services/wire/apiTypes.generated.ts no longer matches the API's document: run \`${API_TYPES_SCRIPT}\``,
  ).toBe(committed);
});

test('a change in the document shows in the generated types', async () => {
  test.setTimeout(60_000);
  const changed = structuredClone(document) as ApiDocument & {
    paths: Record<string, Record<string, { summary?: string }>>;
  };
  const operation = Object.values(changed.paths['/api/admin/ajustes']!).find(
    (candidate) => candidate.operationId === 'getAjustes',
  )!;
  operation.summary = 'Los ajustes, de otra manera';
  const types = await apiTypesOf(changed);
  expect(types).toContain('Los ajustes, de otra manera');
  expect(types).not.toBe(await apiTypesOf(document));
});

test('every download is one file answer in the document: binary bytes for each type its content is checked to be, a request’s files all four, the logo its images', () => {
  type Operation = {
    operationId?: string;
    responses?: Record<string, { content?: Record<string, { schema: unknown }> }>;
  };
  const operations = Object.values(document.paths).flatMap(
    (byMethod) => Object.values(byMethod) as Operation[],
  );
  const bytesOf = (operationId: string) =>
    operations.find((operation) => operation.operationId === operationId)?.responses?.['200']
      ?.content;
  const each = (tipos: readonly string[]) =>
    Object.fromEntries(
      tipos.map((tipo) => [tipo, { schema: { type: 'string', format: 'binary' } }]),
    );
  expect(bytesOf('getArchivo')).toEqual(each(ARCHIVO_TIPOS));
  expect(bytesOf('getPublicEnlaceBoceto')).toEqual(each(ARCHIVO_TIPOS));
  expect(bytesOf('getPublicLogotipo')).toEqual(each(LOGOTIPO_TIPOS));
  // The answer the routes share, as each of them declares it.
  expect(FileBytesAnswer('x', LOGOTIPO_TIPOS).content).toEqual(each(LOGOTIPO_TIPOS));
});
