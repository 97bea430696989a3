// Removing bytes the database no longer names (docs/decisions.md, "Files"). A file's row deleted
// (an erasure, the retention job) leaves its id in `archivo_borrados` in the same transaction:
// once that has committed, purgeDeletedFiles removes its bytes from the store. An upload whose
// transaction never committed leaves an object with no row: sweepOrphanFiles removes it.
import type { Database } from '../db/engine/open';
import type { FileStore } from './fileStore';

/** How long an object may have no row: its upload's transaction may still be running. */
export const ORPHAN_GRACE_MS = 60 * 60 * 1000;

/** How many deleted files one round removes. */
const PURGE_BATCH = 500;

/**
 * Removes from `files` the bytes of every file whose row's deletion has committed, and forgets
 * them; answers how many. A removal that fails leaves the rest waiting for the next call.
 */
export async function purgeDeletedFiles(db: Database, files: FileStore): Promise<number> {
  let purged = 0;
  for (;;) {
    const { rows } = await db.query<{ archivoId: number }>(
      `SELECT archivo_id AS "archivoId" FROM archivo_borrados ORDER BY archivo_id LIMIT $1`,
      [PURGE_BATCH],
    );
    if (rows.length === 0) return purged;
    const ids = rows.map((row) => row.archivoId);
    await files.delete(db, ids);
    await db.query('DELETE FROM archivo_borrados WHERE archivo_id = ANY($1::int[])', [ids]);
    purged += ids.length;
  }
}

/**
 * Removes from `files` every file that no row names, stored more than ORPHAN_GRACE_MS before
 * `now`; answers how many. (The database store has none: its bytes are deleted with their row.)
 */
export async function sweepOrphanFiles(db: Database, files: FileStore, now: Date): Promise<number> {
  const before = now.getTime() - ORPHAN_GRACE_MS;
  const old = (await files.list(db)).filter((stored) => stored.storedAt.getTime() < before);
  if (old.length === 0) return 0;
  const { rows } = await db.query<{ id: number }>(
    'SELECT id FROM peticion_archivos WHERE id = ANY($1::int[])',
    [old.map((stored) => stored.archivoId)],
  );
  const named = new Set(rows.map((row) => row.id));
  const orphans = old.map((stored) => stored.archivoId).filter((id) => !named.has(id));
  await files.delete(db, orphans);
  return orphans.length;
}
