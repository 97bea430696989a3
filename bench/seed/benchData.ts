// The bench's data: a long request queue, a full board of taken requests, one long price table
// and a 200-row one for the save measurement, and a request of the demo account's to write a quote
// for, to measure the app under load. Written straight into the database, before the API
// that serves it starts (seedDatabase.ts): the API itself knows nothing of it.
import { MARKUP_DIVISOR, tablaSpec, type TablaKey } from '../../contract';
import type { Database, Queryable } from '../../server/db/engine/open';
import { countPriceRows } from '../../server/db/tablas/priceRows';
import { DEMO_ACCOUNT } from '../../scripts/stack/authEmulator';

export type BenchSeedOptions = {
  /** Unassigned requests the queue must hold at least. */
  unassigned?: number;
  /** Taken requests (the board's) the database must hold at least. */
  assigned?: number;
  /** Screen-print table that gets exactly `priceRows` rows. */
  priceTable?: TablaKey;
  priceRows?: number;
  /** Screen-print table that gets exactly `saveRows` rows (the bench saves it through the UI). */
  saveTable?: TablaKey;
  saveRows?: number;
  /** Id of the request assigned to the demo account, whose quote the bench writes. */
  quoteRequestId?: number;
};

export const BENCH_DEFAULTS = {
  unassigned: 10_000,
  assigned: 2_000,
  priceTable: 'serigrafia_1_color_vf',
  priceRows: 1_000,
  saveTable: 'serigrafia_2_colores_vf',
  saveRows: 200,
  // Far above the ids the queue and the board get, so that it never collides with one.
  quoteRequestId: 900_001,
} as const satisfies BenchSeedOptions;

function screenPrintTable(key: TablaKey): TablaKey {
  if (tablaSpec(key).kind !== 'serigrafia')
    throw new Error(`Bench table must be a screen-print table: ${key}`);
  return key;
}

/** Leaves exactly `count` rows in the table (ids 1…count, prices like the demo's), unless it has them. */
export async function fillTabla(tx: Queryable, key: TablaKey, count: number) {
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

/**
 * Taken requests up to `count`, over every stage in turn (a lost one lost at `presupuestada` for
 * its price), three in four the demo account's (the bench signs in with it) and the rest its
 * colleagues'; a third of those under way with a follow-up from three days ago to a week ahead.
 */
async function fillBoard(tx: Queryable, count: number) {
  const { rows } = await tx.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM peticiones WHERE asignado IS NOT NULL',
  );
  const missing = count - rows[0]!.n;
  if (missing <= 0) return;
  await tx.query(
    `INSERT INTO peticiones (estado, asignado, asignado_at, peticiones, cliente, fecha_evento, pais,
       codigo_postal, created_at, perdida_desde, perdida_motivo, proximo_seguimiento)
     SELECT s.estado,
            CASE WHEN g % 4 = 0 THEN 'maria.lopez@vasos.test' ELSE $2 END,
            now() - make_interval(hours => g),
            to_jsonb(format('Vasos %s ml con logo (tablero %s)',
                            (ARRAY[200, 330, 500, 600, 900])[1 + g % 5], g)),
            jsonb_build_object('nombre', 'Cliente del tablero ' || g,
                               'telefono', '+34 7' || lpad((g * 7919 % 100000000)::text, 8, '0')),
            (now() + make_interval(days => g % 120 - 10))::date,
            'España',
            lpad((1 + g % 52)::text, 2, '0') || lpad((g % 1000)::text, 3, '0'),
            now() - make_interval(hours => g + 24),
            CASE WHEN s.estado = 'perdida' THEN 'presupuestada' END,
            CASE WHEN s.estado = 'perdida' THEN 'precio' END,
            CASE WHEN g % 3 = 0 AND s.estado NOT IN ('entregada', 'perdida')
                 THEN (now() + make_interval(days => g % 11 - 3))::date END
     FROM generate_series(1, $1::int) AS g,
          LATERAL (SELECT (ARRAY['asignada', 'presupuestada', 'aceptada', 'en_produccion',
                                 'entregada', 'perdida'])[1 + g % 6] AS estado) AS s`,
    [missing, DEMO_ACCOUNT.email],
  );
}

/** Idempotent: running it twice leaves the same amounts as running it once. */
export async function seedBenchData(db: Database, options: BenchSeedOptions = {}) {
  const { unassigned, assigned, priceRows, saveRows, quoteRequestId, ...keys } = {
    ...BENCH_DEFAULTS,
    ...options,
  };
  const table = screenPrintTable(keys.priceTable);
  const tableToSave = screenPrintTable(keys.saveTable);
  if (tableToSave === table) throw new Error('The two bench tables must differ');

  await db.transaction(async (tx) => {
    // Twelve thousand rows, each given its customer by a trigger, take longer than the API's
    // statement timeout when the machine is busy: that timeout guards a request, not a seed.
    await tx.query('SET LOCAL statement_timeout = 0');
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
    // Before the board is filled, so that it counts among the taken requests.
    await tx.query(
      `INSERT INTO peticiones (id, estado, peticiones, cliente, fecha_evento, pais, codigo_postal,
                               asignado, asignado_at, created_at)
       OVERRIDING SYSTEM VALUE
       VALUES ($1, 'asignada', to_jsonb('Vasos reutilizables para un festival'::text),
               jsonb_build_object('nombre', 'Cliente del presupuesto', 'telefono', '612 345 678'),
               (now() + interval '60 days')::date, 'España', '28001', $2, now(), now())
       ON CONFLICT (id) DO NOTHING`,
      [quoteRequestId, DEMO_ACCOUNT.email],
    );
    await fillBoard(tx, assigned);
    await fillTabla(tx, table, priceRows);
    await fillTabla(tx, tableToSave, saveRows);
  });
}
