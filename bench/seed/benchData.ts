// The bench's data: a long request queue, one long price table and a 200-row one for the save
// measurement, to measure the app under load. Written straight into the database, before the API
// that serves it starts (seedDatabase.ts): the API itself knows nothing of it.
import { MARKUP_DIVISOR, priceTable, type PriceTableKey } from '../../contract';
import type { Database, Queryable } from '../../server/db/open';
import { countPriceRows } from '../../server/db/priceRows';

export type BenchSeedOptions = {
  /** Unassigned requests the queue must hold at least. */
  unassigned?: number;
  /** Screen-print table that gets exactly `priceRows` rows. */
  priceTable?: PriceTableKey;
  priceRows?: number;
  /** Screen-print table that gets exactly `saveRows` rows (the bench saves it through the UI). */
  saveTable?: PriceTableKey;
  saveRows?: number;
};

export const BENCH_DEFAULTS = {
  unassigned: 10_000,
  priceTable: 'serigrafia_1_color_vf',
  priceRows: 1_000,
  saveTable: 'serigrafia_2_colores_vf',
  saveRows: 200,
} as const satisfies BenchSeedOptions;

function screenPrintTable(key: PriceTableKey): PriceTableKey {
  if (priceTable(key).kind !== 'serigrafia')
    throw new Error(`Bench table must be a screen-print table: ${key}`);
  return key;
}

/** Leaves exactly `count` rows in the table (ids 1…count, prices like the demo's), unless it has them. */
export async function fillPriceTable(tx: Queryable, key: PriceTableKey, count: number) {
  if ((await countPriceRows(tx, key)) === count) return;
  await tx.query('DELETE FROM serigrafia_rows WHERE table_key = $1', [key]);
  await tx.query(
    `INSERT INTO serigrafia_rows (table_key, id, cantidad, coste, venta_real)
     SELECT $1, g, g * 50, round(30.0 / (g * 50) + 0.055, 3),
            ceil((30.0 / (g * 50) + 0.055) / $3::numeric * 100) / 100
     FROM generate_series(1, $2::int) AS g`,
    [key, count, MARKUP_DIVISOR],
  );
}

/** Idempotent: running it twice leaves the same amounts as running it once. */
export async function seedBenchData(db: Database, options: BenchSeedOptions = {}) {
  const { unassigned, priceRows, saveRows, ...keys } = { ...BENCH_DEFAULTS, ...options };
  const table = screenPrintTable(keys.priceTable);
  const tableToSave = screenPrintTable(keys.saveTable);
  if (tableToSave === table) throw new Error('The two bench tables must differ');

  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM peticiones WHERE asignado IS NULL',
    );
    const missing = unassigned - rows[0]!.n;
    if (missing > 0) {
      await tx.query(
        `INSERT INTO peticiones (estado, peticiones, cliente, fecha_evento, pais, codigo_postal, created_at)
         SELECT CASE WHEN g % 2 = 0 THEN 'nueva' ELSE 'pendiente' END,
                to_jsonb(format('Vasos reutilizables %s ml con logo (lote %s)',
                                (ARRAY[200, 330, 500, 600, 900])[1 + g % 5], g)),
                jsonb_build_object('nombre', 'Cliente ' || g,
                                   'telefono', '+34 6' || lpad((g * 7919 % 100000000)::text, 8, '0')),
                (now() + make_interval(days => 7 + g % 365))::date,
                'España',
                lpad((1 + g % 52)::text, 2, '0') || lpad((g % 1000)::text, 3, '0'),
                now() - make_interval(mins => g)
         FROM generate_series(1, $1::int) AS g`,
        [missing],
      );
    }
    await fillPriceTable(tx, table, priceRows);
    await fillPriceTable(tx, tableToSave, saveRows);
  });
}
