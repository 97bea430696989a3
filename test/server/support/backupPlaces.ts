// What the backup specs share: `npm run db:backup` / `db:restore` as an operator runs them, and
// places to back up from and restore into on the project's engine (a directory under `server`, a
// PostgreSQL database under `server-pg`).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from '../../../scripts/stack';
import { openDatabase, type Database, type DatabaseTarget } from '../../../server/db/engine/open';
import { databaseFileStore } from '../../../server/archivos/fileStore';
import { storeCustomerFile } from '../../../server/db/archivos/storeArchivos';
import { emptyTestDatabase } from '../../support/testDatabase';

export type CliRun = { code: number | null; output: string };

export function npmRun(script: string, file: string, env: NodeJS.ProcessEnv): Promise<CliRun> {
  const child = spawn('npm', ['run', '--silent', script, '--', file], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, output }));
  });
}

export type Place = {
  engine: 'pglite' | 'postgres';
  target: DatabaseTarget;
  /** The environment that names it for the CLIs. */
  env: NodeJS.ProcessEnv;
};

/**
 * Places in `dir` (a directory of the test's own): each a new, empty database of the engine.
 * `dispose` drops the PostgreSQL ones made.
 */
export function placesIn(dir: string) {
  const made: (() => Promise<void>)[] = [];
  return {
    async place(name: string): Promise<Place> {
      const empty = await emptyTestDatabase();
      if (empty.engine === 'pglite') {
        const dataDir = join(dir, name);
        return { engine: 'pglite', target: dataDir, env: { DATA_DIR: dataDir } };
      }
      made.push(() => empty.dispose());
      const { url } = empty.target as { url: string };
      return { engine: 'postgres', target: { url, poolMax: 2 }, env: { DATABASE_URL: url } };
    },
    async dispose() {
      for (const dispose of made.splice(0)) await dispose();
    },
  };
}

export async function withDatabase<T>(target: DatabaseTarget, fn: (db: Database) => Promise<T>) {
  const db = await openDatabase(target);
  try {
    return await fn(db);
  } finally {
    await db.close();
  }
}

/** Every table of the schema and how many rows it holds. */
export async function rowCounts(db: Database): Promise<Record<string, number>> {
  const { rows: tables } = await db.query<{ name: string }>(
    `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${name}"`);
    counts[name] = rows[0]!.n;
  }
  return counts;
}

/**
 * A file the customer sent for the database's first request, kept in the database (the default
 * store), as a backup must carry it: its id and its bytes.
 */
export async function storeAFile(
  db: Database,
  bytes: Buffer,
): Promise<{ id: number; peticionId: number }> {
  const { rows } = await db.query<{ id: number }>('SELECT id FROM peticiones ORDER BY id LIMIT 1');
  const peticionId = rows[0]!.id;
  const result = await storeCustomerFile({ db, files: databaseFileStore }, peticionId, {
    nombre: 'logo.png',
    bytes,
  });
  if (result.outcome !== 'stored') throw new Error(`The file was not stored: ${result.outcome}`);
  return { id: result.archivo.id, peticionId };
}
