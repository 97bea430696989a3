// The embedded engine's write-ahead log after an erasure (docs/server.md, "Customers' data"): its
// segments hold every row as it was written, and the backup of the embedded database is a copy of
// its whole directory, segments included.
import type { PGlite } from '@electric-sql/pglite';

/** The segment files in pg_wal (24 hexadecimal digits each). */
async function segments(pg: PGlite): Promise<Set<string>> {
  const { rows } = await pg.query<{ name: string }>(
    `SELECT name FROM pg_ls_waldir() WHERE name ~ '^[0-9A-F]{24}$'`,
  );
  return new Set(rows.map((row) => row.name));
}

/**
 * Leaves in pg_wal no segment that was there when it began. A checkpoint lets go of the segments
 * before it, and with `wal_recycle` off it deletes them (recycling renames a segment for reuse with
 * its old bytes in it). The segments recycled earlier wait ahead of the current one, old bytes and
 * all: switching to the next segment and checkpointing again, until none of those that were there
 * is left, passes them too. The new segments are zero-filled (`wal_init_zero`, on by default).
 */
export async function dropWrittenWal(pg: PGlite): Promise<void> {
  // One process, one session: it stays off for as long as the database is open.
  await pg.exec('SET wal_recycle = off');
  const old = await segments(pg);
  for (let round = 0; round <= old.size + 1; round++) {
    await pg.exec('CHECKPOINT');
    const left = [...(await segments(pg))].filter((name) => old.has(name));
    if (left.length === 0) return;
    await pg.query('SELECT pg_switch_wal()');
  }
  throw new Error('The write-ahead log keeps segments written before the erasure');
}
