// The search's bench data: 100,000 requests over every stage (nine in ten taken by colleagues and
// closed or under way, the rest unassigned) and 20,000 quotes, in a database of the search step's
// own (measures/search.ts): the other steps' lists must not grow with them.
import type { Database } from '../../server/db/engine/open';

export const SEARCH_BENCH = { requests: 100_000, quotes: 20_000, year: 2026 } as const;

const NOMBRES = ['Lucía', 'Peña', 'Jordi', 'Nuria', 'Íñigo', 'Marta', 'Begoña', 'Álvaro', 'Sofía'];
const APELLIDOS = ['García', 'Martínez', 'López', 'Sánchez', 'Pérez', 'Gómez', 'Muñoz', 'Soler'];

/**
 * Requests written per transaction: each request's customer is locked until its transaction ends
 * (the `cliente_of` trigger's advisory lock, server/db/schema.sql), and 100,000 in one transaction
 * overflow PostgreSQL's lock table (`out of shared memory`).
 */
const BATCH = 2_000;

/** Idempotent: tops the requests and the quotes up to SEARCH_BENCH. */
export async function seedSearchData(db: Database): Promise<void> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM peticiones');
  for (let from = rows[0]!.n + 1; from <= SEARCH_BENCH.requests; from += BATCH) {
    await db.transaction(async (tx) => {
      // The rows and their trigram indexes may take longer than the API's statement timeout.
      await tx.query('SET LOCAL statement_timeout = 0');
      await tx.query(
        `INSERT INTO peticiones (estado, asignado, asignado_at, peticiones, cliente, correo,
           fecha_evento, pais, codigo_postal, created_at, perdida_desde, perdida_motivo)
         SELECT CASE WHEN g % 10 = 0 THEN 'nueva' ELSE s.estado END,
                CASE WHEN g % 10 = 0 THEN NULL ELSE 'maria.lopez@vasos.test' END,
                CASE WHEN g % 10 = 0 THEN NULL ELSE now() - make_interval(mins => g) END,
                to_jsonb(format('%s vasos de %s ml %s (búsqueda %s)', 100 + g % 900,
                                (ARRAY[200, 330, 500, 600, 900])[1 + g % 5],
                                (ARRAY['con logo', 'de cava', 'para boda', 'de sidra'])[1 + g % 4], g)),
                jsonb_build_object(
                  'nombre', ($2::text[])[1 + g % 9] || ' ' || ($3::text[])[1 + (g / 9) % 8] || ' ' || g,
                  'telefono', CASE g % 3 WHEN 0 THEN '+34 ' ELSE '' END
                              || '6' || lpad((g * 7919 % 100000000)::text, 8, '0')),
                CASE WHEN g % 4 = 0 THEN 'cliente' || g || '@ejemplo.es' END,
                (now() + make_interval(days => g % 365 - 180))::date,
                'España', lpad((1 + g % 52)::text, 2, '0') || lpad((g % 1000)::text, 3, '0'),
                now() - make_interval(mins => g + 60),
                CASE WHEN g % 10 <> 0 AND s.estado = 'perdida' THEN 'presupuestada' END,
                CASE WHEN g % 10 <> 0 AND s.estado = 'perdida' THEN 'precio' END
         FROM generate_series($1::int, $4::int) AS g,
              LATERAL (SELECT (ARRAY['asignada', 'presupuestada', 'aceptada', 'en_produccion',
                                     'entregada', 'perdida'])[1 + g % 6] AS estado) AS s`,
        [from, NOMBRES, APELLIDOS, Math.min(from + BATCH - 1, SEARCH_BENCH.requests)],
      );
    });
  }
  await db.transaction(async (tx) => {
    await tx.query('SET LOCAL statement_timeout = 0');
    const quotes = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM presupuestos');
    const missingQuotes = SEARCH_BENCH.quotes - quotes.rows[0]!.n;
    if (missingQuotes <= 0) return;
    // Quotes of the taken requests, numbered after the year's last one.
    await tx.query(
      `INSERT INTO presupuestos (peticion_id, year, sequence, version, autor_uid, autor_email,
         precios_del, valido_hasta, input, snapshot, ajustes, subtotal_cents, discount_rate,
         discount_cents, base_cents, iva_rate, iva_cents, total_cents, cliente_nombre, fecha_evento)
       SELECT p.id, $2, start.n + row_number() OVER (ORDER BY p.id), 1, 'bench', 'maria.lopez@vasos.test',
              current_date, current_date + 30, '{}'::jsonb, '{}'::jsonb, '{}'::jsonb,
              30000, 0, 0, 30000, 2100, 6300, 36300, p.cliente ->> 'nombre', p.fecha_evento
       FROM (SELECT id, cliente, fecha_evento FROM peticiones WHERE asignado IS NOT NULL
             ORDER BY id LIMIT $1) AS p,
            (SELECT COALESCE(max(sequence), 0) AS n FROM presupuestos WHERE year = $2) AS start`,
      [missingQuotes, SEARCH_BENCH.year],
    );
    await tx.query(
      `INSERT INTO presupuesto_numeros (year, last_sequence)
       SELECT $1, max(sequence) FROM presupuestos WHERE year = $1
       ON CONFLICT (year) DO UPDATE SET last_sequence = EXCLUDED.last_sequence`,
      [SEARCH_BENCH.year],
    );
  });
  await db.exec('ANALYZE peticiones; ANALYZE presupuestos');
}
