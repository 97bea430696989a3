// An ESLint rule: no import cycle among the files under a folder, type-only imports counted.
// import-x/no-cycle leaves type-only imports out (they are erased at run time) and has no option to
// count them; but a cycle through types still ties every module on it to the others (the store's
// types once reached 25 files through the features' barrels), so the dashboard counts them.
// Dynamic `import()` counts too. Each file's imports are read with TypeScript's preProcessFile
// (no type checking) and kept while the file is unchanged on disk.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** What an import specifier may leave out: the extension, or `/index` with it. */
const SUFFIXES = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];
const CODE = /\.tsx?$/;

/** @type {Map<string, { mtimeMs: number; imports: Import[] }>} */
const onDisk = new Map();

/** @typedef {{ target: string; specifier: string; pos: number }} Import */

function isFile(file) {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** The code file a relative specifier names, or undefined (packages, styles, missing files). */
function resolveImport(from, specifier) {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), specifier);
  const file = SUFFIXES.map((suffix) => base + suffix).find(isFile);
  return file && CODE.test(file) ? file : undefined;
}

/** @returns {Import[]} the imports of `file` whose text is `text`, static, type-only and dynamic. */
function importsIn(file, text) {
  return ts.preProcessFile(text, true, true).importedFiles.flatMap((reference) => {
    const target = resolveImport(file, reference.fileName);
    return target ? [{ target, specifier: reference.fileName, pos: reference.pos }] : [];
  });
}

function importsOnDisk(file) {
  const { mtimeMs } = statSync(file);
  const known = onDisk.get(file);
  if (known?.mtimeMs === mtimeMs) return known.imports;
  const imports = importsIn(file, readFileSync(file, 'utf8'));
  onDisk.set(file, { mtimeMs, imports });
  return imports;
}

/**
 * The shortest chain of imports from `start` back to `file`, staying under `root`: the files on
 * it after `start`, or undefined when there is none.
 */
function pathBack(start, file, root) {
  const cameFrom = new Map([[start, undefined]]);
  const queue = [start];
  while (queue.length > 0) {
    const current = queue.shift();
    for (const { target } of importsOnDisk(current)) {
      if (target === file) {
        const chain = [];
        for (let step = current; step !== undefined; step = cameFrom.get(step)) chain.unshift(step);
        return chain;
      }
      if (cameFrom.has(target) || !target.startsWith(root)) continue;
      cameFrom.set(target, current);
      queue.push(target);
    }
  }
  return undefined;
}

/** @type {import('eslint').Rule.RuleModule} */
export const importCycles = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles, type-only and dynamic imports included.' },
    schema: [
      {
        type: 'object',
        properties: { root: { type: 'string' } },
        required: ['root'],
        additionalProperties: false,
      },
    ],
    messages: { cycle: 'Import cycle (type-only imports count): {{chain}}' },
  },
  create(context) {
    const root = path.resolve(context.options[0].root) + path.sep;
    const file = context.physicalFilename;
    if (!file.startsWith(root)) return {};
    return {
      Program() {
        const { sourceCode } = context;
        // The file as the editor holds it; every other file as it is on disk.
        for (const { target, specifier, pos } of importsIn(file, sourceCode.text)) {
          if (!target.startsWith(root)) continue;
          const chain = target === file ? [] : pathBack(target, file, root);
          if (!chain) continue;
          const names = [file, ...chain, file].map((step) => path.relative(root, step));
          context.report({
            loc: sourceCode.getLocFromIndex(pos),
            messageId: 'cycle',
            data: { chain: `${specifier}: ${names.join(' → ')}` },
          });
        }
      },
    };
  },
};
