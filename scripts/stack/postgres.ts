// A throwaway PostgreSQL server for the tests and the bench: initdb in a temporary directory, on a
// free port of the loopback interface, removed on stop. Uses the PostgreSQL binaries already on
// this machine (Debian's `postgresql` package puts them in /usr/lib/postgresql/<version>/bin).
import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import pg from 'pg';
import { runToCompletion, type SpawnOptions } from './managedProcess';
import { LOOPBACK, freePort } from './net';

/** What to tell someone whose machine has no PostgreSQL. */
export const POSTGRES_MISSING =
  'PostgreSQL not found: testing the API on PostgreSQL needs its server binaries (initdb, pg_ctl). ' +
  'On Debian or Ubuntu: `sudo apt-get install postgresql` (they land in ' +
  '/usr/lib/postgresql/<version>/bin); elsewhere set PG_BIN_DIR to the directory holding them.';

const hasServer = (dir: string) =>
  existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'));

/** The directory with initdb and pg_ctl: PG_BIN_DIR, Debian's newest version, or the PATH. */
export function findPostgresBin(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.PG_BIN_DIR) return hasServer(env.PG_BIN_DIR) ? env.PG_BIN_DIR : undefined;
  const debian = '/usr/lib/postgresql';
  const versions = existsSync(debian)
    ? readdirSync(debian)
        .filter((name) => /^\d+$/.test(name))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const candidates = [
    ...versions.map((version) => join(debian, version, 'bin')),
    ...(env.PATH ?? '').split(delimiter).filter(Boolean),
  ];
  return candidates.find(hasServer);
}

/** PostgreSQL refuses to run as root: then its commands run as the `postgres` user. */
function runAs(): { user: string; uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const user = process.env.PG_RUN_AS_USER || 'postgres';
  try {
    const id = (flag: string) => Number(execFileSync('id', [flag, user], { encoding: 'utf8' }));
    return { user, uid: id('-u'), gid: id('-g') };
  } catch {
    throw new Error(
      `PostgreSQL refuses to run as root, and there is no user "${user}" to run it as ` +
        "(Debian's postgresql package creates it; PG_RUN_AS_USER names another).",
    );
  }
}

export type TempPostgres = {
  port: number;
  /** URL of a database on this server, as the superuser `postgres` (no password: trust). */
  url(database?: string): string;
  /** Creates an empty database and answers its URL. */
  createDatabase(name: string): Promise<string>;
  /** Stops the server, keeping its data, as an outage would (connections are cut). */
  pause(): Promise<void>;
  /** Starts it again on the same port and data; resolves once it accepts connections. */
  resume(): Promise<void>;
  stop(): Promise<void>;
  /** Synchronous immediate shutdown, for a parent that is exiting right now. */
  killNow(): void;
};

export async function startTempPostgres(
  options: { binDir?: string; onLine?: SpawnOptions['onLine'] } = {},
): Promise<TempPostgres> {
  const binDir = options.binDir ?? findPostgresBin();
  if (!binDir) throw new Error(POSTGRES_MISSING);
  const user = runAs();
  const dir = await mkdtemp(join(tmpdir(), 'vasos-pg-'));
  const dataDir = join(dir, 'data');
  if (user) {
    chownSync(dir, user.uid, user.gid);
    chmodSync(dir, 0o700);
  }
  const run = (tool: string, args: string[]) => {
    const command = join(binDir, tool);
    return user
      ? runToCompletion(tool, 'runuser', ['-u', user.user, '--', command, ...args], spawnOptions)
      : runToCompletion(tool, command, args, spawnOptions);
  };
  const spawnOptions: SpawnOptions = { cwd: dir, onLine: options.onLine };
  const port = await freePort();
  const url = (database = 'postgres') =>
    `postgres://postgres@${LOOPBACK}:${port}/${encodeURIComponent(database)}`;
  let stopped = false;
  const settings = [
    `-p ${port}`,
    `-k ${dir}`,
    `-c listen_addresses=${LOOPBACK}`,
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
  ];
  const startServer = () =>
    run(
      'pg_ctl',
      ['start', '-D', dataDir, '-l', join(dir, 'server.log'), '-w', '-t', '60'].concat([
        '-o',
        settings.join(' '),
      ]),
    );

  try {
    // Throwaway data: no fsync. C locale, as the embedded engine sorts.
    await run(
      'initdb',
      ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8'].concat([
        '--locale=C',
        '--no-sync',
        '--no-instructions',
      ]),
    );
    await startServer();
  } catch (error) {
    const logFile = join(dir, 'server.log');
    const log = existsSync(logFile) ? readFileSync(logFile, 'utf8') : '';
    await rm(dir, { recursive: true, force: true });
    throw new Error(`${(error as Error).message}${log ? `\n${log}` : ''}`);
  }

  const killNow = () => {
    stopped = true;
    try {
      const pid = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
      // SIGQUIT: immediate shutdown, the postmaster takes its children with it.
      if (pid > 0) process.kill(pid, 'SIGQUIT');
    } catch {
      // Not running.
    }
    rmSync(dir, { recursive: true, force: true });
  };

  return {
    port,
    url,
    async createDatabase(name) {
      const client = new pg.Client({ connectionString: url() });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`);
      } finally {
        await client.end();
      }
      return url(name);
    },
    async pause() {
      await run('pg_ctl', ['stop', '-D', dataDir, '-m', 'fast', '-w']);
    },
    resume: startServer,
    async stop() {
      if (stopped) return;
      stopped = true;
      // Fast: open connections are cut rather than waited for.
      await run('pg_ctl', ['stop', '-D', dataDir, '-m', 'fast', '-w']).catch(killNow);
      await rm(dir, { recursive: true, force: true });
    },
    killNow,
  };
}
