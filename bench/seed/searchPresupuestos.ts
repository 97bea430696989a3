// The search step's quotes (searchData.ts): one for each of the first taken requests, each with
// one to three lines as the quote form saves them (contract/presupuestoSnapshot.ts), so that
// `Vasos y serigrafías` of Informes has lines to read: cups of several sizes, with and without a
// print (metallic ones priced from `Metalicos`), a typed unit price now and then. The totals are
// the lines' sum as the quote rule prices them (presupuesto_linea_cents, migration 14), IVA 21 %.
import type { Queryable } from '../../server/db/engine/open';

/** Cup tables and their unit prices (Euro, Metalicos), as a price table's row holds them. */
const CUPS = [
  ['vasos/200', 'v200', 0.09, 0.13],
  ['vasos/300', 'v300', 0.11, 0.15],
  ['vasos/500', 'v500', 0.14, 0.19],
  ['vasos/V600L', 'v600l', 0.18, 0.24],
  ['vasos/v900l', 'v900l', 0.25, 0.32],
  ['vasos/pinzas', 'pinzas', 0.05, 0.07],
] as const;

/** Prints and their `venta_real` per cup; null: a line without a print. */
const PRINTS = [
  [null, 0],
  ['serigrafia_1_color_vf', 0.06],
  ['serigrafia_2_colores_vf', 0.1],
  ['serigrafia_1_color_metalizado', 0.08],
  ['serigrafia_2_colores_metalizados', 0.13],
] as const;

/** Inserts `count` quotes, numbered after `year`'s last, for the taken requests in id order. */
export async function insertSearchPresupuestos(db: Queryable, count: number, year: number) {
  await db.query(
    `WITH cups (n, key, field, euro, metalicos) AS (
       SELECT n, key, field, euro, metalicos
       FROM jsonb_to_recordset($3::jsonb) AS c (n int, key text, field text, euro numeric,
                                                metalicos numeric)),
     prints (n, key, venta) AS (
       SELECT n, key, venta FROM jsonb_to_recordset($4::jsonb) AS s (n int, key text, venta numeric)),
     taken AS (
       SELECT id, cliente, fecha_evento, row_number() OVER (ORDER BY id) AS k
       FROM peticiones WHERE asignado IS NOT NULL ORDER BY id LIMIT $1),
     lined AS (
       SELECT taken.id, jsonb_build_object('rules', 1, 'ivaPercent', 21, 'discountPercent', NULL,
                'lines', jsonb_agg(jsonb_build_object(
                  'cup', cups.key,
                  'quantity', 100 * (1 + (taken.id * 7 + line * 13) % 30),
                  'print', prints.key,
                  'unitPriceOverride', CASE WHEN (taken.id + line) % 10 = 0 THEN 0.2 END,
                  'cupRow', jsonb_build_object('id', 1 + taken.id % 40, cups.field, 1 + taken.id % 40,
                              'Euro', cups.euro, 'Metalicos', cups.metalicos, 'cv', cups.euro / 2,
                              'version', 1),
                  'printRow', CASE WHEN prints.key IS NOT NULL THEN jsonb_build_object(
                                'id', 1 + line, 'cantidad', 100 * (1 + (taken.id * 7 + line * 13) % 30),
                                'venta_real', prints.venta, 'coste', prints.venta / 2,
                                'version', 1) END)
                  ORDER BY line)) AS snapshot
       FROM taken
       CROSS JOIN LATERAL generate_series(1, 1 + taken.id % 3) AS line
       JOIN cups ON cups.n = (taken.id + line) % ${CUPS.length}
       JOIN prints ON prints.n = (taken.id * 3 + line) % ${PRINTS.length}
       GROUP BY taken.id),
     priced AS (
       SELECT lined.id, lined.snapshot,
              (SELECT sum(presupuesto_linea_cents(line))
               FROM jsonb_array_elements(lined.snapshot -> 'lines') AS line)::bigint AS base
       FROM lined)
     INSERT INTO presupuestos (peticion_id, year, sequence, version, autor_uid, autor_email,
       precios_del, valido_hasta, input, snapshot, ajustes, subtotal_cents, discount_rate,
       discount_cents, base_cents, iva_rate, iva_cents, total_cents, cliente_nombre, fecha_evento)
     SELECT taken.id, $2, start.n + taken.k, 1, 'bench', 'maria.lopez@vasos.test',
            current_date, current_date + 30, '{}'::jsonb, priced.snapshot, '{}'::jsonb,
            priced.base, 0, 0, priced.base, 2100, round(priced.base * 0.21)::bigint,
            priced.base + round(priced.base * 0.21)::bigint, taken.cliente ->> 'nombre',
            taken.fecha_evento
     FROM taken JOIN priced ON priced.id = taken.id,
          (SELECT COALESCE(max(sequence), 0) AS n FROM presupuestos WHERE year = $2) AS start`,
    [
      count,
      year,
      JSON.stringify(
        CUPS.map(([key, field, euro, metalicos], n) => ({ n, key, field, euro, metalicos })),
      ),
      JSON.stringify(PRINTS.map(([key, venta], n) => ({ n, key, venta }))),
    ],
  );
}
