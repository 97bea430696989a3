import { expect, test } from '@playwright/test';
import { builtApiDocument, type ApiDocument } from '../../scripts/api/builtApiDocument';
import { lintApiDocument } from '../../scripts/api/lintApiDocument';

// The API's document as integrators' tools read it: Redocly's recommended rules, with the
// repository's redocly.yaml (docs/api.md, "The document").
let document: ApiDocument;
test.beforeAll(async () => {
  test.setTimeout(90_000);
  document = await builtApiDocument();
});

test('the OpenAPI document passes redocly lint with no error and no warning', async () => {
  test.setTimeout(60_000);
  const result = await lintApiDocument(document);
  expect(result.problems).toEqual([]);
  expect({ errors: result.errors, warnings: result.warnings }).toEqual({ errors: 0, warnings: 0 });
});

test('the linter reports a document with no servers and an operation with no id, security, success or 4xx', async () => {
  test.setTimeout(60_000);
  const broken = structuredClone(document) as ApiDocument & { servers?: unknown };
  delete broken.servers;
  broken.paths['/api/broken'] = {
    get: { summary: 'Broken', responses: { 500: { description: 'Always fails' } } } as never,
  };
  const result = await lintApiDocument(broken);
  const rules = result.problems.map((problem) => problem.ruleId);
  expect(rules).toEqual(
    expect.arrayContaining([
      'no-empty-servers',
      'operation-operationId',
      'operation-2xx-response',
      'security-defined',
      'rule/operation-4xx-response-under-api',
    ]),
  );
  expect(result.errors).toBeGreaterThan(0);
});

test('every operation id follows docs/glossary.md, "Operation ids", and names one operation', () => {
  const ids = Object.values(document.paths).flatMap((operations) =>
    Object.values(operations).map((operation) => operation.operationId),
  );
  expect(ids.length).toBeGreaterThan(30);
  // A lower-case English verb, then capitalised words: getPresupuesto, updateTablaVasosV600L.
  for (const id of ids) expect(id).toMatch(/^[a-z]+(?:[A-Z][a-z0-9]*)+$/);
  expect(new Set(ids).size).toBe(ids.length);
});
