// The whole local stack (Auth Emulator, API, dashboard) behind one call, for `npm start`, the
// end-to-end tests and the benchmark.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_DATA_DIR } from '../server/dataDir';
import { startApi } from './stack/api';
import {
  DEFAULT_EMULATOR_PORTS,
  DEMO_ACCOUNT,
  PERSONAL_ACCOUNT,
  PROJECT_ID,
  ensureDemoAccounts,
  protectEmailEnumeration,
  startAuthEmulator,
} from './stack/authEmulator';
import type { ExitInfo, ManagedProcess } from './stack/managedProcess';
import { LOOPBACK, freePorts, waitForHttp } from './stack/net';
import { buildWeb, startViteDev, startVitePreview } from './stack/web';

export { DEMO_ACCOUNT, PERSONAL_ACCOUNT, PROJECT_ID };
export type { ExitInfo };

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/**
 * How long a server of the stack may take to answer once started: a cold start (the API's
 * TypeScript loaded, its database opened and migrated) takes seconds on an idle machine and many
 * more on two cores busy with a test suite's other lane (the Auth Emulator's CLI alone has taken
 * over a minute there).
 */
export const SERVER_START_TIMEOUT_MS = 120_000;
export const DEFAULT_PORTS = { api: 4000, web: 5173, ...DEFAULT_EMULATOR_PORTS } as const;

export type StackPorts = { api: number; web: number; auth: number; hub: number; logging: number };

export type StackOptions = {
  /** 'dev': Vite's dev server. 'preview': a production build served by `vite preview`. */
  mode?: 'dev' | 'preview';
  /**
   * false: no dashboard is built or served, for runs that call the API alone. Its port is still
   * chosen, and `urls.web` is still the origin the API lets in. Default: true.
   */
  dashboard?: boolean;
  /** 'default' (4000, 5173, 9099, 4400, 4500) or 'free': ports nobody uses, never the defaults. */
  ports?: 'default' | 'free';
  /** API database directory, or 'memory' for a fresh, seeded one. Default: DEFAULT_DATA_DIR. */
  dataDir?: string;
  /** A PostgreSQL server (postgres://…) for the API instead of the embedded database. */
  databaseUrl?: string;
  /** Demo data into the API's empty tables; unset: embedded yes, PostgreSQL only with SEED_DEMO=1. */
  seedDemo?: boolean;
  /** Directory where the emulator keeps accounts between runs; omitted: accounts live in memory. */
  authDataDir?: string;
  /** Where the preview build goes; default: a temporary directory removed on stop. */
  outDir?: string;
  /** 'preview' only: the API under the page's origin, as in production (scripts/stack/web.ts). */
  apiUnderWebOrigin?: boolean;
  /** Requests a minute per client on /api/admin; unset: the server's default. */
  rateLimitPerMinute?: number;
  /** The public order form's calls a minute per client (PUBLIC_RATE_LIMIT_PER_MINUTE); unset: 10. */
  publicRateLimitPerMinute?: number;
  /** The API's daily retention job; unset: the server's default (on). */
  retentionJob?: boolean;
  /** Every output line of the three servers. */
  onLine?: (name: string, line: string) => void;
  /** Time allowed for all three to answer. */
  timeoutMs?: number;
  /** Aborting while the stack starts stops what has started and rejects. */
  signal?: AbortSignal;
};

export type StackUrls = { web: string; api: string; authEmulator: string };

export type StackHandle = {
  urls: StackUrls;
  ports: StackPorts;
  /** Milliseconds from the call to all three servers answering (and the demo accounts existing). */
  startupMs: number;
  /** Settles when a server exits on its own (a crash): the stack is then incomplete. */
  crashed: Promise<ExitInfo>;
  stop(): Promise<void>;
  /** Synchronous SIGKILL of everything, for a parent that is exiting right now. */
  killNow(): void;
};

async function choosePorts(choice: 'default' | 'free'): Promise<StackPorts> {
  if (choice === 'default') return { ...DEFAULT_PORTS };
  const [api, web, auth, hub, logging] = await freePorts(5, Object.values(DEFAULT_PORTS));
  return { api: api!, web: web!, auth: auth!, hub: hub!, logging: logging! };
}

