// The API's figures (see bench/README.md, "The API under load") from what measureApi recorded.
import type { TablaKey } from '../../contract';
import { figure, median, notMeasured, type Figure } from '../stats';
import type { ApiMode } from './apiServers';
import type { LoadRun } from './load';

export const CLIENTS = 20;
export const POSTGRES_MISSING = 'PostgreSQL missing';
const MB = 1000 * 1000;
const LABEL: Record<ApiMode, string> = { postgres: 'PostgreSQL', pglite: 'PGlite' };

export type ApiDetails = {
  table: TablaKey;
  clients: number;
  runs: Partial<Record<ApiMode, LoadRun[]>>;
  /** The same load on the board (GET …/peticiones/asignadas, 2,000 taken), asked for as br. */
  boardRuns: Partial<Record<ApiMode, LoadRun[]>>;
  /** Bytes: RSS once started (before any request), RSS after the load, and the peak (VmHWM). */
  memory: Partial<Record<ApiMode, { idle: number; rss: number; peak: number }>>;
  postgres: 'measured' | typeof POSTGRES_MISSING;
};

export function apiFigures(details: ApiDetails): Figure[] {
  const modeFigures = (mode: ApiMode): Figure[] => {
    const runs = details.runs[mode];
    const of = (spec: Parameters<typeof figure>[0], value: (run: LoadRun) => number): Figure => {
      const labelled = { ...spec, id: `${spec.id}_${mode}` };
      return runs ? figure(labelled, runs.map(value)) : notMeasured(labelled, POSTGRES_MISSING);
    };
    return [
      of(
        {
          id: 'apiThroughput',
          label: `API on ${LABEL[mode]}: GET of a price table, ${CLIENTS} clients: answers a second`,
          unit: 'req/s',
          method: `closed loop of ${CLIENTS} fetch clients for a fixed time; answers ÷ seconds`,
        },
        (r) => r.throughput,
      ),
      of(
        {
          id: 'apiLatencyP99',
          label: '… latency p99',
          unit: 'ms',
          method: 'client side, from the call to the last byte of the body; p99 of each run',
        },
        (r) => r.latencyP99,
      ),
      of(
        {
          id: 'apiCpuPerRequest',
          label: '… API process CPU time per request',
          unit: 'ms',
          budget: mode === 'postgres' ? 0.15 : undefined,
          method: 'user + system CPU time of the process over the run (/proc/<pid>/stat) ÷ answers',
        },
        (r) => r.cpuMsPerRequest,
      ),
      of(
        {
          id: 'apiGuard',
          label: '… token check (cached): the staff guard hook, median',
          unit: 'ms',
          method: 'Server-Timing added by the bench: the guard onRequest hook, start → end',
        },
        (r) => r.guardMs,
      ),
      of(
        {
          id: 'apiTokenCheckShare',
          label: '… token check ÷ CPU time per request',
          unit: '%',
          budget: 10,
          method: 'median guard hook time ÷ the API process CPU time per request',
        },
        (r) => (100 * r.guardMs) / r.cpuMsPerRequest,
      ),
      of(
        {
          id: 'apiOnRequestShare',
          label: '… all onRequest hooks (CORS, rate limit, guard) ÷ CPU time per request',
          unit: '%',
          method: 'median first onRequest hook → first preParsing hook ÷ CPU time per request',
        },
        (r) => (100 * r.onRequestMs) / r.cpuMsPerRequest,
      ),
    ];
  };

  const boardFigures = (mode: ApiMode): Figure[] => {
    const runs = details.boardRuns[mode];
    const of = (spec: Parameters<typeof figure>[0], value: (run: LoadRun) => number): Figure => {
      const labelled = { ...spec, id: `${spec.id}_${mode}` };
      return runs ? figure(labelled, runs.map(value)) : notMeasured(labelled, POSTGRES_MISSING);
    };
    const budget = (value: number) => (mode === 'postgres' ? value : undefined);
    return [
      of(
        {
          id: 'apiBoardThroughput',
          label: `API on ${LABEL[mode]}: GET of the board (2,000 taken), ${CLIENTS} clients: answers a second`,
          unit: 'req/s',
          budget: budget(1000),
          atLeast: true,
          method: `closed loop of ${CLIENTS} node:http clients, Accept-Encoding as a browser's; answers ÷ seconds`,
        },
        (r) => r.throughput,
      ),
      of(
        {
          id: 'apiBoardLatencyP99',
          label: '… latency p99',
          unit: 'ms',
          budget: budget(100),
          method: 'client side, from the call to the last byte of the body (not decoded); p99',
        },
        (r) => r.latencyP99,
      ),
      of(
        {
          id: 'apiBoardCpuPerRequest',
          label: '… API process CPU time per request',
          unit: 'ms',
          method: 'user + system CPU time of the process over the run ÷ answers',
        },
        (r) => r.cpuMsPerRequest,
      ),
      of(
        {
          id: 'apiBoardBytes',
          label: '… its body on the wire (brotli)',
          unit: 'KB',
          method: 'body bytes of an answer as received; 1 KB = 1,000 bytes',
        },
        (r) => r.bodyBytes / 1000,
      ),
    ];
  };

  const pg = details.runs.postgres;
  const lite = details.runs.pglite ?? [];
  const ratioSpec = {
    id: 'apiThroughputRatio',
    label: 'API: PostgreSQL ÷ PGlite answers a second (ratio of medians)',
    unit: '×',
    budget: 1,
    atLeast: true,
    method: 'median throughput on PostgreSQL ÷ on PGlite; runs alternate between the two',
  };
  const ratio = pg
    ? figure(
        ratioSpec,
        pg.map((r, i) => r.throughput / (lite[i]?.throughput ?? NaN)),
        median(pg.map((r) => r.throughput)) / median(lite.map((r) => r.throughput)),
      )
    : notMeasured(ratioSpec, POSTGRES_MISSING);

  const memory = (mode: ApiMode): Figure[] => {
    const bytes = details.memory[mode];
    const of = (spec: Parameters<typeof figure>[0], value: number | undefined) =>
      value === undefined ? notMeasured(spec, POSTGRES_MISSING) : figure(spec, [value / MB]);
    return [
      of(
        {
          id: `apiRss_${mode}`,
          label: `API memory (RSS) after the bench's load, ${LABEL[mode]}`,
          unit: 'MB',
          budget: mode === 'postgres' ? 150 : undefined,
          method: 'VmRSS of the API process (/proc/<pid>/status) after the load; 1 MB = 10^6 bytes',
        },
        bytes?.rss,
      ),
      of(
        {
          id: `apiRssPeak_${mode}`,
          label: '… its peak (VmHWM)',
          unit: 'MB',
          method: 'VmHWM of the API process after the load',
        },
        bytes?.peak,
      ),
      of(
        {
          id: `apiRssIdle_${mode}`,
          label: '… once started, before any request',
          unit: 'MB',
          method: 'VmRSS once /healthz answers (the data seeded by another process)',
        },
        bytes?.idle,
      ),
    ];
  };

  return [
    ...modeFigures('postgres'),
    ...modeFigures('pglite'),
    ratio,
    ...boardFigures('postgres'),
    ...boardFigures('pglite'),
    ...memory('postgres'),
    ...memory('pglite'),
  ];
}
