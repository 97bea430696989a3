// `npm run bench`: performance figures of the production build against the reference server on
// this machine. Runs the steps below in order, prints their figures as a table and writes
// bench/results.json. See bench/README.md (how each figure is measured, and how to add a step).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { ROOT, startStack } from '../scripts/stack';
import { launchBrowser } from './browser';
import { createHolder } from './holder';
import { enlaceOwnScripts, enlaceScripts, gzipSizes } from './measures/bundle';
import { markdownTable, writeResults } from './report';
import { RUNS } from './runs';
import { seedBenchDatabase } from './seed/seedDatabase';
import type { Figure } from './stats';
import { apiStep } from './steps/api';
import { tableroStep } from './steps/tablero';
import { mobileEnlaceStep } from './steps/enlace';
import { bundleStep } from './steps/bundle';
import { keystrokeStep, rowsRenderedStep } from './steps/keystrokes';
import { liveStep } from './steps/live';
import { findStep, queueStep } from './steps/peticiones';
import { presupuestoKeystrokeStep } from './steps/presupuesto';
import { saveStep } from './steps/save';
import { searchStep } from './steps/search';
import { informesStep } from './steps/informes';
import { mobileSignInStep, signInFirstPaintStep } from './steps/signIn';
import { spreadsheetStep } from './steps/spreadsheet';
import { presupuestoPdfStep } from './steps/presupuestoPdf';
import { mixedLoadStep } from './steps/mixedLoad';
import { startupStep } from './steps/startup';
import type { Step } from './steps/step';

// BENCH_STARTUP=0: leave out the `npm start` figure.
const withStartup = process.env.BENCH_STARTUP !== '0';

/** Run in this order; the table lists their figures in the same order. */
const ALL_STEPS: Step[] = [
  bundleStep,
  signInFirstPaintStep,
  mobileSignInStep,
  mobileEnlaceStep,
  queueStep,
  findStep,
  searchStep,
  informesStep,
  liveStep,
  tableroStep,
  keystrokeStep,
  rowsRenderedStep,
  presupuestoKeystrokeStep,
  spreadsheetStep,
  saveStep,
  apiStep,
  presupuestoPdfStep,
  mixedLoadStep,
  ...(withStartup ? [startupStep] : []),
];

// BENCH_ONLY=queue,keystroke: only the steps so named, to follow one figure through a change. Such
// a run leaves bench/results.json as it was: that file holds whole runs only.
const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
const unknown = only?.filter((name) => !ALL_STEPS.some((step) => step.name === name));
if (unknown?.length) {
  throw new Error(
    `BENCH_ONLY: no step ${unknown.join(', ')}; the steps: ${ALL_STEPS.map((s) => s.name).join(', ')}`,
  );
}
const STEPS = only ? ALL_STEPS.filter((step) => only.includes(step.name)) : ALL_STEPS;

const log = (message: string) => console.log(`[bench] ${message}`);

// Once the stack is stopped for a step that wants the machine to itself, it is not started again.
const firstAlone = STEPS.findIndex((step) => step.uses === 'machine');
if (firstAlone >= 0 && STEPS.slice(firstAlone).some((step) => step.uses !== 'machine')) {
  throw new Error("STEPS: the steps that use: 'machine' come last");
}
const lastWithBrowser = STEPS.findLastIndex((step) => step.uses === 'browser');

// --- Everything started here is stopped on the way out, whatever the way out is. ---
const holder = createHolder();
let workDir: string | undefined;

async function cleanUp() {
  await holder.stopAll();
  if (workDir) await rm(workDir, { recursive: true, force: true });
  workDir = undefined;
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping everything the bench started…`);
    void cleanUp().finally(() => process.exit(130));
  });
}
// Last resort if the process exits without the async clean-up (e.g. process.exit elsewhere).
process.on('exit', () => holder.killAll());

// Kept outside main(): after a failure, the figures measured so far are still printed.
const figures: Figure[] = [];
const details: Record<string, unknown> = {};

async function main() {
  workDir = await mkdtemp(join(tmpdir(), 'vasos-bench-'));
  const outDir = join(workDir, 'web');
  const dataDir = join(workDir, 'db');
  log('putting the bench data into a fresh database…');
  await seedBenchDatabase({ name: 'seed', dataDir, track: (seed) => holder.hold('seed', seed) });
  holder.hold('seed', undefined);
  log('building the production bundle and starting the stack…');
  const stack = await startStack({
    mode: 'preview',
    ports: 'free',
    dataDir,
    outDir,
    // The bench saves 200 rows fourteen times a minute from one client: it measures speed, not
    // the limit, which would otherwise answer 429 midway.
    rateLimitPerMinute: 100_000,
  });
  holder.hold('stack', stack);
  log(`stack ready in ${(stack.startupMs / 1000).toFixed(1)} s: ${stack.urls.web}`);

  let browser: Browser | undefined;
  const context = {
    urls: stack.urls,
    sizes: await gzipSizes(outDir),
    enlaceScripts: await enlaceScripts(outDir),
    enlaceOwnScripts: await enlaceOwnScripts(outDir),
    workDir,
    runs: RUNS,
    browser: () => {
      if (!browser) throw new Error("Only a step that uses: 'browser' has the browser");
      return browser;
    },
    log,
    hold: holder.hold,
  };
  for (const [index, step] of STEPS.entries()) {
    if (step.uses === 'browser' && !browser) {
      const launched = await launchBrowser();
      browser = launched;
      holder.hold('browser', { stop: () => launched.close(), killNow: () => {} });
      details.chromium = launched.version();
    }
    if (step.uses === 'machine') await holder.release('stack');
    const result = await step.run(context);
    figures.push(...result.figures);
    Object.assign(details, result.details);
    // The browser is done: nothing of it competes with the steps after it.
    if (index === lastWithBrowser) {
      browser = undefined;
      await holder.release('browser');
    }
  }

  console.log(`\n${markdownTable(figures)}\n`);
  if (only) {
    log('BENCH_ONLY: bench/results.json left as it was');
  } else {
    await writeResults(ROOT, { figures, details, runs: RUNS });
    log('wrote bench/results.json');
  }
  const over = figures.filter((f) => f.pass === false);
  if (over.length) log(`over budget: ${over.map((f) => f.id).join(', ')}`);
}

try {
  await main();
} catch (error) {
  console.error(error);
  if (figures.length) console.log(`\nMeasured before the failure:\n${markdownTable(figures)}\n`);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
