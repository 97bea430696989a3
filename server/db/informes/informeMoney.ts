// What was accepted and what is on the table: the latest quote of each request counts (a quote
// priced again after its acceptance replaces the one accepted), without IVA (base) and with it.
import { EN_JUEGO_ETAPAS, INFORME_MESES, type EnJuegoEtapa, type Informe } from '../../../contract';
import type { Queryable } from '../engine/open';
import {
  acceptedBetween,
  EVERY_PARAMETER,
  FROM_ORIGEN,
  LATEST_QUOTE,
  sqlWord,
  WHOSE,
  type InformeParams,
} from './informeSql';

type EnJuegoRow = { etapa: EnJuegoEtapa; peticiones: number; base: number; total: number };

/** The requests open now, whatever the period: their count and latest quotes' totals by stage. */
export async function enJuego(db: Queryable, params: InformeParams): Promise<Informe['enJuego']> {
  const { rows } = await db.query<EnJuegoRow>(
    `SELECT p.estado AS etapa, count(*)::int AS peticiones,
            COALESCE(sum(q.base_cents), 0)::float8 AS base,
            COALESCE(sum(q.total_cents), 0)::float8 AS total
     FROM peticiones AS p
     ${LATEST_QUOTE}
     WHERE p.asignado IS NOT NULL AND p.estado IN (${EN_JUEGO_ETAPAS.map(sqlWord).join(', ')})
       AND ${EVERY_PARAMETER} AND ${WHOSE}
     GROUP BY p.estado`,
    params,
  );
  return EN_JUEGO_ETAPAS.map((etapa) => {
    const row = rows.find((found) => found.etapa === etapa);
    return {
      etapa,
      peticiones: row?.peticiones ?? 0,
      baseCents: row?.base ?? 0,
      totalCents: row?.total ?? 0,
    };
  });
}

type MonthRow = {
  mes: string;
  equipo_base: number;
  equipo_total: number;
  persona_base: number;
  persona_total: number;
};

/** The first of the INFORME_MESES months ending with the period's last day's month. */
const FIRST_MONTH = `(date_trunc('month', $3::date) - interval '${INFORME_MESES - 1} months')`;

/**
 * The latest quotes of the requests accepted in each of the months ending with the period's last,
 * the team's and the person's (the team's only when the caller may read it: `team`).
 */
export async function aceptadoPorMes(
  db: Queryable,
  [zona, desde, hasta, usuario, origen]: InformeParams,
  team: boolean,
): Promise<Informe['aceptadoPorMes']> {
  // The team's months count everyone's requests: $4 is the person only for their own columns
  // (and the whole of what Personal, who may not read the team's, is given).
  const { rows } = await db.query<MonthRow>(
    `WITH months AS (
       SELECT month::timestamp AS month
       FROM generate_series(${FIRST_MONTH}, date_trunc('month', $3::date), interval '1 month')
         AS month),
     accepted AS (
       SELECT date_trunc('month', p.aceptada_first_at AT TIME ZONE $1::text) AS month,
              sum(q.base_cents) AS equipo_base, sum(q.total_cents) AS equipo_total,
              sum(q.base_cents) FILTER (WHERE lower(p.asignado) = lower($4::text)) AS persona_base,
              sum(q.total_cents) FILTER (WHERE lower(p.asignado) = lower($4::text)) AS persona_total
       ${acceptedBetween(
         `((${FIRST_MONTH})::timestamp AT TIME ZONE $1::text)`,
         `((date_trunc('month', $3::date) + interval '1 month')::timestamp AT TIME ZONE $1::text)`,
         team ? FROM_ORIGEN : WHOSE,
       )}
         -- A request accepted with nothing quoted adds nothing: only the quoted are bucketed.
         AND q.id IS NOT NULL
       GROUP BY 1)
     SELECT to_char(months.month, 'YYYY-MM') AS mes,
            COALESCE(equipo_base, 0)::float8 AS equipo_base,
            COALESCE(equipo_total, 0)::float8 AS equipo_total,
            COALESCE(persona_base, 0)::float8 AS persona_base,
            COALESCE(persona_total, 0)::float8 AS persona_total
     FROM months LEFT JOIN accepted ON accepted.month = months.month
     ORDER BY months.month`,
    [zona, desde, hasta, usuario, origen],
  );
  return rows.map((row) => ({
    mes: row.mes,
    equipo: team ? { baseCents: row.equipo_base, totalCents: row.equipo_total } : null,
    persona:
      usuario === null ? null : { baseCents: row.persona_base, totalCents: row.persona_total },
  }));
}
