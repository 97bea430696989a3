// `npm run bench`: performance figures of the production build against the reference server on
// this machine. Prints a table and writes bench/results.json. See bench/README.md.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { ROOT, startStack, type StackHandle } from '../scripts/stack';
import { BENCH_DEFAULTS } from './seed/benchData';
import { seedBenchDatabase } from './seed/seedDatabase';
import type { BenchApis } from './api/apiServers';
import { launchBrowser } from './browser';
import { measureApi } from './measures/api';
import { gzipSizes, totalBytes } from './measures/bundle';
import { measureSignInFirstPaint } from './measures/firstPaint';
import type { KeystrokeSample } from './inPage';
import { measureKeystrokes, type KeystrokeRun } from './measures/keystrokes';
import { measureLive } from './measures/live';
import { measureMobileSignIn } from './measures/mobile';
import { measurePeticiones } from './measures/peticiones';
import { measurePeticionesFind } from './measures/peticionesFind';
import { measureSave } from './measures/save';
import { measureSpreadsheet } from './measures/spreadsheet';
import { startOnce } from './measures/startup';
import { figure, markdownTable, median, percentile, type Figure } from './stats';

// BENCH_QUICK=1: fewer runs, for trying a change. BENCH_STARTUP=0: leave out the `npm start` figure.
const quick = process.env.BENCH_QUICK === '1';
const withStartup = process.env.BENCH_STARTUP !== '0';
const RUNS = {
  firstPaint: quick ? 2 : 5,
  mobileFcp: quick ? 2 : 5,
  mobileCoverage: quick ? 1 : 2,
  peticiones: quick ? 2 : 5,
  findKeystrokes: quick ? 12 : 30,
  // Each run posts one request through the order form, whose limit is 10 a minute.
  live: quick ? 3 : 5,
  keystrokeRuns: quick ? 1 : 3,
  keystrokes: quick ? 20 : 50,
  spreadsheet: quick ? 1 : 3,
  arrowMoves: quick ? 20 : 40,
  save: quick ? 2 : 7,
  apiLoad: quick ? 1 : 3,
  apiLoadMs: quick ? 4000 : 10_000,
  startup: quick ? 1 : 3,
};

const KB = 1000;
const MB = 1000 * 1000;
const SERIGRAFIAS = '/precios/serigrafias';

// --- Everything started here is stopped on the way out, whatever the way out is. ---
let stack: StackHandle | undefined;
let browser: Browser | undefined;
let apis: BenchApis | undefined;
let killStartup: (() => void) | undefined;
let workDir: string | undefined;

