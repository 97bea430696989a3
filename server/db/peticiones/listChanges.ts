// Whether the changes of the feed since a list was read changed that list: docs/server.md, "Lists
// read once per change".
import { hash } from 'node:crypto';
import type { Database, Queryable } from '../engine/open';
import { inSnapshot } from '../engine/snapshot';
import { feedPosition } from './changeFeed';

/** A list's read: the whole list, or with `ids` only those of its rows (the same columns). */
export type ListRead<Row extends { id: number }> = (
  tx: Queryable,
  ids?: readonly number[],
) => Promise<Row[]>;

/** Each row's fingerprint by id: 48 bits of the SHA-1 of its JSON. */
export type RowPrints = Map<number, number>;

/**
 * Past this many changed requests, the list is read whole rather than compared row by row; past
 * this many positions behind the feed, it is read anew even if nothing in it changed, so that a
 * client resuming the events stream from its position has at most that many changes to read.
 */
export const COMPARED_CHANGES_MAX = 200;
export const KEPT_LAG_MAX = 1000;

// The one-shot hash, the same bits: with a Hash object per row, the fingerprints of a list read
// anew cost more than serialising it, 9 % of the API's CPU time under the bench's mixed load.
const printOf = (row: object) => hash('sha1', JSON.stringify(row), 'buffer').readUIntBE(0, 6);

export function printsOf(rows: readonly { id: number }[]): RowPrints {
  return new Map(rows.map((row) => [row.id, printOf(row)]));
}

/** Where a kept list stands: read at `position`, found unchanged through `checked`. */
export type KeptList = { position: number; checked: number; prints: RowPrints };

/**
 * Reads, in one snapshot, the requests changed after `kept.checked` and how the list shows them
 * now: the list is unchanged when each is as the list held it (or still absent from it). Answers
 * the feed's position then (`through`), or undefined when the list must be read anew: a changed
 * row, too many changes to compare, changes pruned away, or a list too far behind.
 */
export function unchangedThrough<Row extends { id: number }>(
  db: Database,
  read: ListRead<Row>,
  kept: KeptList,
): Promise<number | undefined> {
  return inSnapshot(db, async (tx) => {
    const through = await feedPosition(tx);
    if (through - kept.position > KEPT_LAG_MAX) return undefined;
    // A stream resumed from the kept position must still find every change after it.
    const { rows: feed } = await tx.query<{ pruned: boolean }>(
      'SELECT pruned_through > $1 AS pruned FROM peticion_feed',
      [kept.position],
    );
    if (feed[0].pruned) return undefined;
    const { rows } = await tx.query<{ id: number }>(
      `SELECT DISTINCT peticion_id AS id FROM peticion_changes
       WHERE position > $1 AND position <= $2
       LIMIT $3`,
      [kept.checked, through, COMPARED_CHANGES_MAX + 1],
    );
    if (rows.length > COMPARED_CHANGES_MAX) return undefined;
    if (rows.length === 0) return through;
    const ids = rows.map((row) => row.id);
    const now = printsOf(await read(tx, ids));
    return ids.every((id) => now.get(id) === kept.prints.get(id)) ? through : undefined;
  });
}
