// One snapshot read on several pooled connections at once (Database.readSnapshot, docs/server.md
// "Informes"): the first transaction exports its snapshot (`pg_export_snapshot()`), and each read
// alongside starts a transaction of its own on another connection that imports it (`SET
// TRANSACTION SNAPSHOT`), so all of them see the data exactly as the first does. The first stays
// open until every read has settled: a snapshot can be imported only while its exporter lives.
import type pg from 'pg';
import { BEGIN_SNAPSHOT, readsInTurn, type Queryable, type SnapshotReads } from './database';
import { inTransaction } from './postgresQueryable';

/**
 * The share of the pool one snapshot's reads may hold at once: the rest stays for every other
 * caller, and several reports at once cannot take the whole pool between them.
 */
export const SNAPSHOT_POOL_SHARE = 0.5;

/** What pg_export_snapshot() answers (e.g. `00000003-0000001B-1`): quoted into SQL as it is. */
const SNAPSHOT_ID = /^[0-9A-F]+(-[0-9A-F]+)+$/i;

export async function readSnapshotOnPool<T>(
  pool: pg.Pool,
  poolMax: number,
  settings: string,
  fn: (reads: SnapshotReads) => Promise<T>,
): Promise<T> {
  const share = Math.max(1, Math.floor(poolMax * SNAPSHOT_POOL_SHARE));
  let held = 1;
  const running: Promise<unknown>[] = [];
  // Connections this snapshot asked for while the pool had idle ones: node-postgres queues such
  // a request and hands it an idle connection on its next tick, so until then it counts among
  // those waiting, and that connection among the idle.
  let claimed = 0;
  /**
   * Another connection now, without waiting for one: a snapshot that waited for a connection
   * while holding its own could wait forever on a pool that reads like it took whole.
   */
  const canTakeAnother = () =>
    held < share &&
    pool.waitingCount - claimed === 0 &&
    (pool.idleCount - claimed > 0 || pool.totalCount < poolMax);
  /** A connection seen free by canTakeAnother, asked for before anything else runs. */
  const takeAnother = () => {
    const fromIdle = pool.idleCount > 0;
    if (fromIdle) claimed++;
    return pool.connect().finally(() => {
      if (fromIdle) claimed--;
    });
  };
  return inTransaction(
    () => pool.connect(),
    `${BEGIN_SNAPSHOT}; ${settings}; SELECT pg_export_snapshot() AS snapshot`,
    async (tx, begun) => {
      const snapshot = String(begun[0]?.snapshot);
      if (!SNAPSHOT_ID.test(snapshot)) throw new Error(`Unexpected snapshot id: ${snapshot}`);
      const inTurn = readsInTurn(tx);
      let settled = false;
      const alongside = <U>(read: (tx: Queryable) => Promise<U>): Promise<U> => {
        if (settled) throw new Error('A read alongside a snapshot that was let go');
        let result: Promise<U>;
        if (inTurn.idle() || !canTakeAnother()) result = inTurn.run(read);
        else {
          held++;
          result = inTransaction(
            takeAnother,
            `${BEGIN_SNAPSHOT}; SET TRANSACTION SNAPSHOT '${snapshot}'; ${settings}`,
            read,
          ).finally(() => held--);
        }
        running.push(result.catch(() => undefined));
        return result;
      };
      try {
        return await fn({ tx, alongside });
      } finally {
        settled = true;
        await Promise.all(running);
      }
    },
  );
}
