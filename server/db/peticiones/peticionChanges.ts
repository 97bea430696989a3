// The change feed of the requests: every write of a request takes the next position of the feed
// (a row of peticion_changes) and tells every API process through PostgreSQL's NOTIFY, so each
// streams it to its dashboards (server/live/). A stream resumed after a position reads what it
// missed from the feed itself (server/db/peticiones/changeFeed.ts).
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
 * Records that request `id` changed, and tells the listeners once the transaction commits (never
 * if it is rolled back). Call it LAST in the transaction of the write.
 *
 * Why the lock: a position comes from a sequence, which hands out numbers in the order they are
 * asked for, not in the order the transactions commit. Two writes committing the other way round
 * would let a reader see position 8 but not yet 7, and a stream resumed from 8 would never send 7.
 * Taking the lock just before the number and holding it until commit (a transaction-level lock
 * is released only then) makes writers take their numbers one at a time, each after the previous
 * one has committed or rolled back: whoever sees a position sees every position before it, so a
 * snapshot always holds a prefix of the feed. Taken last, it is held only for this insert, the
 * notification and the commit, and always after the request's row lock (the same order in every
 * write, so no deadlock).
 */
export async function recordChange(tx: Queryable, id: number): Promise<number> {
  // One statement, one round trip for every write of a request. The lock is taken in a subquery
  // the planner keeps apart (its volatile function stops it being pulled up), which yields its
  // row before the insert draws the position from the identity sequence: lock, then number.
  const { rows } = await tx.query<{ position: number }>(
    `WITH change AS (
       INSERT INTO peticion_changes (peticion_id)
       SELECT $1::integer FROM (SELECT pg_advisory_xact_lock($3)) AS feed_lock
       RETURNING position, peticion_id
     )
     SELECT position,
            pg_notify($2, json_build_object('position', position, 'id', peticion_id)::text)
     FROM change`,
    [id, PETICIONES_CHANNEL, CHANGE_FEED_LOCK_KEY],
  );
  return rows[0].position;
}

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
