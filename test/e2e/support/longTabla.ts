// A long price table for the specs that need one: no API call adds price rows, so they are written
// straight into the database of the API on PostgreSQL (e2e-pg only), and the table's own rows are
// put back afterwards, so the next spec finds the data as it was.
import { tablaSpec, type TablaKey } from '../../../contract';
import { fillTabla } from '../../../bench/seed/benchData';
import { openDatabase, type Database } from '../../../server/db/engine/open';
import { notifyTablaChanged } from '../../../server/db/tablas/tablaChanges';
import { postgresServerUrl } from '../../support/stack/stackEnv';

/** The database the stack's API on PostgreSQL serves (the stack creates it as `vasos`). */
async function withApiDatabase<T>(work: (db: Database) => Promise<T>): Promise<T> {
  const url = new URL(postgresServerUrl());
  url.pathname = '/vasos';
  const db = await openDatabase({ url: url.toString(), poolMax: 1 });
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}

/**
 * Gives a screen-print table exactly `count` rows (ids 1…count, `cantidad` 50 × id, prices falling
 * as the quantity grows). Resolves to the function that puts the table's previous rows back.
 */
export async function lengthenTabla(key: TablaKey, count: number): Promise<() => Promise<void>> {
  if (tablaSpec(key).kind !== 'serigrafia') throw new Error(`Not a screen-print table: ${key}`);
  // Kept as JSON text, so every numeric value comes back exactly as it was stored.
  const saved = await withApiDatabase((db) =>
    db.transaction(async (tx) => {
      const { rows } = await tx.query<{ rows: string }>(
        `SELECT coalesce(json_agg(r), '[]')::text AS rows
         FROM serigrafia_rows r WHERE table_key = $1`,
        [key],
      );
      await fillTabla(tx, key, count);
      // Written here, not through the API: its processes, which keep each table's answer until a
      // write of it is heard, are told as the API's own writes tell them.
      await notifyTablaChanged(tx, key);
      return rows[0]!.rows;
    }),
  );
  return () =>
    withApiDatabase((db) =>
      db.transaction(async (tx) => {
        await tx.query('DELETE FROM serigrafia_rows WHERE table_key = $1', [key]);
        await tx.query(
          `INSERT INTO serigrafia_rows
           SELECT * FROM json_populate_recordset(NULL::serigrafia_rows, $1::json)`,
          [saved],
        );
        await notifyTablaChanged(tx, key);
      }),
    );
}
