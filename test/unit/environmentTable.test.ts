import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

// docs/environment.md's table against the code: a variable the code reads and the table lacks, or
// one the table lists and nothing reads, fails. The scan is regular expressions over the files
// (comments included: a comment that spells out `process.env.X` counts as reading X). It knows:
//  - `process.env.X`, `process.env['X']`, `env.X`, `env['X']` (any `env`: a ProcessEnv parameter,
//    `import.meta.env` or an alias of it, Vite's env), unless the line assigns to it (`= …`);
//  - destructuring, `const { X, Y: y } = process.env` (or `= env`, `= import.meta.env`);
//  - a helper given the env and the name, `integer(env, 'X', …)`;
//  - names kept in constants, `const …ENV_NAMES = { key: 'X' }`;
//  - in `.ci/run`, `${X…}` and `$X`.
// Vite's own flags (`import.meta.env.DEV`…) are not variables of the environment. A computed read
// (`process.env[name]`) passes only in a file whose names one of the last two forms gives.
const ROOT = path.resolve(__dirname, '../..');
const SCANNED = [
  'src',
  'server',
  'scripts',
  'bench',
  'test/support',
  'test/e2e/support',
  'playwright.config.ts',
  'vite.config.ts',
  'jest.config.ts',
];
const SHELL_SCRIPTS = ['.ci/run'];
const TABLE = 'docs/environment.md';
const VITE_FLAGS = new Set(['DEV', 'PROD', 'MODE', 'BASE_URL', 'SSR']);

