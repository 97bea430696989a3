// A PostgreSQL server through node-postgres: a pool of connections shared by all requests.
import pg from 'pg';
import { BEGIN_SNAPSHOT, quotedTables, valueParsers, type Database } from './database';
import { listenOnOwnConnection } from './postgresListen';
import { inTransaction, queryable } from './postgresQueryable';
import { readSnapshotOnPool } from './postgresSnapshot';

export type PostgresTarget = {
  /** postgres://user:password@host:port/database (`?sslmode=require` and the like are honoured). */
  url: string;
  /** Connections the pool may open at once. */
  poolMax?: number;
  /** A statement running longer is cancelled by the server; 0: no limit. */
  statementTimeoutMs?: number;
  /** Longest wait for a connection (a new one, or a free one of the pool) before giving up. */
  connectTimeoutMs?: number;
};

export const POOL_MAX_DEFAULT = 10;
export const STATEMENT_TIMEOUT_MS_DEFAULT = 30_000;
/**
 * Waiting longer for a connection means the server is unreachable or the pool is exhausted: the
 * request gets 503 with Retry-After well within 2 s, instead of hanging (docs/server.md).
 */
export const CONNECT_TIMEOUT_MS_DEFAULT = 1_500;
/**
 * Longest wait for a table's exclusive lock when rewriting it (VACUUM FULL): while it waits, every
 * query of that table queues behind it, so it gives up rather than stall the API (docs/server.md).
 */
export const REWRITE_LOCK_TIMEOUT_MS = 5_000;

const types: pg.CustomTypesConfig = {
  getTypeParser: (oid, format) => {
    // Ours for the few types valueParsers names, node-postgres' own for the rest.
    const own = Object.hasOwn(valueParsers, oid) ? valueParsers[oid] : undefined;
    if ((format ?? 'text') === 'text' && own) return own;
    return pg.types.getTypeParser(oid, format) as (value: string) => unknown;
  },
};

export async function openPostgres(target: PostgresTarget): Promise<Database> {
  const connection = {
    connectionString: target.url,
    types,
    application_name: 'vasos-admin-api',
    connectionTimeoutMillis: target.connectTimeoutMs ?? CONNECT_TIMEOUT_MS_DEFAULT,
  };
  const poolMax = target.poolMax ?? POOL_MAX_DEFAULT;
  const pool = new pg.Pool({
    ...connection,
    max: poolMax,
    statement_timeout: target.statementTimeoutMs ?? STATEMENT_TIMEOUT_MS_DEFAULT,
  });
  // A connection dropped while idle (server restart, failover) is replaced on the next query; without
  // a listener the pool's 'error' event would end the process.
  pool.on('error', (error) => console.error(`PostgreSQL: idle connection lost: ${error.message}`));
  try {
    // Fail at start, not at the first request, when the server cannot be reached.
    await pool.query('SELECT 1');
  } catch (error) {
    await pool.end();
    throw error;
  }

  return {
    engine: 'postgres',
    ...queryable(pool),
    // Every statement of a transaction must go through the one connection that said BEGIN.
    transaction: (fn, options) =>
      inTransaction(() => pool.connect(), options?.readOnlySnapshot ? BEGIN_SNAPSHOT : 'BEGIN', fn),
    readSnapshot: (settings, fn) => readSnapshotOnPool(pool, poolMax, settings, fn),
    // The lock lives on a connection of its own, outside the pool: `fn` may use the pool freely
    // (even a pool of one), and the lock goes away with that connection if this process dies.
    async withAdvisoryLock(key, fn) {
      const client = new pg.Client({ ...connection, statement_timeout: 0 });
      await client.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [key]);
        return await fn();
      } finally {
        await client.end();
      }
    },
    // A connection of its own: the lock timeout is set for this statement alone, and VACUUM may
    // not run in a transaction. Each table is rewritten and committed in turn.
    async rewriteTables(tables) {
      const client = new pg.Client({
        ...connection,
        statement_timeout: target.statementTimeoutMs ?? STATEMENT_TIMEOUT_MS_DEFAULT,
        lock_timeout: REWRITE_LOCK_TIMEOUT_MS,
      });
      await client.connect();
      try {
        await client.query(`VACUUM (FULL) ${quotedTables(tables)}`);
      } finally {
        await client.end();
      }
    },
    listen: (channel, onPayload, options) =>
      listenOnOwnConnection(connection, channel, onPayload, options),
    close: () => pool.end(),
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
  };
}
