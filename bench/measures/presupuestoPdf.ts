// The PDF of a 10-line quote at the API, on PGlite and on PostgreSQL: a quote saved through the API
// on each (a request taken, its lines priced by the API), then its PDF asked for again and again,
// one call at a time, each timed from the call to the last byte of the file.
import { performance } from 'node:perf_hooks';
import { apiPaths } from '../../contract';
import { findPostgresBin } from '../../scripts/stack/postgres';
import { startBenchApis, type ApiMode, type BenchApi, type BenchApis } from '../api/apiServers';
import { TEN_LINES } from '../../test/support/tenLinePresupuesto';
import { staffToken } from './api';

/** Calls before the measured ones: the JIT, the fonts' metrics, the token's verdict cached. */
const WARM_UP_CALLS = 20;

export type PresupuestoPdfOptions = {
  authEmulatorUrl: string;
  workDir: string;
  /** Measured runs per mode (the modes alternate), and calls per run. */
  runs: number;
  calls: number;
  track: (apis: BenchApis | undefined) => void;
  log: (message: string) => void;
};

/** Each mode's calls, in ms, run by run; none for a mode that could not be started. */
export type PresupuestoPdfSamples = Partial<Record<ApiMode, number[][]>>;

async function json<T>(response: Response, what: string): Promise<T> {
  if (!response.ok) throw new Error(`${what}: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Takes the oldest unassigned request and saves TEN_LINES for it: the quote's id. */
async function savedQuote(api: BenchApi, headers: Record<string, string>): Promise<number> {
  const list = await json<{ data: { id: number }[] }>(
    await fetch(`${api.url}${apiPaths.peticionesSinAsignar}`, { headers }),
    `${api.mode} sinasignar`,
  );
  const id = list.data.at(-1)!.id;
  await json(
    await fetch(`${api.url}${apiPaths.asignar(id)}`, { method: 'POST', headers }),
    `${api.mode} asignar`,
  );
  const saved = await json<{ data: { id: number } }>(
    await fetch(`${api.url}${apiPaths.presupuestos(id)}`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify(TEN_LINES),
    }),
    `${api.mode} presupuesto`,
  );
  return saved.data.id;
}

/** `count` calls one after the other: each one's time to the last byte of the PDF, in ms. */
async function pdfCalls(url: string, headers: Record<string, string>, count: number) {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    const response = await fetch(url, { headers });
    const body = await response.arrayBuffer();
    times.push(performance.now() - start);
    const type = response.headers.get('content-type');
    if (!response.ok || type !== 'application/pdf' || body.byteLength < 1000) {
      throw new Error(`${url}: HTTP ${response.status}, ${type}, ${body.byteLength} bytes`);
    }
  }
  return times;
}

export async function measurePresupuestoPdf(
  options: PresupuestoPdfOptions,
): Promise<PresupuestoPdfSamples> {
  const withPostgres = findPostgresBin() !== undefined;
  options.log(
    `quote PDF: building the API and starting it on PGlite${withPostgres ? ' and PostgreSQL' : ''}…`,
  );
  const apis = await startBenchApis({
    workDir: options.workDir,
    authEmulatorHost: new URL(options.authEmulatorUrl).host,
    withPostgres,
    track: options.track,
  });
  try {
    const headers = { Authorization: `Bearer ${await staffToken(options.authEmulatorUrl)}` };
    const urls = new Map<ApiMode, string>();
    for (const api of apis.apis) {
      urls.set(api.mode, `${api.url}${apiPaths.presupuestoPdf(await savedQuote(api, headers))}`);
      await pdfCalls(urls.get(api.mode)!, headers, WARM_UP_CALLS);
    }
    options.log(`quote PDF: ${options.runs} × ${options.calls} calls per mode…`);
    const samples: PresupuestoPdfSamples = {};
    for (let run = 0; run < options.runs; run++) {
      // Alternating, the first mode changing every run: the machine's drift is shared out.
      const order = run % 2 ? [...apis.apis].reverse() : apis.apis;
      for (const api of order) {
        const times = await pdfCalls(urls.get(api.mode)!, headers, options.calls);
        (samples[api.mode] ??= []).push(times);
      }
    }
    return samples;
  } finally {
    await apis.stop();
    options.track(undefined);
  }
}
