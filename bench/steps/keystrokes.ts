// Keystrokes in the 1,000-row price table: each one's time to its paint, then how many rows each
// re-renders.
import type { KeystrokeSample } from '../inPage';
import { measureKeystrokes, type KeystrokeRun } from '../measures/keystrokes';
import { BENCH_DEFAULTS } from '../seed/benchData';
import { figure, percentile } from '../stats';
import type { Step } from './step';

/** The 1,000-row price table's page. */
export const BIG_TABLE = `/precios/serigrafias/${BENCH_DEFAULTS.priceTable}`;

const rawLatency = (s: KeystrokeSample) => s.painted - s.start;
// Time the display made the page wait: the frame started after the app's work had ended.
const frameWait = (s: KeystrokeSample) => Math.max(0, s.frameStart - Math.max(s.workEnd, s.start));

export const keystrokeStep: Step = {
  name: 'keystroke',
  uses: 'browser',
  async run({ browser, urls, runs, log }) {
    log(`keystrokes: ${runs.keystrokeRuns} × ${runs.keystrokes} in ${BIG_TABLE}…`);
    const keyRuns: KeystrokeRun[] = [];
    for (let run = 0; run < runs.keystrokeRuns; run++) {
      keyRuns.push(
        await measureKeystrokes(browser(), urls.web, BIG_TABLE, runs.keystrokes, 'latency'),
      );
    }
    const p95 = (value: (s: KeystrokeSample) => number) =>
      keyRuns.map((r) => percentile(r.samples.map(value), 95));
    const figures = [
      figure(
        {
          id: 'keystrokeToPaintP95',
          label: 'price table (1,000 rows): keystroke → next paint, p95',
          unit: 'ms',
          budget: 16,
          method:
            'keydown event.timeStamp → first task after the paint of the first frame that includes the commit, minus the idle wait for that frame (see README)',
        },
        p95((s) => rawLatency(s) - frameWait(s)),
      ),
      figure(
        {
          id: 'keystrokeToPaintRawP95',
          label: '… same, including the idle wait for the next frame (60 Hz)',
          unit: 'ms',
          method: 'keydown event.timeStamp → first task after the next paint that shows it',
        },
        p95(rawLatency),
      ),
      figure(
        {
          id: 'keystrokeWorkP95',
          label: '… of which keydown → app work done (rendered, committed), p95',
          unit: 'ms',
          method: 'keydown event.timeStamp → end of the input event dispatch (window listener)',
        },
        p95((s) => s.workEnd - s.start),
      ),
      figure(
        {
          id: 'keystrokeFrameP95',
          label: '… of which the frame: style, layout, paint, p95',
          unit: 'ms',
          method: 'requestAnimationFrame of the frame → first task after its paint',
        },
        p95((s) => s.painted - s.frameStart),
      ),
    ];
    return { figures, details: { keystrokes: keyRuns.map((r) => r.samples) } };
  },
};

export const rowsRenderedStep: Step = {
  name: 'rowsRendered',
  uses: 'browser',
  async run({ browser, urls, runs, log }) {
    log(`rows re-rendered: ${runs.keystrokes} keystrokes…`);
    const renders = await measureKeystrokes(
      browser(),
      urls.web,
      BIG_TABLE,
      runs.keystrokes,
      'renders',
    );
    const figures = [
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
    ];
    return {
      figures,
      details: { rowsRendered: renders.rowsRendered, rowsMutated: renders.rowsMutated },
    };
  },
};
