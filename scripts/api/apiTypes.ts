// The TypeScript types of the API's document, generated with openapi-typescript and formatted as the
// repository formats code: the dashboard reads the answers' types from the committed file, and
// test/server/apiTypes.spec.ts fails when it no longer matches the document.
import { resolve } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import * as prettier from 'prettier';

export const API_TYPES_PATH = resolve(
  import.meta.dirname,
  '../../src/services/wire/apiTypes.generated.ts',
);

/** The npm script that writes the file again. */
export const API_TYPES_SCRIPT = 'npm run api:types';

const HEADER =
  `// Generated from GET /api/openapi.json by \`${API_TYPES_SCRIPT}\` (scripts/api/writeApiTypes.ts):\n` +
  '// never edited by hand. docs/decisions.md, "One source per wire shape".\n';

export async function apiTypesOf(document: unknown): Promise<string> {
  const ast = await openapiTS(document as Parameters<typeof openapiTS>[0]);
  const source = HEADER + astToString(ast);
  const options = await prettier.resolveConfig(API_TYPES_PATH);
  return prettier.format(source, { ...options, filepath: API_TYPES_PATH });
}
