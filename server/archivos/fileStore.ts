// Where a file's bytes are kept: one interface, so a production object store can stand in for the
// database (docs/decisions.md, "Files"). The list of a request's files, their names and
// approvals are always rows of the database (server/db/archivos/); only the bytes move.
import type { Queryable } from '../db/engine/open';

export type FileStore = {
  /**
   * Keeps the bytes of the file `archivoId`, within the transaction that writes its row: a store
   * in the database writes them in it (both or neither), an object store uploads them before the
   * row commits (an object whose row never committed is an orphan its sweep removes).
   */
  put(tx: Queryable, archivoId: number, bytes: Buffer): Promise<void>;
  /** The bytes of the file `archivoId`; undefined if the store has none. */
  get(db: Queryable, archivoId: number): Promise<Buffer | undefined>;
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
};
