// The embedded engine: PGlite (PostgreSQL compiled to WebAssembly) in a directory or in memory.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import {
  quotedTables,
  readsInTurn,
  SET_SNAPSHOT,
  valueParsers,
  type Database,
  type Queryable,
} from './database';
import { dropWrittenWal } from './pgliteWal';

/** `memory` (or an empty value) keeps everything in memory; anything else is a directory on disk. */
export function isInMemory(dataDir: string | undefined): dataDir is undefined | '' | 'memory' {
  return !dataDir || dataDir === 'memory';
}

function queryable(target: Pick<Transaction, 'query' | 'exec'>): Queryable {
  return {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- Queryable's: the caller names its rows' type
    async query<T>(sql: string, params?: readonly unknown[]) {
      const { rows } = await target.query<T>(sql, params as unknown[] | undefined);
      return { rows };
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}

/**
 * The embedded engine in `dataDir`, or in memory. `image` (another in-memory engine's
 * dumpDataDir) starts the in-memory one from that copy instead of an empty cluster: PGlite's own
 * initdb then does not run, which is most of the time an in-memory start takes.
 */
export async function openPglite(dataDir: string | undefined, image?: Blob): Promise<Database> {
  const location = isInMemory(dataDir) ? undefined : resolve(dataDir);
  if (location) mkdirSync(location, { recursive: true });
  // Loaded only here: an API on PostgreSQL never carries the embedded engine's code.
  const { PGlite } = await import('@electric-sql/pglite');
  const pg = await PGlite.create(location, {
    parsers: valueParsers,
    loadDataDir: image,
    extensions: await pgliteExtensions(),
  });
  return pgliteDatabase(pg);
}

/**
 * The extensions the schema uses, which PGlite loads only when told (PostgreSQL has them from its
 * contrib package): pg_trgm, for the search's indexes (migration 10).
 */
export async function pgliteExtensions() {
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  return { pg_trgm };
}

/** A copy of an in-memory engine's data directory, to open others from (see openPglite). */
export async function dumpPglite(db: Database): Promise<Blob> {
  const pg = engines.get(db);
  if (!pg) throw new Error('Only an embedded database opened by openPglite can be copied');
  return pg.dumpDataDir('none');
}

// The PGlite behind each Database this module opened, for dumpPglite alone.
const engines = new WeakMap<Database, PGlite>();

function pgliteDatabase(pg: PGlite): Database {
  const db: Database = {
    engine: 'pglite',
    ...queryable(pg),
    // In process: a SET TRANSACTION after PGlite's own BEGIN costs no round trip.
    transaction: (fn, options) =>
      pg.transaction(async (pgTx) => {
        const tx = queryable(pgTx);
        if (options?.readOnlySnapshot) await tx.exec(SET_SNAPSHOT);
        return fn(tx);
      }),
    // One connection: every read of the snapshot in its one transaction, one after another.
    readSnapshot: (settings, fn) =>
      pg.transaction(async (pgTx) => {
        const tx = queryable(pgTx);
        await tx.exec(`${SET_SNAPSHOT}; ${settings}`);
        const inTurn = readsInTurn(tx);
        try {
          return await fn({ tx, alongside: (read) => inTurn.run(read) });
        } finally {
          await inTurn.settled();
        }
      }),
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
    async rewriteTables(tables) {
      await pg.exec(`VACUUM (FULL) ${quotedTables(tables)}`);
      await dropWrittenWal(pg);
    },
    close: () => pg.close(),
    // One engine in the process, which runs one query at a time: its single connection.
    poolStats: () => ({ total: 1, idle: 1, waiting: 0 }),
  };
  engines.set(db, pg);
  return db;
}
