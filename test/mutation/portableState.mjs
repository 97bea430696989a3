// Stryker writes its incremental state (stryker-incremental.json, committed) with the clone's
// absolute path and, for each killed mutant, the stack trace of the failing test inside a sandbox
// whose name changes every run: each run would rewrite every line, and the file would name the
// machine it ran on. Once it is written (reporters wrap up after it), this reporter keeps of each
// reason its message, with paths relative to the clone. Stryker reads neither to reuse a result.
import { readFile, writeFile } from 'node:fs/promises';
import { cwd } from 'node:process';

const SANDBOX = /(?:[^\s()'"]*\/)?\.stryker-tmp\/sandbox-[^/]+\//g;

/** The failure's message without its stack, paths relative to `root`. */
export function portableReason(reason, root) {
  const message = reason
    .split('\n')
    .filter((line) => !/^\s+at /.test(line))
    .join('\n')
    .trimEnd();
  return message.replace(SANDBOX, '').replaceAll(`${root}/`, '').replaceAll(root, '.');
}

/**
 * The incremental report as it can be committed: no absolute path, no sandbox name, and not the
 * options of the run that wrote it (`--concurrency 1` on a busy machine, `--mutate` of one file):
 * Stryker reuses results by code and tests, never by options, so a run with others would
 * rewrite that block and nothing else.
 */
export function portableReport(report, root) {
  const files = Object.fromEntries(
    Object.entries(report.files).map(([name, file]) => [
      name,
      {
        ...file,
        mutants: file.mutants.map((mutant) =>
          mutant.statusReason === undefined
            ? mutant
            : { ...mutant, statusReason: portableReason(mutant.statusReason, root) },
        ),
      },
    ]),
  );
  const portable = { ...report, projectRoot: '.', files };
  delete portable.config;
  return portable;
}

class PortableStateReporter {
  static inject = ['options'];

  constructor(options) {
    this.options = options;
  }

  async wrapUp() {
    if (!this.options.incremental) return;
    const file = this.options.incrementalFile;
    const report = JSON.parse(await readFile(file, 'utf-8'));
    const portable = portableReport(report, cwd());
    await writeFile(file, `${JSON.stringify(portable, null, 2)}\n`, 'utf-8');
  }
}

// What @stryker-mutator/api's declareClassPlugin returns, written out: the API package is no
// dependency of this project.
export const strykerPlugins = [
  { kind: 'Reporter', name: 'portable-state', injectableClass: PortableStateReporter },
];
