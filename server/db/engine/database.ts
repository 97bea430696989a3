// The one database interface the API uses, whichever engine is behind it (embedded PGlite or a
// PostgreSQL server): the same SQL and the same value types on both.

export type Rows<T> = { rows: T[] };

/** What a query needs: the database itself or an open transaction. */
export type Queryable = {
  /** One statement; `$1…` placeholders take `params`. */
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<Rows<T>>;
  /** Any number of statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
};

export type DatabaseEngine = 'pglite' | 'postgres';

export type ListenOptions = {
  /**
   * The listening connection was lost (server restart, network): notifications sent meanwhile are
   * missed and nothing more arrives. Listen again (a new connection) to hear what follows.
   */
  onLost?: () => void;
};

/** Stops listening (and lets go of the connection it used). */
export type Unlisten = () => Promise<void>;

/** The reads of one snapshot of the data (Database.readSnapshot). */
export type SnapshotReads = {
  /** The transaction that took the snapshot: use it before starting reads `alongside`. */
  tx: Queryable;
  /**
   * Runs `read` in a transaction that sees the same snapshot as `tx`: on PostgreSQL on another
   * pooled connection, concurrently, when one is free at once and the snapshot holds less than its
   * share of the pool; otherwise (and on the embedded engine, one connection) in `tx`, after the
   * reads queued there before it.
   */
  alongside: <T>(read: (tx: Queryable) => Promise<T>) => Promise<T>;
};

export type Database = Queryable & {
  readonly engine: DatabaseEngine;
  /**
   * Runs `fn` in one transaction: committed if it resolves, rolled back if it throws. With
   * `readOnlySnapshot`, a read-only REPEATABLE READ one, begun so in its first statement (on
   * PostgreSQL one round trip, not a BEGIN and then a SET TRANSACTION).
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>, options?: TransactionOptions): Promise<T>;
  /**
   * Runs `fn` with read-only REPEATABLE READ transactions that all see one snapshot of the data
   * (docs/server.md, "Informes"). `settings`, statements without parameters (`set_config(…,
   * true)`), run first in each of them. Settles once every read has settled and every connection
   * it took is back in the pool, whether `fn` resolved or threw.
   */
  readSnapshot<T>(settings: string, fn: (reads: SnapshotReads) => Promise<T>): Promise<T>;
  /**
   * Runs `fn` while holding the PostgreSQL advisory lock `key`: whoever else asks for the same key
   * on the same database, from any process, waits until `fn` has settled.
   */
  withAdvisoryLock<T>(key: number, fn: () => Promise<T>): Promise<T>;
  /**
   * Calls `onPayload` with the payload of every notification sent on `channel` (`NOTIFY`,
   * `pg_notify`) by anyone on this database, once the transaction that sent it has committed.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    options?: ListenOptions,
  ): Promise<Unlisten>;
  /**
   * Rewrites the tables whole (`VACUUM FULL`: new files, the old ones removed), so that no earlier
   * version of their rows is left in the database's files; on the embedded engine, whose whole
   * directory is its backup, nor in its write-ahead log. Runs outside any transaction.
   */
  rewriteTables(tables: readonly string[]): Promise<void>;
  /** Lets go of the database (PGlite writes everything out; a pool closes its connections). */
  close(): Promise<void>;
  /** The connections it holds now, for /metrics (a stand-in database may have none to tell). */
  poolStats?(): PoolStats;
};

/** How a transaction begins (Database.transaction). */
export type TransactionOptions = { readOnlySnapshot?: boolean };

/** Connections open (in use or idle) and queries waiting for one. */
export type PoolStats = { total: number; idle: number; waiting: number };

/** A table's name quoted for SQL (the names come from the code, never from a request). */
export const quotedTables = (tables: readonly string[]) =>
  tables.map((table) => `"${table.replaceAll('"', '""')}"`).join(', ');

const PG_TYPE = { INT8: 20, DATE: 1082, NUMERIC: 1700 } as const;

const MIN_SAFE = BigInt(Number.MIN_SAFE_INTEGER);
const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

/** Text value → JavaScript, by type OID, for the types where the two engines' defaults differ. */
export const valueParsers: Readonly<Record<number, (value: string) => unknown>> = {
  // Prices travel as JSON numbers; NUMERIC would otherwise arrive as strings.
  [PG_TYPE.NUMERIC]: (value) => Number(value),
  // A DATE is a calendar day: keep 'YYYY-MM-DD' instead of a midnight-UTC Date.
  [PG_TYPE.DATE]: (value) => value,
  // count(*) and bigint ids: a number while exact, a bigint beyond 2^53 (never a rounded number).
  [PG_TYPE.INT8]: (value) => {
    const big = BigInt(value);
    return big >= MIN_SAFE && big <= MAX_SAFE ? Number(big) : big;
  },
};

/** Reads run one after another on `tx`, each once the one before has settled. */
export function readsInTurn(tx: Queryable) {
  let last: Promise<unknown> = Promise.resolve();
  let queued = 0;
  return {
    /** Nothing running or waiting on `tx`. */
    idle: () => queued === 0,
    run<T>(read: (tx: Queryable) => Promise<T>): Promise<T> {
      queued++;
      const result = last.then(() => read(tx)).finally(() => queued--);
      last = result.catch(() => undefined);
      return result;
    },
    /** Resolves once every read run so far has settled. */
    settled: () => last,
  };
}

/** The statement that starts each transaction of a snapshot's reads. */
export const BEGIN_SNAPSHOT = 'BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY';

/** The same, for an engine whose transaction has begun already (PGlite's `transaction`). */
export const SET_SNAPSHOT = 'SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY';
