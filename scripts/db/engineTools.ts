// What the backup and restore commands share: which database the environment names, and the
// PostgreSQL client tools (pg_dump, pg_restore) of this machine.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { readServerConfig } from '../../server/config';
import { findPostgresBin } from '../stack/postgres';

export type BackupTarget = { engine: 'postgres'; url: string } | { engine: 'pglite'; dir: string };

/** DATABASE_URL's server, else the embedded database in DATA_DIR (never one in memory). */
export function backupTarget(env: NodeJS.ProcessEnv = process.env): BackupTarget {
  const config = readServerConfig(env);
  if (config.databaseUrl) return { engine: 'postgres', url: config.databaseUrl };
  if (config.dataDir === 'memory') {
    throw new Error('DATA_DIR names no directory: an in-memory database has nothing to keep');
  }
  return { engine: 'pglite', dir: config.dataDir };
}

/** A client tool: from PG_BIN_DIR or Debian's PostgreSQL directory, else from the PATH. */
export function postgresTool(name: 'pg_dump' | 'pg_restore'): string {
  const dir = findPostgresBin();
  return dir && existsSync(join(dir, name)) ? join(dir, name) : name;
}

export function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(command, args, (error, _stdout, stderr) => {
      if (error) reject(new Error(`${command} failed: ${stderr.trim() || error.message}`));
      else resolve();
    });
  });
}
