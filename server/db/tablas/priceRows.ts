import {
  tablaSpec,
  tablaKeys,
  ROW_VERSION_FIELD,
  type AuditChange,
  type EditablePriceFieldName,
  type PriceRow,
  type TablaKey,
} from '../../../contract';
import { fieldChange, recordAudit, type AuditActor } from '../audit';
import type { Database, Queryable } from '../engine/open';
import { priceStorage, selectList, VERSION_COLUMN } from './priceColumns';
import { notifyTablaChanged } from './tablaChanges';

/** A row's values keyed by SQL column (not API field), as inserted. */
export type StoredPriceValues = Record<string, number>;

/** Makes every table of the contract known to the database (rows reference it). */
export async function registerTablas(db: Queryable) {
  for (const key of tablaKeys) {
    await db.query('INSERT INTO price_tables (key, kind) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
      key,
      tablaSpec(key).kind,
    ]);
  }
}

export async function listPriceRows(db: Queryable, key: TablaKey): Promise<PriceRow[]> {
  const storage = priceStorage(key);
  const { rows } = await db.query<PriceRow>(
    `SELECT ${selectList(storage)} FROM ${storage.sqlTable} WHERE table_key = $1 ORDER BY id`,
    [key],
  );
  return rows;
}

export type PriceUpdateResult =
  /** Applied: the row as it is now (changes empty, version kept, when nothing differed). */
  | { outcome: 'applied'; row: PriceRow; changes: AuditChange[] }
  /** Refused, nothing written: the client's version is not the row's; the row as it is now. */
  | { outcome: 'stale'; row: PriceRow };

/**
 * Writes the fields of one row that really change, raises its version and records who changed
 * what, in one transaction: the row is locked while its old values are read, so the audit entry's
 * `from` is exactly what was overwritten. Values equal to the stored ones are left alone, and an
 * update that changes nothing writes nothing, records nothing and keeps the version (the dashboard
 * sends every row on each save). With `expectedVersion`, a row whose version differs is left alone
 * and answered as it is (checked under the lock, before anything else, so two clients holding the
 * same version cannot both write). Returns undefined when the row does not exist. Fields must
 * already be validated.
 */
export async function updatePriceRow(
  db: Database,
  key: TablaKey,
  id: number,
  values: ReadonlyMap<EditablePriceFieldName, number>,
  actor: AuditActor,
  expectedVersion?: number,
): Promise<PriceUpdateResult | undefined> {
  const storage = priceStorage(key);
  return db.transaction(async (tx) => {
    const current = await tx.query<PriceRow>(
      `SELECT ${selectList(storage)} FROM ${storage.sqlTable}
       WHERE table_key = $1 AND id = $2
       FOR UPDATE`,
      [key, id],
    );
    const before = current.rows.at(0);
    if (!before) return undefined;
    if (expectedVersion !== undefined && before[ROW_VERSION_FIELD] !== expectedVersion) {
      return { outcome: 'stale', row: before };
    }
    const changed = [...values].filter(([field, value]) => before[field] !== value);
    if (changed.length === 0) return { outcome: 'applied', row: before, changes: [] };

    const params: unknown[] = [key, id];
    const assignments = changed.map(([field, value]) => {
      const column = storage.columns.get(field);
      if (!column || storage.readOnly.has(field)) throw new Error(`Field ${field} is not writable`);
      params.push(value);
      return `${column} = $${params.length}`;
    });
    const updated = await tx.query<PriceRow>(
      `UPDATE ${storage.sqlTable}
       SET ${assignments.join(', ')}, ${VERSION_COLUMN} = ${VERSION_COLUMN} + 1
       WHERE table_key = $1 AND id = $2
       RETURNING ${selectList(storage)}`,
      params,
    );
    const row = updated.rows[0];
    const changes = changed.map(([field]) =>
      fieldChange<'price_update'>(field, before[field], row[field]),
    );
    await recordAudit(tx, { actor, action: 'price_update', tabla: key, target: id, changes });
    await notifyTablaChanged(tx, key);
    return { outcome: 'applied', row, changes };
  });
}

export async function countPriceRows(db: Queryable, key: TablaKey): Promise<number> {
  const { sqlTable } = priceStorage(key);
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${sqlTable} WHERE table_key = $1`,
    [key],
  );
  return rows[0].n;
}

/** Inserts rows with ids 1..n, in one statement. */
export async function insertPriceRows(
  db: Queryable,
  key: TablaKey,
  rows: readonly StoredPriceValues[],
) {
  if (rows.length === 0) return;
  const { sqlTable } = priceStorage(key);
  const columns = Object.keys(rows[0]);
  const params: unknown[] = [key];
  const tuples = rows.map((row, index) => {
    params.push(index + 1, ...columns.map((column) => row[column]));
    const first = params.length - columns.length;
    const placeholders = columns.map((_, i) => `$${first + i + 1}`);
    return `($1, $${first}, ${placeholders.join(', ')})`;
  });
  await db.query(
    `INSERT INTO ${sqlTable} (table_key, id, ${columns.join(', ')}) VALUES ${tuples.join(', ')}`,
    params,
  );
}
