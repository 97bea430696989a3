// The requests page with 10,000 unassigned requests: loading it, then finding requests in it
// (Buscar, and a header's sort).
import { measureHomeScripts } from '../measures/homeScripts';
import { measurePeticiones } from '../measures/peticiones';
import { measurePeticionesFind, type FindSample } from '../measures/peticionesFind';
import { BENCH_DEFAULTS } from '../seed/benchData';
import { figure, percentile } from '../stats';
import type { Step } from './step';

const KB = 1000;
const MB = 1000 * 1000;

export const queueStep: Step = {
  name: 'queue',
  uses: 'browser',
  async run({ browser, urls, sizes, runs, log }) {
    log(`request queue (${BENCH_DEFAULTS.unassigned} unassigned) × ${runs.peticiones}…`);
    const queue = await measurePeticiones(browser(), urls.web, runs.peticiones);
    if (queue.some((s) => s.rowsAnswered < BENCH_DEFAULTS.unassigned)) {
      throw new Error(`The queue answered fewer than ${BENCH_DEFAULTS.unassigned} requests`);
    }
    const home = await measureHomeScripts(browser(), urls.web, sizes);
    const figures = [
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
      figure(
        {
          id: 'homeScriptsJs',
          label: 'JS loaded before / shows its first rows (signed in), gzip',
          unit: 'KB',
          method:
            'signed in, a new document at / with the cache off; build .js files whose request started before the first rows painted (resource timing), gzip sizes summed',
        },
        [home.gzipBytes / KB],
      ),
    ];
    return { figures, details: { peticiones: queue, homeScripts: home } };
  },
};

export const findStep: Step = {
  name: 'find',
  uses: 'browser',
  async run({ browser, urls, runs, log }) {
    log(`request search: ${runs.findKeystrokes} keystrokes, and sorts by four columns…`);
    const find = await measurePeticionesFind(browser(), urls.web, runs.findKeystrokes);
    const searchP95 = (value: (s: FindSample) => number) => [
      percentile(find.search.map(value), 95),
    ];
    const figures = [
      figure(
        {
          id: 'searchKeystrokeToPaintP95',
          label: 'requests (10,000): Buscar keystroke → filtered rows painted, p95',
          unit: 'ms',
          budget: 50,
          method:
            'keydown event.timeStamp → first task after the paint of the frame after the count (N de M) changed; each keystroke narrows the list',
        },
        searchP95((s) => s.ms),
      ),
      figure(
        {
          id: 'searchKeystrokeToCommitP95',
          label: '… of which keystroke → filtered rows committed, p95',
          unit: 'ms',
          method: 'keydown event.timeStamp → MutationObserver callback for the new count',
        },
        searchP95((s) => s.commitMs),
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
    ];
    return { figures, details: { peticionesFind: find } };
  },
};
