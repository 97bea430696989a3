// The search's bench data: 100,000 requests over every stage (nine in ten taken by colleagues and
// closed or under way, the rest unassigned) and 20,000 quotes, in a database of the search step's
// own (measures/search.ts): the other steps' lists must not grow with them.
import type { Database } from '../../server/db/engine/open';
import { insertSearchPresupuestos } from './searchPresupuestos';

export const SEARCH_BENCH = { requests: 100_000, quotes: 20_000, year: 2026 } as const;

const NOMBRES = ['Lucía', 'Peña', 'Jordi', 'Nuria', 'Íñigo', 'Marta', 'Begoña', 'Álvaro', 'Sofía'];
const APELLIDOS = ['García', 'Martínez', 'López', 'Sánchez', 'Pérez', 'Gómez', 'Muñoz', 'Soler'];

/**
 * Requests a transaction puts in: each takes an advisory lock per phone and e-mail for its customer
 * (migration 15's trigger), held to its commit, and a lock table sized for ordinary transactions
 * cannot hold 100,000 of them at once.
 */
const BATCH = 5_000;

/** Requests `first` to `last` of the bench (their numbers make their names, phones and e-mails). */
async function insertRequests(db: Database, first: number, last: number): Promise<void> {
  await db.transaction(async (tx) => {
    // Rows and their trigram indexes take longer than the API's statement timeout.
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
                'nombre', ($3::text[])[1 + g % 9] || ' ' || ($4::text[])[1 + (g / 9) % 8] || ' ' || g,
                'telefono', CASE g % 3 WHEN 0 THEN '+34 ' ELSE '' END
                            || '6' || lpad((g * 7919 % 100000000)::text, 8, '0')),
              CASE WHEN g % 4 = 0 THEN 'cliente' || g || '@ejemplo.es' END,
              (now() + make_interval(days => g % 365 - 180))::date,
              'España', lpad((1 + g % 52)::text, 2, '0') || lpad((g % 1000)::text, 3, '0'),
              now() - make_interval(mins => g + 60),
              CASE WHEN g % 10 <> 0 AND s.estado = 'perdida' THEN 'presupuestada' END,
              CASE WHEN g % 10 <> 0 AND s.estado = 'perdida' THEN 'precio' END
       FROM generate_series($1::int, $2::int) AS g,
            LATERAL (SELECT (ARRAY['asignada', 'presupuestada', 'aceptada', 'en_produccion',
                                   'entregada', 'perdida'])[1 + g % 6] AS estado) AS s`,
      [first, last, NOMBRES, APELLIDOS],
    );
  });
}

/** Idempotent: tops the requests and the quotes up to SEARCH_BENCH. */
export async function seedSearchData(db: Database): Promise<void> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM peticiones');
  const missing = SEARCH_BENCH.requests - rows[0]!.n;
  for (let first = 1; first <= missing; first += BATCH) {
    await insertRequests(db, first, Math.min(missing, first + BATCH - 1));
  }
  await db.transaction(async (tx) => {
    await tx.query('SET LOCAL statement_timeout = 0');
    const quotes = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM presupuestos');
    const missingQuotes = SEARCH_BENCH.quotes - quotes.rows[0]!.n;
    if (missingQuotes <= 0) return;
    // Quotes of the taken requests, with lines, numbered after the year's last one.
    await insertSearchPresupuestos(tx, missingQuotes, SEARCH_BENCH.year);
    await tx.query(
      `INSERT INTO presupuesto_numeros (year, last_sequence)
       SELECT $1, max(sequence) FROM presupuestos WHERE year = $1
       ON CONFLICT (year) DO UPDATE SET last_sequence = EXCLUDED.last_sequence`,
      [SEARCH_BENCH.year],
    );
  });
  // As autovacuum leaves a table that has settled: its visibility map set, so that the reports'
  // index-only scans read no table page. One statement each: VACUUM runs outside a transaction.
  await db.exec('VACUUM ANALYZE peticiones');
  await db.exec('VACUUM ANALYZE presupuestos');
}
