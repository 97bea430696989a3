// Lints an OpenAPI document with Redocly's CLI and the repository's redocly.yaml, as an integrator's
// tools would: the document is written to a file of its own and the CLI run on it.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const REDOCLY_CLI = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');
export const LINT_CONFIG_PATH = resolve(import.meta.dirname, '../../redocly.yaml');

export type LintProblem = {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  where: string;
};
export type LintResult = { errors: number; warnings: number; problems: LintProblem[] };

type JsonReport = {
  totals: { errors: number; warnings: number; ignored: number };
  problems: {
    ruleId: string;
    severity: 'error' | 'warn';
    message: string;
    location: { pointer: string }[];
  }[];
};

export async function lintApiDocument(document: unknown): Promise<LintResult> {
  const dir = await mkdtemp(join(tmpdir(), 'vasos-openapi-'));
  try {
    const file = join(dir, 'openapi.json');
    await writeFile(file, JSON.stringify(document, null, 2));
    const args = [REDOCLY_CLI, 'lint', file, `--config=${LINT_CONFIG_PATH}`, '--format=json'];
    // It exits 1 when it finds errors: the report is read either way.
    const { stdout } = await run(process.execPath, args, {
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      maxBuffer: 16 * 1024 * 1024,
    }).catch((failure: { stdout?: string; stderr?: string }) => {
      if (!failure.stdout) throw new Error(`redocly lint did not report: ${failure.stderr}`);
      return { stdout: failure.stdout };
    });
    const report = JSON.parse(stdout) as JsonReport;
    return {
      errors: report.totals.errors,
      warnings: report.totals.warnings,
      problems: report.problems.map((problem) => ({
        ruleId: problem.ruleId,
        severity: problem.severity,
        message: problem.message,
        where: problem.location.map((place) => place.pointer).join(' '),
      })),
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
