// The Node options and the environment the API runs with in production, read from where they are
// set: package.json's `start:prod` (docs/server.md, "Memory"). What runs the built API elsewhere
// (the bench, the tests of the built server) runs it with these too, so what is measured and tested
// is what is deployed.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** `NAME=value`, as a shell sets a variable for the command that follows. */
const ASSIGNMENT = /^([A-Z_][A-Z0-9_]*)=(\S*)$/;

type ProductionStart = { environment: Record<string, string>; nodeOptions: string[] };

/** `start:prod` as `[NAME=value…] node [--options] dist/server/main.js`, taken apart. */
async function productionStart(root: string): Promise<ProductionStart> {
  const packageJson = JSON.parse(await readFile(join(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const words = packageJson.scripts['start:prod']!.split(/\s+/);
  const environment: Record<string, string> = {};
  let match: RegExpExecArray | null;
  while (words.length > 0 && (match = ASSIGNMENT.exec(words[0]!))) {
    environment[match[1]!] = match[2]!;
    words.shift();
  }
  const [node, ...rest] = words;
  const script = rest.findIndex((word) => !word.startsWith('--'));
  if (node !== 'node' || rest[script] !== 'dist/server/main.js') {
    throw new Error('start:prod is no longer `[NAME=value…] node [--options] dist/server/main.js`');
  }
  return { environment, nodeOptions: rest.slice(0, script) };
}

/**
 * The Node options `npm run start:prod` runs the API with (package.json), so that the API measured
 * is the API deployed: `node <options> dist/server/main.js`.
 */
export async function productionNodeOptions(root: string): Promise<string[]> {
  return (await productionStart(root)).nodeOptions;
}

/** The variables `npm run start:prod` sets for the API's process (the C library's, not the app's). */
export async function productionEnvironment(root: string): Promise<Record<string, string>> {
  return (await productionStart(root)).environment;
}
