// Whether the changes of the feed since a list was read changed that list, and which of its rows:
// docs/server.md, "Lists read once per change".
import { hash } from 'node:crypto';
import type { Database, Queryable } from '../engine/open';
import { inSnapshot } from '../engine/snapshot';

/**
 * Where a row stands in its list, as text: the list is in descending order of it. The lists sort
 * by a time, newest first, then by id: the time to the microsecond and the id, padded, so that
 * comparing the text compares them (`listOrderOf`).
 */
export type Listed<Row> = Row & { listOrder: string };

/** The SQL of a row's `listOrder` in a list sorted by `time DESC, id DESC` (time never null). */
export const listOrderOf = (time: string) =>
  `to_char(${time} AT TIME ZONE 'UTC', 'YYYYMMDDHH24MISSUS') || lpad(id::text, 10, '0')`;

/** A list's read: the whole list, or with `ids` only those of its rows (the same columns). */
export type ListRead<Row extends { id: number }> = (
  tx: Queryable,
  ids?: readonly number[],
) => Promise<Listed<Row>[]>;

/**
 * One row of a kept list: its JSON as the answer holds it (UTF-8 bytes), where it stands, and its
 * fingerprint (48 bits of the SHA-1 of both): a row that changes in anything the list shows, or
 * moves in it, changes its fingerprint.
 */
export type ListEntry = { id: number; listOrder: string; json: Buffer; print: number };

export function entryOf(row: { id: number; listOrder: string }, json: string): ListEntry {
  // The one-shot hash: with a Hash object per row, the fingerprints of a list read anew cost more
  // than serialising it.
  const print = hash('sha1', `${row.listOrder}\n${json}`, 'buffer').readUIntBE(0, 6);
  return { id: row.id, listOrder: row.listOrder, json: ownBytes(json), print };
}

/**
 * The row's JSON encoded once, when the row is read: an answer is then its rows' bytes copied
 * side by side, where joining their text made a string of the whole list (3 MB for the queue) and
 * encoded it again on every change. Bytes of their own, not a slice of Buffer's shared 8 KB pool:
 * a row kept for days would hold on to the whole slab it was cut from.
 */
function ownBytes(json: string): Buffer {
  const bytes = Buffer.allocUnsafeSlow(Buffer.byteLength(json));
  bytes.write(json);
  return bytes;
}

/**
 * Past this many changed requests, the list is read whole rather than compared row by row; past
 * this many positions behind the feed, an unchanged list takes the feed's position (its JSON made
 * anew), so that a client resuming the events stream from its position has at most that many
 * changes to read.
 */
export const COMPARED_CHANGES_MAX = 200;
export const KEPT_LAG_MAX = 1000;

/** A list kept: read (or brought up to date) at `position`, found unchanged through `checked`. */
export type KeptList = {
  position: number;
  checked: number;
  /** The rows in the list's order. */
  entries: ListEntry[];
  prints: Map<number, number>;
};

/** What the feed's changes since `checked` did to a kept list. */
export type ListCheck =
  /** None of its rows changed: it stays good through `through`. */
  | { outcome: 'unchanged'; through: number }
  /** These requests changed in it (in, out or in place): `now` are those of them it now holds. */
  | { outcome: 'changed'; through: number; ids: number[]; now: ListEntry[] }
  /** Too many changes to compare, or changes pruned away: read it whole. */
  | { outcome: 'read anew' };

/**
 * Reads, in one snapshot, the requests changed after `kept.checked` and how the list shows them
 * now (`toEntry` makes each row's entry as the kept ones were made), and tells which of them the
 * list holds otherwise than it did.
 */
export function checkKept<Row extends { id: number }>(
  db: Database,
  read: ListRead<Row>,
  kept: KeptList,
  toEntry: (row: Listed<Row>) => ListEntry,
): Promise<ListCheck> {
  return inSnapshot(db, async (tx): Promise<ListCheck> => {
    // One statement, one round trip: the feed's position (as feedPosition reads it), whether the
    // changes after the kept position are still there for a stream resumed from it, and the
    // requests changed since the list was checked.
    const { rows: feed } = await tx.query<{ through: number; pruned: boolean; ids: number[] }>(
      `WITH feed AS (
         SELECT GREATEST(pruned_through, (SELECT max(position) FROM peticion_changes)) AS through,
                pruned_through > $1 AS pruned
         FROM peticion_feed
       )
       SELECT through, pruned,
              ARRAY(SELECT DISTINCT peticion_id FROM peticion_changes
                    WHERE position > $2 AND position <= feed.through
                    LIMIT $3) AS ids
       FROM feed`,
      [kept.position, kept.checked, COMPARED_CHANGES_MAX + 1],
    );
    const { through, pruned, ids: changedIds } = feed[0];
    if (pruned || changedIds.length > COMPARED_CHANGES_MAX) return { outcome: 'read anew' };
    if (changedIds.length === 0) return { outcome: 'unchanged', through };
    const now = (await read(tx, changedIds)).map(toEntry);
    const printNow = new Map(now.map((entry) => [entry.id, entry.print]));
    const ids = changedIds.filter((id) => printNow.get(id) !== kept.prints.get(id));
    if (ids.length === 0) return { outcome: 'unchanged', through };
    const changed = new Set(ids);
    return { outcome: 'changed', through, ids, now: now.filter((entry) => changed.has(entry.id)) };
  });
}

/**
 * The kept rows with those of `ids` taken out and `now` (each of them still in the list) put in
 * where they stand: the list as a whole read would give it.
 */
export function patchedEntries(
  entries: readonly ListEntry[],
  ids: readonly number[],
  now: readonly ListEntry[],
): ListEntry[] {
  const out = new Set(ids);
  const patched = entries.filter((entry) => !out.has(entry.id));
  for (const entry of now) patched.splice(standing(patched, entry.listOrder), 0, entry);
  return patched;
}

/** Where a row of this `listOrder` goes in a list in descending order of it (binary search). */
function standing(entries: readonly ListEntry[], listOrder: string): number {
  let low = 0;
  let high = entries.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (entries[middle].listOrder > listOrder) low = middle + 1;
    else high = middle;
  }
  return low;
}
