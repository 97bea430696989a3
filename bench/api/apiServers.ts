// The API as it is deployed (built by `vite build --ssr`, as `npm run build` does, and run by plain
// Node), started twice next to the bench's stack: on the embedded PGlite and on a throwaway
// PostgreSQL server. Both use the stack's Auth Emulator and hold the demo and bench data, put in
// before each starts (seed/seedDatabase.ts).
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import ts from 'typescript';
import { DEFAULT_PORTS, PROJECT_ID, ROOT } from '../../scripts/stack';
import {
  runToCompletion,
  spawnManaged,
  type ManagedProcess,
  type SpawnOptions,
} from '../../scripts/stack/managedProcess';
import { LOOPBACK, freePorts, waitForHttp } from '../../scripts/stack/net';
import { startTempPostgres, type TempPostgres } from '../../scripts/stack/postgres';
import {
  productionEnvironment,
  productionNodeOptions,
} from '../../scripts/build/productionNodeOptions';
import { seedBenchDatabase } from '../seed/seedDatabase';

export type ApiMode = 'postgres' | 'pglite';

export type BenchApi = { mode: ApiMode; url: string; process: ManagedProcess };

export type BenchApis = {
  apis: BenchApi[];
  stop(): Promise<void>;
  killNow(): void;
};

// Inside node_modules: the build leaves the packages external, and Node finds them from there.
const buildRoot = () => join(ROOT, 'node_modules', '.cache', `vasos-bench-api-${process.pid}`);

/** Builds the API into `dir` and compiles the timing preload next to it. */
async function buildApi(dir: string, onLine?: SpawnOptions['onLine']): Promise<void> {
  await mkdir(dir, { recursive: true });
  const vite = join(ROOT, 'node_modules', '.bin', 'vite');
  const args = ['build', '--ssr', '--outDir', dir, '--emptyOutDir', '--logLevel', 'warn'];
  await runToCompletion('api-build', process.execPath, [vite, ...args], { cwd: ROOT, onLine });
  const source = await readFile(join(ROOT, 'bench', 'api', 'serverTiming.ts'), 'utf8');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  });
  await writeFile(join(dir, 'serverTiming.mjs'), outputText);
}

type ApiStart = {
  mode: ApiMode;
  dir: string;
  port: number;
  dataDir: string;
  databaseUrl?: string;
  authEmulatorHost: string;
  onLine?: SpawnOptions['onLine'];
};

type Production = { nodeOptions: readonly string[]; environment: Record<string, string> };

function startBuiltApi(
  options: ApiStart,
  { nodeOptions, environment }: Production,
): ManagedProcess {
  const args = [
    ...nodeOptions,
    '--import',
    join(options.dir, 'serverTiming.mjs'),
    join(options.dir, 'main.js'),
  ];
  return spawnManaged(`api-${options.mode}`, process.execPath, args, {
    cwd: ROOT,
    env: {
      // What `npm run start:prod` sets (MALLOC_ARENA_MAX), as deployed.
      ...environment,
      // Not production: a production server refuses the Auth Emulator's unsigned tokens. All else
      // as production runs: pino's JSON log lines at the default level, no reference page.
      NODE_ENV: 'development',
      LOG_FORMAT: 'json',
      LOG_LEVEL: 'info',
      API_DOCS: '0',
      PORT: String(options.port),
      HOST: LOOPBACK,
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl ?? '',
      SEED_DEMO: '0',
      FIREBASE_AUTH_EMULATOR_HOST: options.authEmulatorHost,
      FIREBASE_PROJECT_ID: PROJECT_ID,
      // The load comes from one address at thousands of requests a minute: it measures speed,
      // not the limit (which still runs its check on every request).
      RATE_LIMIT_PER_MINUTE: String(100_000_000),
    },
    onLine: options.onLine,
  });
}

/**
 * Builds the API and starts it on PGlite (a fresh database in `workDir`) and, when `withPostgres`,
 * on a throwaway PostgreSQL server too. Resolves once every one answers /healthz.
 */
export async function startBenchApis(options: {
  workDir: string;
  authEmulatorHost: string;
  withPostgres: boolean;
  onLine?: SpawnOptions['onLine'];
  /** Receives the handle as soon as something runs, so that an interrupted start is cleaned up. */
  track: (apis: BenchApis) => void;
}): Promise<BenchApis> {
  // BENCH_API_NODE_OPTIONS: more options for the APIs' Node (`--cpu-prof --cpu-prof-dir=…` to
  // profile them: the profile is written when the bench stops them, which may take a while).
  const extra = process.env.BENCH_API_NODE_OPTIONS?.split(/\s+/).filter(Boolean) ?? [];
  const stopGraceMs = extra.length > 0 ? 60_000 : undefined;
  const processes: ManagedProcess[] = [];
  let postgres: TempPostgres | undefined;
  const dir = buildRoot();
  const handle: BenchApis = {
    apis: [],
    async stop() {
      await Promise.all(processes.map((p) => p.stop(stopGraceMs)));
      await postgres?.stop();
      await rm(dir, { recursive: true, force: true });
    },
    killNow() {
      processes.forEach((p) => p.killNow());
      postgres?.killNow();
    },
  };
  options.track(handle);

  await buildApi(dir, options.onLine);
  const databaseUrl = options.withPostgres
    ? await startTempPostgres({ onLine: options.onLine }).then((server) => {
        postgres = server;
        return server.createDatabase('vasos');
      })
    : undefined;
  const ports = await freePorts(2, Object.values(DEFAULT_PORTS));
  const modes: ApiMode[] = databaseUrl ? ['postgres', 'pglite'] : ['pglite'];
  const starts = modes.map((mode, index): ApiStart => ({
    mode,
    dir,
    port: ports[index]!,
    dataDir: join(options.workDir, `api-${mode}`),
    databaseUrl: mode === 'postgres' ? databaseUrl : undefined,
    authEmulatorHost: options.authEmulatorHost,
    onLine: options.onLine,
  }));
  await Promise.all(
    starts.map((start) =>
      seedBenchDatabase({
        name: `seed-${start.mode}`,
        dataDir: start.dataDir,
        databaseUrl: start.databaseUrl,
        onLine: start.onLine,
        track: (seed) => processes.push(seed),
      }),
    ),
  );
  const production: Production = {
    nodeOptions: [...(await productionNodeOptions(ROOT)), ...extra],
    environment: await productionEnvironment(ROOT),
  };
  const apis = starts.map((start): BenchApi => {
    const proc = startBuiltApi(start, production);
    processes.push(proc);
    return { mode: start.mode, url: `http://${LOOPBACK}:${start.port}`, process: proc };
  });
  handle.apis = apis;
  await Promise.all(
    apis.map(async ({ url, process: proc }) => {
      try {
        await waitForHttp(`${url}/healthz`, { timeoutMs: 60_000, gaveUp: proc.exited });
      } catch (error) {
        const reason = (error as Error).message;
        throw new Error(`${proc.name} did not start: ${reason}\n${proc.tail()}`);
      }
    }),
  );
  return handle;
}
