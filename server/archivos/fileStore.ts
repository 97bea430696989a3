// Where a file's bytes are kept: one interface, so a production object store can stand in for the
// database (docs/decisions.md, "Files"). The list of a request's files, their names and
// approvals are always rows of the database (server/db/archivos/); only the bytes move.
import type { Queryable } from '../db/engine/open';

/** A file a store keeps bytes of, and when they were put. */
export type StoredFile = { archivoId: number; storedAt: Date };

export type FileStore = {
  /**
   * Keeps the bytes of the file `archivoId`, within the transaction that writes its row: a store
   * in the database writes them in it (both or neither), an object store uploads them before the
   * row commits (an object whose row never committed is an orphan its sweep removes:
   * server/archivos/fileDeletions.ts).
   */
  put(tx: Queryable, archivoId: number, bytes: Buffer): Promise<void>;
  /** The bytes of the file `archivoId`; undefined if the store has none. */
  get(db: Queryable, archivoId: number): Promise<Buffer | undefined>;
  /**
   * Removes the bytes of these files, once the deletion of their rows has committed; a file it
   * has no bytes of is no error (a second removal is harmless).
   */
  delete(db: Queryable, archivoIds: readonly number[]): Promise<void>;
  /** Every file the store keeps bytes of. */
  list(db: Queryable): Promise<StoredFile[]>;
};

/**
 * The default store: the bytes in the database's `archivo_contenidos` (bytea, both engines), so
 * `npm start` needs nothing more, a backup holds them, and a file's row and bytes are written and
 * deleted together (deleting the row deletes its bytes: ON DELETE CASCADE).
 */
export const databaseFileStore: FileStore = {
  async put(tx, archivoId, bytes) {
    await tx.query('INSERT INTO archivo_contenidos (archivo_id, contenido) VALUES ($1, $2)', [
      archivoId,
      bytes,
    ]);
  },
  async get(db, archivoId) {
    const { rows } = await db.query<{ contenido: Uint8Array }>(
      'SELECT contenido FROM archivo_contenidos WHERE archivo_id = $1',
      [archivoId],
    );
    if (rows.length === 0) return undefined;
    const { contenido } = rows[0];
    return Buffer.from(contenido.buffer, contenido.byteOffset, contenido.byteLength);
  },
  async delete(db, archivoIds) {
    // Their rows' deletion has already deleted them (ON DELETE CASCADE): this finds none.
    await db.query('DELETE FROM archivo_contenidos WHERE archivo_id = ANY($1::int[])', [
      [...archivoIds],
    ]);
  },
  async list(db) {
    const { rows } = await db.query<{ archivoId: number; storedAt: Date }>(
      `SELECT c.archivo_id AS "archivoId", a.created_at AS "storedAt"
       FROM archivo_contenidos c JOIN peticion_archivos a ON a.id = c.archivo_id
       ORDER BY c.archivo_id`,
    );
    return rows.map((row) => ({ archivoId: row.archivoId, storedAt: new Date(row.storedAt) }));
  },
};
