import type { PriceTable } from '../../src/features/precios/catalog';
import { recordAudit, type AuditActor, type AuditChange } from './audit';
import type { Database, Queryable } from './open';
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

export type PriceUpdateResult = { row: PriceRow; changes: AuditChange[] };

/**
 * Writes the fields of one row that really change and records who changed them, in one
 * transaction: the row is locked while its old values are read, so the audit entry's `from` is
 * exactly what was overwritten. Values equal to the stored ones are left alone, and an update that
 * changes nothing writes nothing and records nothing (the dashboard sends every row on each save).
 * Returns undefined when the row does not exist. Fields must already be validated.
 */
export async function updatePriceRow(
  db: Database,
  table: PriceTable,
  id: number,
  values: ReadonlyMap<string, number>,
  actor: AuditActor,
): Promise<PriceUpdateResult | undefined> {
  const storage = priceStorage(table);
  return db.transaction(async (tx) => {
    const current = await tx.query<PriceRow>(
      `SELECT ${selectList(storage)} FROM ${storage.sqlTable}
       WHERE table_key = $1 AND id = $2
       FOR UPDATE`,
      [table.key, id],
    );
    const before = current.rows[0];
    if (!before) return undefined;
    const changed = [...values].filter(([field, value]) => before[field] !== value);
    if (changed.length === 0) return { row: before, changes: [] };

    const params: unknown[] = [table.key, id];
    const assignments = changed.map(([field, value]) => {
      const column = storage.columns.get(field);
      if (!column || storage.readOnly.has(field)) throw new Error(`Field ${field} is not writable`);
      params.push(value);
      return `${column} = $${params.length}`;
    });
    const updated = await tx.query<PriceRow>(
      `UPDATE ${storage.sqlTable} SET ${assignments.join(', ')}
       WHERE table_key = $1 AND id = $2
       RETURNING ${selectList(storage)}`,
      params,
    );
    const row = updated.rows[0]!;
    const changes = changed.map(([field]) => ({ field, from: before[field], to: row[field] }));
    await recordAudit(tx, { actor, action: 'price_update', tabla: table.key, target: id, changes });
    return { row, changes };
  });
}

export async function countPriceRows(db: Queryable, table: PriceTable): Promise<number> {
  const { sqlTable } = priceStorage(table);
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${sqlTable} WHERE table_key = $1`,
    [table.key],
  );
  return rows[0]!.n;
}
