// Typing a quantity in a 10-line quote: each keystroke's time until the line and the totals are
// painted.
import type { KeystrokeSample } from '../inPage';
import { measurePresupuestoKeystrokes, PRESUPUESTO_LINES } from '../measures/presupuestoKeystrokes';
import { BENCH_DEFAULTS } from '../seed/benchData';
import { figure, percentile } from '../stats';
import type { Step } from './step';

/** The new quote's page of the request the bench assigns to the demo account. */
export const PRESUPUESTO_PAGE = `/mis-peticiones/${BENCH_DEFAULTS.quoteRequestId}/presupuesto`;

// As for the price table's keystrokes: the idle wait for the next 60 Hz frame is left out.
const frameWait = (s: KeystrokeSample) => Math.max(0, s.frameStart - Math.max(s.workEnd, s.start));

export const presupuestoKeystrokeStep: Step = {
  name: 'quoteKeystroke',
  uses: 'browser',
  async run({ browser, urls, runs, log }) {
    log(
      `quote: ${runs.quoteKeystrokeRuns} × ${runs.quoteKeystrokes} keystrokes in ${PRESUPUESTO_PAGE}…`,
    );
    const quoteRuns: KeystrokeSample[][] = [];
    for (let run = 0; run < runs.quoteKeystrokeRuns; run++) {
      quoteRuns.push(
        await measurePresupuestoKeystrokes(
          browser(),
          urls.web,
          PRESUPUESTO_PAGE,
          runs.quoteKeystrokes,
        ),
      );
    }
    const p95 = (value: (s: KeystrokeSample) => number) =>
      quoteRuns.map((samples) => percentile(samples.map(value), 95));
    const figures = [
      figure(
        {
          id: 'quoteKeystrokeToTotalsP95',
          label: `quote (${PRESUPUESTO_LINES} lines): Cantidad keystroke → totals painted, p95`,
          unit: 'ms',
          budget: 16,
          method:
            'keydown event.timeStamp → first task after the paint of the first frame that includes the commit, minus the idle wait for that frame (see README)',
        },
        p95((s) => s.painted - s.start - frameWait(s)),
      ),
      figure(
        {
          id: 'quoteKeystrokeToTotalsRawP95',
          label: '… same, including the idle wait for the next frame (60 Hz)',
          unit: 'ms',
          method: 'keydown event.timeStamp → first task after the next paint that shows it',
        },
        p95((s) => s.painted - s.start),
      ),
      figure(
        {
          id: 'quoteKeystrokeWorkP95',
          label: '… of which keydown → app work done (priced, rendered, committed), p95',
          unit: 'ms',
          method: 'keydown event.timeStamp → end of the input event dispatch (window listener)',
        },
        p95((s) => s.workEnd - s.start),
      ),
      figure(
        {
          id: 'quoteKeystrokeFrameP95',
          label: '… of which the frame: style, layout, paint, p95',
          unit: 'ms',
          method: 'requestAnimationFrame of the frame → first task after its paint',
        },
        p95((s) => s.painted - s.frameStart),
      ),
    ];
    return { figures, details: { quoteKeystrokes: quoteRuns } };
  },
};