export async function startStack(options: StackOptions = {}): Promise<StackHandle> {
  const started = Date.now();
  const mode = options.mode ?? 'dev';
  const ports = await choosePorts(options.ports ?? 'default');
  const runDir = await mkdtemp(join(tmpdir(), 'vasos-stack-'));
  // npm start's documented addresses say localhost; stacks on free ports use the loopback IP.
  const publicHost = (options.ports ?? 'default') === 'default' ? 'localhost' : LOOPBACK;
  const urls: StackUrls = {
    web: `http://${publicHost}:${ports.web}`,
    api: `http://${publicHost}:${ports.api}`,
    authEmulator: `http://${LOOPBACK}:${ports.auth}`,
  };
  const processes: ManagedProcess[] = [];
  let stopping = false;

  const stop = async () => {
    stopping = true;
    // The emulator may be saving its accounts: give it longer.
    await Promise.all(processes.map((p) => p.stop(p.name === 'auth' ? 15_000 : 5_000)));
    await rm(runDir, { recursive: true, force: true });
  };

  const aborted = new Promise<never>((_, reject) => {
    const fail = () => reject(new Error('Start cancelled'));
    if (options.signal?.aborted) fail();
    options.signal?.addEventListener('abort', fail, { once: true });
  });
  aborted.catch(() => {});
  // Anything the start waits on also ends when the caller cancels.
  const unlessAborted = <T>(promise: Promise<T>) => Promise.race([promise, aborted]);

  try {
    const onLine = options.onLine;
    const auth = await startAuthEmulator({
      root: ROOT,
      ports,
      runDir,
      dataDir: options.authDataDir && resolve(ROOT, options.authDataDir),
      onLine,
    });
    processes.push(auth);
    const dataDir = options.dataDir ?? DEFAULT_DATA_DIR;
    const api = startApi({
      root: ROOT,
      port: ports.api,
      dataDir: dataDir === 'memory' ? dataDir : resolve(ROOT, dataDir),
      databaseUrl: options.databaseUrl,
      seedDemo: options.seedDemo,
      authEmulatorHost: `${LOOPBACK}:${ports.auth}`,
      projectId: PROJECT_ID,
      corsOrigins: [`http://localhost:${ports.web}`, `http://${LOOPBACK}:${ports.web}`],
      rateLimitPerMinute: options.rateLimitPerMinute,
      publicRateLimitPerMinute: options.publicRateLimitPerMinute,
      retentionJob: options.retentionJob,
      onLine,
    });
    processes.push(api);

    const webOptions = {
      root: ROOT,
      port: ports.web,
      apiUrl: urls.api,
      authEmulatorUrl: urls.authEmulator,
      apiUnderWebOrigin: mode === 'preview' && options.apiUnderWebOrigin === true,
      onLine,
    };
    const startWeb = async (): Promise<ManagedProcess> => {
      if (mode !== 'preview') return startViteDev(webOptions);
      const outDir = options.outDir ? resolve(ROOT, options.outDir) : join(runDir, 'web');
      const build = buildWeb({ ...webOptions, outDir });
      processes.push(build);
      const { code } = await unlessAborted(build.exited);
      if (code !== 0) throw new Error(`vite build failed:\n${build.tail()}`);
      return startVitePreview({ ...webOptions, outDir });
    };
    const web = options.dashboard === false ? undefined : await startWeb();
    if (web) processes.push(web);

    const timeoutMs = options.timeoutMs ?? SERVER_START_TIMEOUT_MS;
    const ready = async (proc: ManagedProcess, url: string) => {
      try {
        await waitForHttp(url, { timeoutMs, gaveUp: Promise.race([proc.exited, aborted]) });
      } catch (error) {
        throw new Error(`${proc.name} did not start: ${(error as Error).message}\n${proc.tail()}`);
      }
    };
    await unlessAborted(
      Promise.all([
        ready(auth, `${urls.authEmulator}/`)
          .then(() => protectEmailEnumeration(urls.authEmulator))
          .then(() => ensureDemoAccounts(urls.authEmulator)),
        ready(api, `http://${LOOPBACK}:${ports.api}/healthz`),
        web ? ready(web, `http://${LOOPBACK}:${ports.web}/`) : undefined,
      ]),
    );

    const running = processes.filter((p) => p.name !== 'build');
    const crashed = Promise.race(running.map((p) => p.exited)).then((exit) => {
      if (!stopping) return exit;
      return new Promise<ExitInfo>(() => {}); // A stop we asked for is not a crash.
    });
    return {
      urls,
      ports,
      startupMs: Date.now() - started,
      crashed,
      stop,
      killNow: () => processes.forEach((p) => p.killNow()),
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
