// The API under load, on PostgreSQL and on PGlite side by side: throughput and p99 latency of an
// authenticated GET of a price table, then of the board (2,000 taken requests), with 20 clients,
// the share of the token check in a request, and the memory each process holds afterwards.
import { apiPaths, type TablaKey } from '../../contract';
import { DEMO_ACCOUNT } from '../../scripts/stack';
import { findPostgresBin } from '../../scripts/stack/postgres';
import { BENCH_DEFAULTS } from '../seed/benchData';
import { startBenchApis, type ApiMode, type BenchApi, type BenchApis } from '../api/apiServers';
import { apiFigures, CLIENTS, POSTGRES_MISSING, type ApiDetails } from '../api/figures';
import { residentMemory, runLoad } from '../api/load';
import type { Figure } from '../stats';

export type ApiLoadOptions = {
  authEmulatorUrl: string;
  workDir: string;
  /** Measured runs per mode (the modes alternate), and each run's length. */
  runs: number;
  runMs: number;
  track: (apis: BenchApis | undefined) => void;
  log: (message: string) => void;
};

/** A price table as the demo data holds it (11 rows): the dashboard's most common call. */
export const LOAD_TABLE: TablaKey = 'serigrafia_1_color_metalizado';
const WARM_UP_MS = 2000;
/** What a browser's fetch sends: the API answers brotli. */
const BROWSER_ENCODINGS = 'gzip, deflate, br';

/** The demo staff account's ID token, signed in on the Auth Emulator. */
export async function staffToken(authEmulatorUrl: string): Promise<string> {
  const url = `${authEmulatorUrl}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=any`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...DEMO_ACCOUNT, returnSecureToken: true }),
  });
  if (!response.ok) throw new Error(`Demo sign-in failed: HTTP ${response.status}`);
  return ((await response.json()) as { idToken: string }).idToken;
}

/** What the browser part of the bench asks of the API, before the load: the long reads. */
async function burst(api: BenchApi, headers: Record<string, string>) {
  const paths = [
    apiPaths.peticionesSinAsignar,
    apiPaths.tabla(BENCH_DEFAULTS.priceTable),
    apiPaths.tabla(BENCH_DEFAULTS.saveTable),
  ];
  for (let round = 0; round < 3; round++) {
    for (const path of paths) {
      const response = await fetch(`${api.url}${path}`, { headers });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${api.mode} ${path}: HTTP ${response.status}`);
    }
  }
}

export async function measureApi(
  options: ApiLoadOptions,
): Promise<{ figures: Figure[]; details: ApiDetails }> {
  const withPostgres = findPostgresBin() !== undefined;
  options.log(
    `building the API and starting it on PGlite${withPostgres ? ' and PostgreSQL' : ''}…`,
  );
  const apis = await startBenchApis({
    workDir: options.workDir,
    authEmulatorHost: new URL(options.authEmulatorUrl).host,
    withPostgres,
    track: options.track,
  });
  const headers = { Authorization: `Bearer ${await staffToken(options.authEmulatorUrl)}` };
  const details: ApiDetails = {
    table: LOAD_TABLE,
    clients: CLIENTS,
    runs: {},
    boardRuns: {},
    memory: {},
    postgres: withPostgres ? 'measured' : POSTGRES_MISSING,
  };
  const load = (api: BenchApi, durationMs: number) =>
    runLoad({
      url: `${api.url}${apiPaths.tabla(LOAD_TABLE)}`,
      headers,
      clients: CLIENTS,
      durationMs,
      pid: api.process.pid!,
    });
  // As a browser asks for it (compressed), the bytes read as they come (not decoded).
  const boardLoad = (api: BenchApi, durationMs: number) =>
    runLoad({
      url: `${api.url}${apiPaths.peticionesAsignadas}`,
      headers: { ...headers, 'Accept-Encoding': BROWSER_ENCODINGS },
      clients: CLIENTS,
      durationMs,
      pid: api.process.pid!,
      client: 'raw',
    });

  const idle = new Map<ApiMode, number>();
  for (const api of apis.apis) idle.set(api.mode, (await residentMemory(api.process.pid!)).rss);
  for (const api of apis.apis) {
    await burst(api, headers);
    await load(api, WARM_UP_MS); // JIT, connection pools, the token's verdict cached.
    await boardLoad(api, WARM_UP_MS);
  }
  options.log(
    `API load: ${options.runs} × ${options.runMs / 1000} s per mode, ${CLIENTS} clients…`,
  );
  for (let run = 0; run < options.runs; run++) {
    // Alternating, the first mode changing every run: the machine's drift is shared out.
    const order = run % 2 ? [...apis.apis].reverse() : apis.apis;
    for (const api of order) {
      (details.runs[api.mode] ??= []).push(await load(api, options.runMs));
    }
  }
  options.log(`board load: ${options.runs} × ${options.runMs / 1000} s per mode…`);
  for (let run = 0; run < options.runs; run++) {
    const order = run % 2 ? [...apis.apis].reverse() : apis.apis;
    for (const api of order) {
      (details.boardRuns[api.mode] ??= []).push(await boardLoad(api, options.runMs));
    }
  }
  for (const api of apis.apis) {
    const after = await residentMemory(api.process.pid!);
    details.memory[api.mode] = { idle: idle.get(api.mode)!, ...after };
  }
  await apis.stop();
  options.track(undefined);
  return { figures: apiFigures(details), details };
}
