// The mixed load of a working day, on PostgreSQL and on PGlite (bench/README.md, "The mixed
// load"): 20 members of staff, each signed in with an account of their own and holding a request
// with a quote, loop over what staff do with their events streams open, while the order form is
// posted at its limit. Also the 10,000-request list's bytes on the wire, plain and compressed.
import { request as httpRequest } from 'node:http';
import { apiPaths } from '../../contract';
import { findPostgresBin } from '../../scripts/stack/postgres';
import { TEN_LINES } from '../../test/support/tenLinePresupuesto';
import { startBenchApis, type ApiMode, type BenchApi, type BenchApis } from '../api/apiServers';
import { residentMemory } from '../api/load';
import { runMixedLoad, type MixedRun, type StaffMember } from '../api/mixedLoad';
import { LOAD_TABLE, staffToken } from './api';

export const STAFF = 20;
/** The order form's limit a minute (PUBLIC_RATE_LIMIT_PER_MINUTE's default, docs/server.md). */
const PUBLIC_PER_MINUTE = 10;
const WARM_UP_MS = 5000;
const PASSWORD = 'secreto1';

/**
 * An API's log line (JSON) worth showing under load: a warning or worse, a refused token's reason,
 * or an answer the load does not expect (a success and the order form's 429 are expected).
 */
