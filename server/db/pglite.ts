// The embedded engine: PGlite (PostgreSQL compiled to WebAssembly) in a directory or in memory.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Transaction } from '@electric-sql/pglite';
import { valueParsers, type Database, type Queryable } from './database';

/** `memory` (or an empty value) keeps everything in memory; anything else is a directory on disk. */
export function isInMemory(dataDir: string | undefined): boolean {
  return !dataDir || dataDir === 'memory';
}

function queryable(target: Pick<Transaction, 'query' | 'exec'>): Queryable {
  return {
    async query<T>(sql: string, params?: readonly unknown[]) {
      const { rows } = await target.query<T>(sql, params as unknown[] | undefined);
      return { rows };
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}

export async function openPglite(dataDir: string | undefined): Promise<Database> {
  const location = isInMemory(dataDir) ? undefined : resolve(dataDir!);
  if (location) mkdirSync(location, { recursive: true });
  // Loaded only here: an API on PostgreSQL never carries the embedded engine's code.
  const { PGlite } = await import('@electric-sql/pglite');
  const pg = await PGlite.create(location, { parsers: valueParsers });
  return {
    engine: 'pglite',
    ...queryable(pg),
    transaction: (fn) => pg.transaction((tx) => fn(queryable(tx))),
    // One connection serves the whole process, so the lock only matters against other processes.
    async withAdvisoryLock(key, fn) {
      await pg.query('SELECT pg_advisory_lock($1)', [key]);
      try {
        return await fn();
      } finally {
        await pg.query('SELECT pg_advisory_unlock($1)', [key]);
      }
    },
    // One process, one engine: the listener cannot lose its connection, so onLost never fires.
    async listen(channel, onPayload) {
      const unlisten = await pg.listen(channel, onPayload);
      return () => unlisten();
    },
    close: () => pg.close(),
    // One engine in the process, which runs one query at a time: its single connection.
    poolStats: () => ({ total: 1, idle: 1, waiting: 0 }),
  };
}
