// The change feed of the requests: every write of a request takes the next position of the feed
// (a row of peticion_changes) and tells every API process through PostgreSQL's NOTIFY, so each
// streams it to its dashboards (server/live/). A stream resumed after a position reads what it
// missed from the feed itself (server/db/peticiones/changeFeed.ts).
import { auditEntriesParam, insertAuditEntries, type NewAuditEntry } from '../audit';
import type { Queryable } from '../engine/open';

export const PETICIONES_CHANNEL = 'peticiones';

/** 'peti' in ASCII: the transaction lock that gives positions in commit order (recordChange). */
export const CHANGE_FEED_LOCK_KEY = 0x70657469;

/**
 * What a notification carries: the change's position and the request's id only, because a payload
 * is limited to 8,000 bytes and an order can be longer. A listener reads the request as it is.
 */
export type ChangeNotice = { position: number; id: number };

/**
 * Records that request `id` changed, with the audit entries that say how (in their order), and
 * tells the listeners once the transaction commits (never if it is rolled back). Call it LAST in
 * the transaction of the write.
 *
 * Why the lock: a position comes from a sequence, which hands out numbers in the order they are
 * asked for, not in the order the transactions commit. Two writes committing the other way round
 * would let a reader see position 8 but not yet 7, and a stream resumed from 8 would never send 7.
 * Taking the lock just before the number and holding it until commit (a transaction-level lock
 * is released only then) makes writers take their numbers one at a time, each after the previous
 * one has committed or rolled back: whoever sees a position sees every position before it, so a
 * snapshot always holds a prefix of the feed. Taken last, it is held only for this statement, the
 * notification and the commit, and always after the request's row lock (the same order in every
 * write, so no deadlock).
 */
export async function recordChange(
  tx: Queryable,
  id: number,
  audit: readonly NewAuditEntry[] = [],
): Promise<number> {
  const { rows } = await tx.query<{ position: number }>(
    `WITH audit AS (${insertAuditEntries('$4')}),
     ${changeInsert('$1', '$2', '$3')}
     SELECT position FROM change`,
    [id, PETICIONES_CHANNEL, CHANGE_FEED_LOCK_KEY, auditEntriesParam(audit)],
  );
  return rows[0].position;
}

/** A write's own last statement: one INSERT or UPDATE … RETURNING the row it wrote. */
export type LastStatement = {
  /** Its `$1…` take `params`. */
  sql: string;
  params: readonly unknown[];
};

/**
 * recordChange with the write's last statement in the same statement, one round trip for all
 * three: answers the row that statement returned. The audit entries are given beforehand, so they
 * cannot name what the statement creates (a new row's id).
 */
export async function writeAndRecordChange<R>(
  tx: Queryable,
  id: number,
  last: LastStatement,
  audit: readonly NewAuditEntry[],
): Promise<R> {
  const at = (n: number) => `$${last.params.length + n}`;
  const { rows } = await tx.query<R>(
    `WITH written AS (${last.sql}),
     audit AS (${insertAuditEntries(at(4))}),
     ${changeInsert(at(1), at(2), at(3), '(SELECT count(*) FROM written) AS after_written')}
     SELECT written.* FROM written, change`,
    [...last.params, id, PETICIONES_CHANNEL, CHANGE_FEED_LOCK_KEY, auditEntriesParam(audit)],
  );
  // The written row is locked by the transaction since it began (writeTaken): a statement that
  // missed it would be a mistake, rolled back with the change it took.
  if (rows.length !== 1) throw new Error(`The write of request ${id} wrote ${rows.length} rows`);
  return rows[0];
}

/**
 * The statement's part that takes the position and notifies of it: the CTE `change`. The lock is
 * taken in a subquery the planner keeps apart (its volatile function stops it being pulled up),
 * which yields its row before the insert draws the position from the identity sequence: lock, then
 * number. With `after` (a subquery that reads the write's CTE whole), the lock waits for the
 * write's statement to have written: what that statement waits for (a trigger's locks on other
 * rows, as a correction's customer merge takes) it waits for without holding the feed's lock, as
 * a statement of its own before recordChange would. The audit entries wait for nothing.
 */
const changeInsert = (id: string, channel: string, lockKey: string, after?: string) => `change AS (
       INSERT INTO peticion_changes (peticion_id)
       SELECT ${id}::integer
       FROM (SELECT pg_advisory_xact_lock(${lockKey}) ${after ? `FROM ${after}` : ''}) AS feed_lock
       RETURNING position,
                 pg_notify(${channel}, json_build_object('position', position, 'id', peticion_id)::text)
     )`;

/** The change a payload names; undefined for anything else (nothing but this API sends there). */
export function readChangeNotice(payload: string): ChangeNotice | undefined {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { position, id } = value as Record<string, unknown>;
  if (!Number.isSafeInteger(position) || !Number.isInteger(id)) return undefined;
  return { position: position as number, id: id as number };
}