const telling = (line: string) =>
  /^\{"level":[4-6]0,/.test(line) ||
  /"reason":/.test(line) ||
  (/"msg":"request"/.test(line) && !/"statusCode":(20\d|429),/.test(line));

export type WireBytes = { identity: number; gzip: number; br: number };

export type MixedDetails = {
  staff: number;
  runs: Partial<Record<ApiMode, MixedRun[]>>;
  /** Bytes: RSS once started, the peak over the process's life (VmHWM) and RSS after the load. */
  memory: Partial<Record<ApiMode, { idle: number; peak: number; rss: number }>>;
  /** The 10,000-request list as it leaves the API, by the encoding asked for. */
  listBytes?: WireBytes;
};

async function json<T>(response: Response, what: string): Promise<T> {
  if (!response.ok) throw new Error(`${what}: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function signIn(authEmulatorUrl: string, email: string): Promise<string> {
  const url = `${authEmulatorUrl}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=any`;
  const answer = await json<{ idToken: string }>(
    await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD, returnSecureToken: true }),
    }),
    `sign-in of ${email}`,
  );
  return answer.idToken;
}

/** The demo administrator and 19 colleagues it creates, each with a request taken and quoted. */
async function staffOf(api: BenchApi, authEmulatorUrl: string): Promise<StaffMember[]> {
  const admin = { Authorization: `Bearer ${await staffToken(authEmulatorUrl)}` };
  const tokens = [admin.Authorization];
  for (let n = 1; n < STAFF; n++) {
    const email = `mixta-${api.mode}-${n}-${Date.now().toString(36)}@vasos.test`;
    await json(
      await fetch(api.url + apiPaths.users, {
        method: 'POST',
        headers: { ...admin, 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password: PASSWORD }),
      }),
      `${api.mode}: new account`,
    );
    tokens.push(`Bearer ${await signIn(authEmulatorUrl, email)}`);
  }
  const queue = await json<{ data: { id: number }[] }>(
    await fetch(api.url + apiPaths.peticionesSinAsignar, { headers: admin }),
    `${api.mode}: sinasignar`,
  );
  return Promise.all(
    tokens.map(async (Authorization, index) => {
      const headers = { Authorization };
      const peticionId = queue.data.at(-1 - index)!.id;
      const at = (path: string, body?: unknown) =>
        fetch(api.url + path, {
          method: 'POST',
          headers:
            body === undefined ? headers : { ...headers, 'Content-Type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
      await json(await at(apiPaths.asignar(peticionId)), `${api.mode}: asignar`);
      const quote = await json<{ data: { id: number } }>(
        await at(apiPaths.presupuestos(peticionId), TEN_LINES),
        `${api.mode}: presupuesto`,
      );
      const detail = await json<{ data: { peticion: { estado: string; version: number } } }>(
        await fetch(api.url + apiPaths.peticion(peticionId), { headers }),
        `${api.mode}: peticion`,
      );
      const { estado, version } = detail.data.peticion;
      return { headers, peticionId, presupuestoId: quote.data.id, estado, version };
    }),
  );
}

/** The bytes of one answer's body as they crossed the wire (nothing decoded). */
function wireBytes(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const call = httpRequest(url, { headers, agent: false }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('error', reject);
      response.on('end', () =>
        response.statusCode === 200
          ? resolve(bytes)
          : reject(new Error(`HTTP ${response.statusCode}`)),
      );
    });
    call.on('error', reject);
    call.end();
  });
}

async function listBytes(api: BenchApi, authEmulatorUrl: string): Promise<WireBytes> {
  const headers = { Authorization: `Bearer ${await staffToken(authEmulatorUrl)}` };
  const url = api.url + apiPaths.peticionesSinAsignar;
  return {
    identity: await wireBytes(url, headers),
    gzip: await wireBytes(url, { ...headers, 'Accept-Encoding': 'gzip' }),
    br: await wireBytes(url, { ...headers, 'Accept-Encoding': 'gzip, deflate, br' }),
  };
}

export async function measureMixedLoad(options: {
  authEmulatorUrl: string;
  workDir: string;
  runs: number;
  runMs: number;
  track: (apis: BenchApis | undefined) => void;
  log: (message: string) => void;
}): Promise<MixedDetails> {
  const withPostgres = findPostgresBin() !== undefined;
  options.log(`mixed load: starting the API on PGlite${withPostgres ? ' and PostgreSQL' : ''}…`);
  let loading = false;
  const apis = await startBenchApis({
    workDir: options.workDir,
    authEmulatorHost: new URL(options.authEmulatorUrl).host,
    withPostgres,
    track: options.track,
    // Under load, the APIs' lines that may tell an error's cause, in their words.
    onLine: (name, line) => {
      if (loading && name.startsWith('api-') && telling(line)) options.log(`${name}: ${line}`);
    },
  });
  try {
    const details: MixedDetails = { staff: STAFF, runs: {}, memory: {} };
    const idle = new Map<ApiMode, number>();
    for (const api of apis.apis) idle.set(api.mode, (await residentMemory(api.process.pid!)).rss);
    details.listBytes = await listBytes(apis.apis[0]!, options.authEmulatorUrl);
    const staff = new Map<ApiMode, StaffMember[]>();
    for (const api of apis.apis) staff.set(api.mode, await staffOf(api, options.authEmulatorUrl));
    const load = async (api: BenchApi, durationMs: number, what: string) => {
      const run = await runMixedLoad({
        url: api.url,
        staff: staff.get(api.mode)!,
        priceTable: LOAD_TABLE,
        publicPerMinute: PUBLIC_PER_MINUTE,
        durationMs,
        pid: api.process.pid!,
      });
      // Each error with its call and what the API said, so that it can be traced in its log.
      if (run.errors > 0) options.log(`mixed load, ${api.mode}, ${what}: ${run.errors} error(s)`);
      for (const sample of run.errorSamples) options.log(`  ${sample}`);
      return run;
    };
    loading = true;
    for (const api of apis.apis) await load(api, WARM_UP_MS, 'warm-up');
    options.log(
      `mixed load: ${options.runs} × ${options.runMs / 1000} s per mode, ${STAFF} staff…`,
    );
    for (let run = 0; run < options.runs; run++) {
      // Alternating, the first mode changing every run: the machine's drift is shared out.
      const order = run % 2 ? [...apis.apis].reverse() : apis.apis;
      for (const api of order) {
        (details.runs[api.mode] ??= []).push(await load(api, options.runMs, `run ${run + 1}`));
      }
    }
    for (const api of apis.apis) {
      const { rss, peak } = await residentMemory(api.process.pid!);
      details.memory[api.mode] = { idle: idle.get(api.mode)!, peak, rss };
    }
    return details;
  } finally {
    await apis.stop();
    options.track(undefined);
  }
}
