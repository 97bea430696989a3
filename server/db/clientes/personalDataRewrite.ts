// After an erasure has committed (docs/server.md, "Customers' data"): the tables that held the
// erased values still hold them in the earlier versions of their rows, which PostgreSQL keeps in
// its files until they are rewritten, and which a copy of those files (the embedded database's
// backup) carries along.
import type { Database } from '../engine/open';

/**
 * Where a customer's personal data lives: the requests (and their indexes), the notes, the
 * audit log (a correction's entries name the values it changed), and the requests' files (their
 * rows, and their bytes as the database store keeps them).
 */
export const PERSONAL_DATA_TABLES = [
  'peticiones',
  'peticion_notas',
  'audit_log',
  'peticion_archivos',
  'archivo_contenidos',
] as const;

/** The erasure stands; the files still hold earlier versions of what it erased. */
export class RewriteFailed extends Error {
  constructor(cause: string) {
    super(
      `The personal data was erased, but the tables could not be rewritten: ${cause}. ` +
        'An erasure or a retention run rewrites them again.',
    );
  }
}

/** Each table's file, which a rewrite replaces. */
async function tableFiles(db: Database): Promise<Map<string, number>> {
  const { rows } = await db.query<{ name: string; file: number }>(
    `SELECT name, pg_relation_filenode(name::regclass)::bigint AS file
     FROM unnest($1::text[]) AS name`,
    [PERSONAL_DATA_TABLES],
  );
  return new Map(rows.map((row) => [row.name, row.file]));
}

/**
 * Rewrites the tables of personal data, so that no earlier version of an erased row is left in the
 * database's files and no backup taken from now on holds it. Checks that each got new files:
 * VACUUM FULL only warns, and skips it, when the database user does not own a table.
 */
export async function rewritePersonalData(db: Database): Promise<void> {
  const before = await tableFiles(db);
  try {
    await db.rewriteTables(PERSONAL_DATA_TABLES);
  } catch (error) {
    throw new RewriteFailed((error as Error).message);
  }
  const after = await tableFiles(db);
  const kept = PERSONAL_DATA_TABLES.filter((table) => after.get(table) === before.get(table));
  if (kept.length > 0) {
    throw new RewriteFailed(`${kept.join(' and ')} kept their files (does the user own them?)`);
  }
}
