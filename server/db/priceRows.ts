import type { PriceTable } from '../../src/features/precios/catalog';
import type { Queryable } from './open';
import { priceStorage, selectList } from './priceColumns';

export type PriceRow = { id: number } & Record<string, number>;

/** Makes every catalogue table known to the database (rows reference it). */
export async function registerPriceTables(db: Queryable, tables: readonly PriceTable[]) {
  for (const table of tables) {
    await db.query('INSERT INTO price_tables (key, kind) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
      table.key,
      table.kind,
    ]);
  }
}

export async function listPriceRows(db: Queryable, table: PriceTable): Promise<PriceRow[]> {
  const storage = priceStorage(table);
  const { rows } = await db.query<PriceRow>(
    `SELECT ${selectList(storage)} FROM ${storage.sqlTable} WHERE table_key = $1 ORDER BY id`,
    [table.key],
  );
  return rows;
}

/**
 * Changes the given fields of one row in a single statement, so a row is never half-written.
 * Returns undefined when the row does not exist. Fields must already be validated.
 */
export async function updatePriceRow(
  db: Queryable,
  table: PriceTable,
  id: number,
  values: ReadonlyMap<string, number>,
): Promise<PriceRow | undefined> {
  const storage = priceStorage(table);
  const params: unknown[] = [table.key, id];
  const assignments = [...values].map(([field, value]) => {
    const column = storage.columns.get(field);
    if (!column || storage.readOnly.has(field)) throw new Error(`Field ${field} is not writable`);
    params.push(value);
    return `${column} = $${params.length}`;
  });
  const { rows } = await db.query<PriceRow>(
    `UPDATE ${storage.sqlTable} SET ${assignments.join(', ')}
     WHERE table_key = $1 AND id = $2
     RETURNING ${selectList(storage)}`,
    params,
  );
  return rows[0];
}

export async function countPriceRows(db: Queryable, table: PriceTable): Promise<number> {
  const { sqlTable } = priceStorage(table);
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${sqlTable} WHERE table_key = $1`,
    [table.key],
  );
  return rows[0]!.n;
}