async function cleanUp() {
  await browser?.close().catch(() => {});
  browser = undefined;
  await apis?.stop().catch(() => {});
  apis = undefined;
  await stack?.stop().catch(() => {});
  stack = undefined;
  killStartup?.();
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
process.on('exit', () => {
  apis?.killNow();
  stack?.killNow();
  killStartup?.();
});

const log = (message: string) => console.log(`[bench] ${message}`);

// Kept outside main(): after a failure, the figures measured so far are still printed.
const figures: Figure[] = [];
const details: Record<string, unknown> = {};

async function main() {
  workDir = await mkdtemp(join(tmpdir(), 'vasos-bench-'));
  const outDir = join(workDir, 'web');
  const dataDir = join(workDir, 'db');
  log('putting the bench data into a fresh database…');
  await seedBenchDatabase({ name: 'seed', dataDir });
  log('building the production bundle and starting the stack…');
  stack = await startStack({
    mode: 'preview',
    ports: 'free',
    dataDir,
    outDir,
    // The bench saves 200 rows fourteen times a minute from one client: it measures speed, not
    // the limit, which would otherwise answer 429 midway.
    rateLimitPerMinute: 100_000,
  });
  const { urls } = stack;
  log(`stack ready in ${(stack.startupMs / 1000).toFixed(1)} s: ${urls.web}`);

  // 1. Bundle size.
  const sizes = await gzipSizes(outDir);
  details.bundle = Object.fromEntries(sizes);
  figures.push(
    figure(
      {
        id: 'bundleGzip',
        label: 'all JS of the production build, gzip',
        unit: 'KB',
        budget: 185,
        method: 'zlib gzip (level 6) of every .js in the build assets, summed; 1 KB = 1,000 bytes',
      },
      [totalBytes(sizes) / KB],
    ),
  );

  browser = await launchBrowser();
  details.chromium = browser.version();

  // 2. JS before the first paint of /signin.
  log(`sign-in first paint × ${RUNS.firstPaint}…`);
  const paints = [];
  for (let run = 0; run < RUNS.firstPaint; run++) {
    paints.push(await measureSignInFirstPaint(browser, urls.web, sizes));
  }
  details.firstPaint = paints;
  figures.push(
    figure(
      {
        id: 'signInFirstPaintJs',
        label: 'JS loaded for the first paint of /signin, gzip',
        unit: 'KB',
        budget: 170,
        method:
          'cold load; build .js files whose request started before first-contentful-paint (resource timing), gzip sizes summed',
      },
      paints.map((p) => p.gzipBytes / KB),
    ),
    figure(
      {
        id: 'signInFcp',
        label: '/signin first contentful paint (cold, local)',
        unit: 'ms',
        method: 'PerformanceObserver paint entry, from navigation start',
      },
      paints.map((p) => p.fcp),
    ),
  );

  // 2b. The same screen on a phone over a slow mobile network (Lighthouse's mobile preset).
  log(`sign-in on mobile: paint × ${RUNS.mobileFcp}, coverage × ${RUNS.mobileCoverage}…`);
  const mobile = await measureMobileSignIn(browser, urls.web, sizes, {
    fcp: RUNS.mobileFcp,
    coverage: RUNS.mobileCoverage,
  });
  details.mobileSignIn = mobile.details;
  figures.push(...mobile.figures);

  // 3. The request queue with 10,000 unassigned requests.
  log(`request queue (${BENCH_DEFAULTS.unassigned} unassigned) × ${RUNS.peticiones}…`);
  const queue = await measurePeticiones(browser, urls.web, RUNS.peticiones);
  details.peticiones = queue;
  if (queue.some((s) => s.rowsAnswered < BENCH_DEFAULTS.unassigned)) {
    throw new Error(`The queue answered fewer than ${BENCH_DEFAULTS.unassigned} requests`);
  }
  figures.push(
    figure(
      {
        id: 'queueAnswerToPaint',
        label: 'requests table (10,000): answer received → rows painted',
        unit: 'ms',
        budget: 100,
        method:
          'resource timing responseEnd of GET sinasignar → first task after the paint of the frame in which the MutationObserver saw the first row',
      },
      queue.map((s) => s.answerToPaint),
    ),
    figure(
      {
        id: 'queueAnswerToCommit',
        label: '… of which answer → rows committed to the DOM',
        unit: 'ms',
        method: 'responseEnd → MutationObserver callback for the inserted rows',
      },
      queue.map((s) => s.answerToCommit),
    ),
    figure(
      {
        id: 'queueTableNodes',
        label: 'requests table: DOM nodes in the table',
        unit: 'nodes',
        budget: 3000,
        method: "document.querySelectorAll('table *').length once the rows are painted",
      },
      queue.map((s) => s.tableNodes),
    ),
    figure(
      {
        id: 'queueHeap',
        label: 'requests table: JS heap after load',
        unit: 'MB',
        budget: 60,
        method:
          'CDP HeapProfiler.collectGarbage then Runtime.getHeapUsage().usedSize; 1 MB = 10^6 bytes',
      },
      queue.map((s) => s.heapBytes / MB),
    ),
  );

  // 3b. Finding requests among the 10,000: Buscar and a header's sort.
  log(`request search: ${RUNS.findKeystrokes} keystrokes, and sorts by four columns…`);
  const find = await measurePeticionesFind(browser, urls.web, RUNS.findKeystrokes);
  details.peticionesFind = find;
  figures.push(
    figure(
      {
        id: 'searchKeystrokeToPaintP95',
        label: 'requests (10,000): Buscar keystroke → filtered rows painted, p95',
        unit: 'ms',
        budget: 50,
        method:
          'keydown event.timeStamp → first task after the paint of the frame after the count (N de M) changed; each keystroke narrows the list',
      },
      [
        percentile(
          find.search.map((s) => s.ms),
          95,
        ),
      ],
    ),
    figure(
      {
        id: 'searchKeystrokeToCommitP95',
        label: '… of which keystroke → filtered rows committed, p95',
        unit: 'ms',
        method: 'keydown event.timeStamp → MutationObserver callback for the new count',
      },
      [
        percentile(
          find.search.map((s) => s.commitMs),
          95,
        ),
      ],
    ),
    figure(
      {
        id: 'sortClickToPaint',
        label: 'requests (10,000): header click → sorted rows painted (each sort a run)',
        unit: 'ms',
        budget: 100,
        budgetOn: 'max',
        method:
          'click event.timeStamp → first task after the paint of the frame after aria-sort and the rows changed; four columns, each ascending then descending',
      },
      find.sort.map((s) => s.ms),
    ),
  );

  // 3c. A live change on the 10,000-request page: one request added, then taken.
  log(`live changes × ${RUNS.live} (added, then removed)…`);
  const live = await measureLive(browser, urls, RUNS.live);
  details.live = live;
  figures.push(
    figure(
      {
        id: 'liveChangeToPaint',
        label: 'requests (10,000): live change arrived → painted',
        unit: 'ms',
        method:
          "the app's performance mark on the event's arrival → first task after the paint of the frame that showed its commit; order form POST and Asignar through the API",
      },
      live.map((s) => s.ms),
    ),
    figure(
      {
        id: 'liveChangeFrames',
        label: '… frames from arrival to that paint',
        unit: 'frames',
        budget: 1,
        budgetOn: 'max',
        method: 'requestAnimationFrame starts after the mark, up to the frame that showed it',
      },
      live.map((s) => s.frames),
    ),
    figure(
      {
        id: 'liveRowsRendered',
        label: 'rows re-rendered by a live change',
        unit: 'rows',
        budget: 2,
        budgetOn: 'max',
        method: "distinct table rows whose React component rendered (React's commit hook)",
      },
      live.map((s) => s.rowsRendered),
    ),
  );

  // 4. Keystrokes in the 1,000-row price table.
  const bigTable = `${SERIGRAFIAS}/${BENCH_DEFAULTS.priceTable}`;
  log(`keystrokes: ${RUNS.keystrokeRuns} × ${RUNS.keystrokes} in ${bigTable}…`);
  const keyRuns: KeystrokeRun[] = [];
  for (let run = 0; run < RUNS.keystrokeRuns; run++) {
    keyRuns.push(await measureKeystrokes(browser, urls.web, bigTable, RUNS.keystrokes, 'latency'));
  }
  const rawLatency = (s: KeystrokeSample) => s.painted - s.start;
  // Time the display made the page wait: the frame started after the app's work had ended.
  const frameWait = (s: KeystrokeSample) =>
    Math.max(0, s.frameStart - Math.max(s.workEnd, s.start));
  details.keystrokes = keyRuns.map((r) => r.samples);
  figures.push(
    figure(
      {
        id: 'keystrokeToPaintP95',
        label: 'price table (1,000 rows): keystroke → next paint, p95',
        unit: 'ms',
        budget: 16,
        method:
          'keydown event.timeStamp → first task after the paint of the first frame that includes the commit, minus the idle wait for that frame (see README)',
      },
      keyRuns.map((r) =>
        percentile(
          r.samples.map((s) => rawLatency(s) - frameWait(s)),
          95,
        ),
      ),
    ),
    figure(
      {
        id: 'keystrokeToPaintRawP95',
        label: '… same, including the idle wait for the next frame (60 Hz)',
        unit: 'ms',
        method: 'keydown event.timeStamp → first task after the next paint that shows it',
      },
      keyRuns.map((r) => percentile(r.samples.map(rawLatency), 95)),
    ),
    figure(
      {
        id: 'keystrokeWorkP95',
        label: '… of which keydown → app work done (rendered, committed), p95',
        unit: 'ms',
        method: 'keydown event.timeStamp → end of the input event dispatch (window listener)',
      },
      keyRuns.map((r) =>
        percentile(
          r.samples.map((s) => s.workEnd - s.start),
          95,
        ),
      ),
    ),
    figure(
      {
        id: 'keystrokeFrameP95',
        label: '… of which the frame: style, layout, paint, p95',
        unit: 'ms',
        method: 'requestAnimationFrame of the frame → first task after its paint',
      },
      keyRuns.map((r) =>
        percentile(
          r.samples.map((s) => s.painted - s.frameStart),
          95,
        ),
      ),
    ),
  );

  log(`rows re-rendered: ${RUNS.keystrokes} keystrokes…`);
  const renders = await measureKeystrokes(browser, urls.web, bigTable, RUNS.keystrokes, 'renders');
  details.rowsRendered = renders.rowsRendered;
  details.rowsMutated = renders.rowsMutated;
  figures.push(
    figure(
      {
        id: 'rowsRenderedPerKeystroke',
        label: 'rows re-rendered by one keystroke (each keystroke a run)',
        unit: 'rows',
        budget: 1,
        budgetOn: 'max',
        method:
          "React's commit hook (production): rows whose component got new props or new hook state",
      },
      renders.rowsRendered,
    ),
    figure(
      {
        id: 'rowsMutatedPerKeystroke',
        label: '… rows whose DOM changed',
        unit: 'rows',
        method: 'MutationObserver: distinct rows with a mutation inside them',
      },
      renders.rowsMutated,
    ),
  );

  // 4b. The 1,000-row table as a spreadsheet: a pasted block, its undo, arrow-key moves.
  log(`spreadsheet: paste of ${BENCH_DEFAULTS.priceRows} × 3, undo, arrows × ${RUNS.spreadsheet}…`);
  const sheets = [];
  for (let run = 0; run < RUNS.spreadsheet; run++) {
    sheets.push(
      await measureSpreadsheet(
        browser,
        urls.web,
        bigTable,
        BENCH_DEFAULTS.priceRows,
        RUNS.arrowMoves,
      ),
    );
  }
  details.spreadsheet = sheets;
  figures.push(
    figure(
      {
        id: 'pasteToPaint',
        label: `price table (1,000 rows): paste of a 1,000 × 3 block → painted`,
        unit: 'ms',
        budget: 100,
        method:
          'paste event dispatched on Coste fila 1 → first task after the paint following the commit',
      },
      sheets.map((s) => s.pasteMs),
    ),
    figure(
      {
        id: 'undoPasteToPaint',
        label: '… its undo (Ctrl+Z) → painted',
        unit: 'ms',
        budget: 50,
        method: 'keydown Ctrl+Z dispatched → first task after the paint following the commit',
      },
      sheets.map((s) => s.undoMs),
    ),
    figure(
      {
        id: 'arrowMoveToPaintP95',
        label: 'price table: arrow key → focus moved and painted, p95',
        unit: 'ms',
        budget: 16,
        method: 'keydown ArrowDown/ArrowUp dispatched → first task after the next paint',
      },
      sheets.map((s) => percentile(s.arrowMs, 95)),
    ),
  );

  // 5. Saving 200 rows through the UI versus a bare fetch loop.
  const saveTable = `${SERIGRAFIAS}/${BENCH_DEFAULTS.saveTable}`;
  log(`save of ${BENCH_DEFAULTS.saveRows} rows × ${RUNS.save} (UI and loop)…`);
  const saves = await measureSave(
    browser,
    urls.web,
    saveTable,
    `${urls.api}/api/admin/tablas/${BENCH_DEFAULTS.saveTable}`,
    BENCH_DEFAULTS.saveRows,
    RUNS.save,
  );
  details.save = saves;
  const uiMedian = median(saves.map((s) => s.uiMs));
  const loopMedian = median(saves.map((s) => s.loopMs));
  figures.push(
    figure(
      {
        id: 'saveRatio',
        label: 'saving 200 rows: UI ÷ plain fetch loop (ratio of medians)',
        unit: '×',
        budget: 1.15,
        method: 'Guardar click → success alert, over the same 200 POSTs awaited one by one',
      },
      saves.map((s) => s.uiMs / s.loopMs),
      uiMedian / loopMedian,
    ),
    figure(
      {
        id: 'saveUi',
        label: '… UI: Guardar → success alert',
        unit: 'ms',
        method: 'click event.timeStamp → window.alert call',
      },
      saves.map((s) => s.uiMs),
    ),
    figure(
      {
        id: 'saveLoop',
        label: '… plain sequential fetch loop',
        unit: 'ms',
        method: 'performance.now() around the loop',
      },
      saves.map((s) => s.loopMs),
    ),
  );

  // The browser is done; the API load below needs only the stack's Auth Emulator.
  await browser.close();
  browser = undefined;

  // 6. The built API under load, on PostgreSQL and on PGlite, and its memory afterwards.
  const api = await measureApi({
    authEmulatorUrl: urls.authEmulator,
    workDir,
    runs: RUNS.apiLoad,
    runMs: RUNS.apiLoadMs,
    track: (handle) => (apis = handle),
    log,
  });
  details.api = api.details;
  figures.push(...api.figures);

  // Nothing else may compete for the two cores while `npm start` is timed.
  await stack.stop();
  stack = undefined;

  // 7. npm start.
  if (withStartup) {
    log(`npm start × ${RUNS.startup}…`);
    const starts = [];
    for (let run = 0; run < RUNS.startup; run++) {
      starts.push(await startOnce((kill) => (killStartup = kill)));
    }
    details.startup = starts;
    figures.push(
      figure(
        {
          id: 'npmStart',
          label: '`npm start` (installed clone): start → all three answer',
          unit: 's',
          budget: 20,
          method:
            'spawn of npm exec tsx → stack (dev mode, free ports, fresh data) reports all three answering',
        },
        starts.map((s) => s.totalMs / 1000),
      ),
    );
  }

  const table = markdownTable(figures);
  console.log(`\n${table}\n`);
  const results = {
    date: new Date().toISOString(),
    machine: {
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model,
      node: process.version,
      chromium: details.chromium,
    },
    runs: RUNS,
    figures,
    details,
    table,
  };
  await writeFile(join(ROOT, 'bench', 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  log('wrote bench/results.json');
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