const NAME = '([A-Z][A-Z0-9_]*)';
const NOT_ASSIGNED = '(?!\\s*=(?!=))';
const DIRECT_READS = [
  new RegExp(`\\benv\\.${NAME}\\b${NOT_ASSIGNED}`, 'g'),
  new RegExp(`\\benv\\[\\s*['"]${NAME}['"]\\s*\\]${NOT_ASSIGNED}`, 'g'),
  new RegExp(`\\(\\s*env\\s*,\\s*['"]${NAME}['"]`, 'g'),
];
const DESTRUCTURING = /\{([^{}]*)\}\s*=\s*(?:process\.env|import\.meta\.env|env)\b/g;
const NAME_CONSTANTS = /\b[A-Z_]*ENV_NAMES\s*=\s*\{([^{}]*)\}/g;
const COMPUTED_READ = /\benv\[\s*(?!['"\s])([^\]]*)/g;
const SHELL_READ = new RegExp(`\\$\\{?${NAME}`, 'g');

type Scan = { names: Set<string>; unfollowed: boolean };

function scanCode(source: string): Scan {
  const names = new Set<string>();
  for (const pattern of DIRECT_READS) {
    for (const [, name] of source.matchAll(pattern)) names.add(name!);
  }
  for (const [, keys] of source.matchAll(DESTRUCTURING)) {
    for (const key of keys!.split(',')) {
      const name = key.split(/[:=]/)[0]!.trim();
      if (/^[A-Z][A-Z0-9_]*$/.test(name)) names.add(name);
    }
  }
  let named = false;
  for (const [, body] of source.matchAll(NAME_CONSTANTS)) {
    for (const [, name] of body!.matchAll(new RegExp(`['"]${NAME}['"]`, 'g'))) names.add(name!);
    named = true;
  }
  named ||= /\(\s*env\s*,\s*['"]/.test(source);
  // A computed name the scan cannot follow, unless the index itself is such a constant.
  const computed = [...source.matchAll(COMPUTED_READ)].filter(
    ([, index]) => !/ENV_NAMES/.test(index!),
  );
  for (const flag of VITE_FLAGS) names.delete(flag);
  return { names, unfollowed: computed.length > 0 && !named };
}

function scanShell(source: string): Set<string> {
  return new Set([...source.matchAll(SHELL_READ)].map(([, name]) => name!));
}

function codeFiles(relative: string): string[] {
  const full = path.join(ROOT, relative);
  if (statSync(full).isDirectory())
    return readdirSync(full).flatMap((name) => codeFiles(path.join(relative, name)));
  return /\.(ts|tsx|js|mjs|cjs)$/.test(relative) ? [relative] : [];
}

/** Every variable read, with the files that read it; and the files with a read it cannot follow. */
function readsInCode() {
  const readers = new Map<string, string[]>();
  const unfollowed: string[] = [];
  const note = (file: string, names: Iterable<string>) => {
    for (const name of names) readers.set(name, [...(readers.get(name) ?? []), file]);
  };
  for (const file of SCANNED.flatMap(codeFiles)) {
    const scan = scanCode(readFileSync(path.join(ROOT, file), 'utf8'));
    note(file, scan.names);
    if (scan.unfollowed) unfollowed.push(file);
  }
  for (const file of SHELL_SCRIPTS)
    note(file, scanShell(readFileSync(path.join(ROOT, file), 'utf8')));
  return { readers, unfollowed };
}

type Row = { names: string[]; readBy: string };

/** The table's rows: the backquoted names of the first cell, and the "Read by" cell. */
function tableRows(): Row[] {
  return readFileSync(path.join(ROOT, TABLE), 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .map((line) => line.split('|').map((cell) => cell.trim()))
    .map((cells) => ({
      names: [...cells[1]!.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map(([, name]) => name!),
      readBy: cells[2]!,
    }))
    .filter((row) => row.names.length > 0);
}

test('the scan finds each form of read it names, and no assignment or Vite flag', () => {
  const code = [
    "process.env.ALPHA; process.env['BRAVO']; options.env.CHARLIE;",
    'const x = import.meta.env.VITE_DELTA; const env = import.meta.env; env.DEV;',
    "const { ECHO, FOXTROT: f = '1', ...rest } = process.env;",
    "integer(env, 'GOLF', 10, 1); const MY_ENV_NAMES = { a: 'HOTEL' } as const;",
    "process.env.INDIA = 'x'; env.JULIET = 'y'; if (process.env.KILO === '1') {}",
    "process.env.NODE_ENV ??= 'production';",
  ].join('\n');
  expect([...scanCode(code).names].sort()).toEqual([
    'ALPHA',
    'BRAVO',
    'CHARLIE',
    'ECHO',
    'FOXTROT',
    'GOLF',
    'HOTEL',
    'KILO',
    'NODE_ENV',
    'VITE_DELTA',
  ]);
  expect(scanCode(code).unfollowed).toBe(false);
  expect(scanCode('const value = process.env[name];').unfollowed).toBe(true);
  expect(scanCode('process.env[POSTGRES_ENV_NAMES.api]').unfollowed).toBe(false);
  expect([...scanShell('if [ -z "${LIMA:-}" ]; then echo $MIKE; fi\nexport NOVEMBER=1\n')]).toEqual(
    ['LIMA', 'MIKE'],
  );
});

test('docs/environment.md lists every variable the code reads, once, and only those', () => {
  const { readers, unfollowed } = readsInCode();
  const rows = tableRows();
  const listed = rows.flatMap((row) => row.names);

  expect({ filesWithComputedReads: unfollowed }).toEqual({ filesWithComputedReads: [] });
  const twice = listed.filter((name, i) => listed.indexOf(name) !== i);
  expect({ listedTwice: twice }).toEqual({ listedTwice: [] });
  const missing = Object.fromEntries([...readers].filter(([name]) => !listed.includes(name)));
  expect({ readButNotListed: missing }).toEqual({ readButNotListed: {} });
  // A row read only by a package (its "Read by" starts with "package") is beyond the scan.
  const unread = rows
    .filter((row) => !row.readBy.startsWith('package'))
    .flatMap((row) => row.names)
    .filter((name) => !readers.has(name));
  expect({ listedButReadNowhere: unread }).toEqual({ listedButReadNowhere: [] });
  // The scan reaches what the table promises it does: the code, the build's and the CI's reads.
  expect(readers.get('DATA_DIR')).toContain('server/dataDir.ts');
  expect(readers.get('VITE_API_URL')).toContain('src/services/config.ts');
  expect(readers.get('CHROMIUM_PATH')).toContain('.ci/run');
});
