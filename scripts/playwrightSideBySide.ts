// `npm run test:e2e`: Playwright's projects as two runs side by side, each with a stack of its own
// (globalSetup starts one per run, on free ports, with its own databases), so nothing they change
// meets. One run holds the server projects, whose tests wait on the API; the other the browser
// projects, whose tests wait on Chromium's pages. In one run, with one worker (the projects share
// a stack: playwright.config.ts), either waits while a core idles; side by side, the suite takes
// about the longer half. Arguments (a file, a --grep) are passed to both runs; a half that has no
// test for them is no failure.
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { createInterface } from 'node:readline';
import config from '../playwright.config';

const projects = (config.projects ?? []).map((project) => project.name ?? '');
const serverProjects = projects.filter((name) => name.startsWith('server'));
const browserProjects = projects.filter((name) => !name.startsWith('server'));
const extraArgs = process.argv.slice(2);
const playwrightCli = createRequire(import.meta.url).resolve('@playwright/test/cli');

type Half = { label: string; projects: string[] };
const halves: Half[] = [
  { label: 'server', projects: serverProjects },
  { label: 'browser', projects: browserProjects },
].filter((half) => half.projects.length > 0);

const children: ChildProcess[] = [];

/** Runs one half, each of its lines prefixed with its label; resolves to its exit code. */
function runHalf(half: Half): Promise<number> {
  const args = [
    playwrightCli,
    'test',
    ...half.projects.map((name) => `--project=${name}`),
    // Each run writes its failures' traces and screenshots apart.
    `--output=test-results/${half.label}`,
    '--pass-with-no-tests',
    ...extraArgs,
  ];
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => console.log(`[${half.label}] ${line}`));
  }
  return new Promise((resolve) => {
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

// Ctrl-C or CI's stop reaches both runs, whose teardown stops their stacks.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => children.forEach((child) => child.kill(signal)));
}

const started = Date.now();
const codes = await Promise.all(halves.map(runHalf));
const failed = halves.filter((_, index) => codes[index] !== 0).map((half) => half.label);
const minutes = ((Date.now() - started) / 60_000).toFixed(1);
console.log(
  failed.length
    ? `Playwright: the ${failed.join(' and ')} run failed (${minutes} min)`
    : `Playwright: both runs passed (${minutes} min)`,
);
process.exit(failed.length ? 1 : 0);
