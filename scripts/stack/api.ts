// The reference API server (server/main.ts), as `npm run server` runs it.
import { join } from 'node:path';
import { spawnManaged, type ManagedProcess, type SpawnOptions } from './managedProcess';
import { LOOPBACK } from './net';

export type ApiOptions = {
  /** In logs and errors; default 'api'. */
  name?: string;
  root: string;
  port: number;
  /** Database directory, or 'memory'. Ignored when databaseUrl is given. */
  dataDir: string;
  /** A PostgreSQL server instead of the embedded database. */
  databaseUrl?: string;
  /** Demo data into empty tables; unset: the server's default (embedded yes, PostgreSQL no). */
  seedDemo?: boolean;
  authEmulatorHost: string;
  projectId: string;
  corsOrigins: readonly string[];
  /** Requests a minute per client on /api/admin; unset: the server's default. */
  rateLimitPerMinute?: number;
  /** The public order form's calls a minute per client; unset: the server's default. */
  publicRateLimitPerMinute?: number;
  /** The daily retention job in the API (RETENTION_JOB); unset: the server's default (on). */
  retentionJob?: boolean;
  onLine?: SpawnOptions['onLine'];
};

export function startApi(options: ApiOptions): ManagedProcess {
  // tsx as a loader rather than its CLI: one process, so SIGTERM reaches the server itself. (The CLI
  // relays signals to a child and SIGKILLs it when that child is slow to acknowledge them.)
  const args = ['--import', 'tsx', join(options.root, 'server', 'main.ts')];
  return spawnManaged(options.name ?? 'api', process.execPath, args, {
    cwd: options.root,
    env: {
      PORT: String(options.port),
      HOST: LOOPBACK,
      DATA_DIR: options.dataDir,
      // Always explicit: a DATABASE_URL in the caller's shell must not reach a server meant for
      // the embedded database (the tests' one above all).
      DATABASE_URL: options.databaseUrl ?? '',
      ...(options.seedDemo === undefined ? {} : { SEED_DEMO: options.seedDemo ? '1' : '0' }),
      FIREBASE_AUTH_EMULATOR_HOST: options.authEmulatorHost,
      FIREBASE_PROJECT_ID: options.projectId,
      CORS_ORIGINS: options.corsOrigins.join(','),
      ...(options.rateLimitPerMinute === undefined
        ? {}
        : { RATE_LIMIT_PER_MINUTE: String(options.rateLimitPerMinute) }),
      ...(options.publicRateLimitPerMinute === undefined
        ? {}
        : { PUBLIC_RATE_LIMIT_PER_MINUTE: String(options.publicRateLimitPerMinute) }),
      ...(options.retentionJob === undefined
        ? {}
        : { RETENTION_JOB: options.retentionJob ? '1' : '0' }),
    },
    onLine: options.onLine,
  });
}
