// The mixed load of a working day at the API, on each engine, and the queue's bytes on the wire
// (bench/README.md, "The mixed load").
import type { ApiMode } from '../api/apiServers';
import { POSTGRES_MISSING } from '../api/figures';
import { CALLS, type CallName, type MixedRun } from '../api/mixedLoad';
import { measureMixedLoad, type MixedDetails } from '../measures/mixedLoad';
import { figure, notMeasured, type Figure } from '../stats';
import type { Step } from './step';

const LABEL: Record<ApiMode, string> = { postgres: 'PostgreSQL', pglite: 'PGlite' };
const MB = 1000 * 1000;

const CALL_LABEL: Record<CallName, string> = {
  sinasignar: 'the queue (10,000 requests)',
  board: 'the board (2,000 taken)',
  dialog: "a request's dialog",
  priceTable: 'a price table (11 rows)',
  pdf: "a quote's PDF",
  note: 'a note',
  move: 'a move',
  publicOrder: 'the public order form (201s)',
};

/** p99 budgets on PostgreSQL (ms); the order form is the customer's, shown for context. */
const P99_BUDGET: Partial<Record<CallName, number>> = {
  sinasignar: 150,
  board: 150,
  dialog: 150,
  priceTable: 150,
  pdf: 250,
  note: 150,
  move: 150,
};

function modeFigures(mode: ApiMode, details: MixedDetails): Figure[] {
  const runs = details.runs[mode];
  const of = (spec: Parameters<typeof figure>[0], value: (run: MixedRun) => number): Figure => {
    const labelled = { ...spec, id: `${spec.id}_${mode}` };
    return runs ? figure(labelled, runs.map(value)) : notMeasured(labelled, POSTGRES_MISSING);
  };
  const budget = (value: number | undefined) => (mode === 'postgres' ? value : undefined);
  const perCall = CALLS.flatMap((name): Figure[] => [
    of(
      {
        id: `mixedP99_${name}`,
        label: `Mixed load on ${LABEL[mode]}: ${CALL_LABEL[name]}, p99`,
        unit: 'ms',
        budget: budget(P99_BUDGET[name]),
        method: 'client side, call → last byte of the body, its answers of the run; p99',
      },
      (r) => r.calls[name]?.p99 ?? NaN,
    ),
    of(
      { id: `mixedP50_${name}`, label: '… p50', unit: 'ms', method: 'as above; p50' },
      (r) => r.calls[name]?.p50 ?? NaN,
    ),
    of(
      {
        id: `mixedThroughput_${name}`,
        label: '… answers a second',
        unit: 'req/s',
        method: "the call's answers of the expected status ÷ the run's seconds",
      },
      (r) => r.calls[name]?.throughput ?? NaN,
    ),
  ]);
  return [
    ...perCall,
    of(
      {
        id: 'mixedErrors',
        label: `Mixed load on ${LABEL[mode]}: errors (any unexpected status), worst run`,
        unit: '',
        budget: 0,
        budgetOn: 'max',
        method: "answers whose status is not the call's own; the order form's 429s aside",
      },
      (r) => r.errors,
    ),
    of(
      {
        id: 'mixedExpected429',
        label: "… the order form's 429s (expected: posted at twice its limit)",
        unit: '',
        method: 'answers 429 to the public order form',
      },
      (r) => r.expected429,
    ),
    of(
      {
        id: 'mixedCpuPerRequest',
        label: '… API process CPU time per request',
        unit: 'ms',
        method: 'user + system CPU time of the process over the run ÷ every answer',
      },
      (r) => r.cpuMsPerRequest,
    ),
  ];
}

function memoryFigures(mode: ApiMode, details: MixedDetails): Figure[] {
  const bytes = details.memory[mode];
  const of = (spec: Parameters<typeof figure>[0], value: number | undefined) =>
    value === undefined ? notMeasured(spec, POSTGRES_MISSING) : figure(spec, [value / MB]);
  const budget = (value: number) => (mode === 'postgres' ? value : undefined);
  return [
    of(
      {
        id: `mixedRssPeak_${mode}`,
        label: `API memory under the mixed load on ${LABEL[mode]}: peak (VmHWM)`,
        unit: 'MB',
        budget: budget(200),
        method: 'VmHWM of the API process (/proc/<pid>/status) after the runs; 1 MB = 10^6 bytes',
      },
      bytes?.peak,
    ),
    of(
      {
        id: `mixedRssAfter_${mode}`,
        label: '… RSS after it',
        unit: 'MB',
        budget: budget(150),
        method: 'VmRSS of the API process right after the last run',
      },
      bytes?.rss,
    ),
  ];
}

function wireFigures(details: MixedDetails): Figure[] {
  const bytes = details.listBytes;
  const spec = {
    id: 'queueWireShare',
    label: 'The 10,000-request list on the wire, compressed (br) ÷ plain',
    unit: '%',
    budget: 25,
    method: 'body bytes received with Accept-Encoding "gzip, deflate, br" ÷ with none',
  };
  if (!bytes) return [notMeasured(spec, 'not measured')];
  const kb = (id: string, label: string, value: number) =>
    figure({ id, label, unit: 'KB', method: 'body bytes as received; 1 KB = 1,000 bytes' }, [
      value / 1000,
    ]);
  return [
    figure(spec, [(100 * bytes.br) / bytes.identity]),
    kb('queueWirePlain', '… plain (no Accept-Encoding)', bytes.identity),
    kb('queueWireBr', '… brotli', bytes.br),
    kb('queueWireGzip', '… gzip', bytes.gzip),
  ];
}

export const mixedLoadStep: Step = {
  name: 'mixed',
  uses: 'stack',
  async run({ urls, workDir, runs, log, hold }) {
    const details = await measureMixedLoad({
      authEmulatorUrl: urls.authEmulator,
      workDir,
      runs: runs.mixedLoad,
      runMs: runs.mixedLoadMs,
      track: (apis) => hold('mixedApis', apis),
      log,
    });
    const figures = [
      ...wireFigures(details),
      ...modeFigures('postgres', details),
      ...modeFigures('pglite', details),
      ...memoryFigures('postgres', details),
      ...memoryFigures('pglite', details),
    ];
    return { figures, details: { mixedLoad: details } };
  },
};
