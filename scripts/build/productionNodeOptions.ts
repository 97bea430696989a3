// The Node options the API runs with in production, read from where they are set: package.json's
// `start:prod` (docs/server.md, "Memory"). What runs the built API elsewhere (the bench, the tests
// of the built server) runs it with these too, so what is measured and tested is what is deployed.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The Node options `npm run start:prod` runs the API with (package.json), so that the API measured
 * is the API deployed: `node <options> dist/server/main.js`.
 */
export async function productionNodeOptions(root: string): Promise<string[]> {
  const packageJson = JSON.parse(await readFile(join(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const [node, ...words] = packageJson.scripts['start:prod']!.split(/\s+/);
  const script = words.findIndex((word) => !word.startsWith('--'));
  if (node !== 'node' || words[script] !== 'dist/server/main.js') {
    throw new Error('start:prod is no longer `node [--options] dist/server/main.js`');
  }
  return words.slice(0, script);
}
