// Reading the change feed (peticion_changes): the position a list reflects, what a stream resumed
// after a position missed, and pruning what is older than anyone may resume from.
import type { Database, Queryable } from '../engine/open';
import { findPeticiones, type PeticionNow } from './peticionRows';
import { inSnapshot } from '../engine/snapshot';

/** A stream may resume from a position up to this old; older changes are pruned. */
export const FEED_RETENTION_DAYS = 7;

/** Pruning runs at most this often, whichever process asks (the feed's row says when it ran). */
export const PRUNE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * The newest position given (0 before any), as the caller's snapshot sees it. Every change kept
 * may have been pruned since: the newest is then the last one pruned.
 */
export async function feedPosition(tx: Queryable): Promise<number> {
  const { rows } = await tx.query<{ position: number }>(
    `SELECT GREATEST(pruned_through, (SELECT max(position) FROM peticion_changes)) AS position
     FROM peticion_feed`,
  );
  return rows[0].position;
}

/** A list and the position of the feed it reflects, read in one snapshot. */
export function readPositioned<T>(
  db: Database,
  read: (tx: Queryable) => Promise<T>,
): Promise<{ data: T; position: number }> {
  return inSnapshot(db, async (tx) => ({ data: await read(tx), position: await feedPosition(tx) }));
}

/** A request's latest change after the resumed position, and the request as it is now. */
export type MissedChange = { position: number } & PeticionNow;

export type Missed =
  /** Every change after the position, one per request (its latest), in position order. */
  | { outcome: 'changes'; changes: MissedChange[]; through: number }
  /**
   * The position is older than what is kept, or newer than any given: the client reloads its
   * lists, which then reflect at least `through`, the newest position now.
   */
  | { outcome: 'reset'; through: number };

/**
 * What a client that has seen everything up to `after` missed, read in one snapshot: the requests
 * are read as that snapshot has them, so together they are the state at position `through`.
 */
export function changesAfter(db: Database, after: number): Promise<Missed> {
  return inSnapshot(db, async (tx) => {
    const { rows: bounds } = await tx.query<{ pruned: number }>(
      'SELECT pruned_through AS pruned FROM peticion_feed',
    );
    const newest = await feedPosition(tx);
    if (after < bounds[0].pruned || after > newest) return { outcome: 'reset', through: newest };
    const { rows } = await tx.query<{ id: number; position: number }>(
      `SELECT peticion_id AS id, max(position) AS position FROM peticion_changes
       WHERE position > $1
       GROUP BY peticion_id
       ORDER BY position`,
      [after],
    );
    const peticiones = await findPeticiones(
      tx,
      rows.map((row) => row.id),
    );
    const changes = rows.map(({ id, position }) => {
      // peticion_changes references peticiones: a change's request is read in the same snapshot.
      const now = peticiones.get(id);
      if (now === undefined) throw new Error(`Request ${id} changed but is not stored`);
      return { position, ...now };
    });
    return { outcome: 'changes', changes, through: newest };
  });
}

/**
 * Deletes the changes older than FEED_RETENTION_DAYS, unless pruning ran less than an hour ago
 * (from any process). Deletes a prefix of the feed (positions grow with their time) and records
 * the last position deleted: a stream asking to resume from before it is told to reload.
 */
export async function pruneChanges(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const due = await tx.query(
      `UPDATE peticion_feed SET pruned_at = now()
       WHERE pruned_at <= now() - make_interval(secs => $1::double precision / 1000)
       RETURNING pruned_at`,
      [PRUNE_INTERVAL_MS],
    );
    if (due.rows.length === 0) return;
    await tx.query(
      `WITH gone AS (
         DELETE FROM peticion_changes
         WHERE position <= (SELECT max(position) FROM peticion_changes
                            WHERE at < now() - make_interval(days => $1))
         RETURNING position
       )
       UPDATE peticion_feed
       SET pruned_through = GREATEST(pruned_through, (SELECT max(position) FROM gone))`,
      [FEED_RETENTION_DAYS],
    );
  });
}
