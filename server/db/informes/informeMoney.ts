// What was accepted and what is on the table: the latest quote of each request counts (a quote
// priced again after its acceptance replaces the one accepted), without IVA (base) and with it.
import { EN_JUEGO_ETAPAS, INFORME_MESES, type EnJuegoEtapa, type Informe } from '../../../contract';
import type { Queryable } from '../engine/open';
import {
  acceptedBetween,
  EVERY_PARAMETER,
  FROM_ORIGEN,
  LATEST_QUOTE,
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
     WHERE p.asignado IS NOT NULL AND p.estado = ANY ($6::text[])
       AND ${EVERY_PARAMETER} AND ${WHOSE}
     GROUP BY p.estado`,
    [...params, EN_JUEGO_ETAPAS],
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
       SELECT to_char(month, 'YYYY-MM') AS mes
       FROM generate_series(${FIRST_MONTH}, date_trunc('month', $3::date), interval '1 month')
         AS month),
     accepted AS (
       SELECT to_char(e.at AT TIME ZONE $1::text, 'YYYY-MM') AS mes, p.asignado,
              q.base_cents, q.total_cents
       ${acceptedBetween(
         `((${FIRST_MONTH})::timestamp AT TIME ZONE $1::text)`,
         `((date_trunc('month', $3::date) + interval '1 month')::timestamp AT TIME ZONE $1::text)`,
         team ? FROM_ORIGEN : WHOSE,
       )})
     SELECT months.mes,
            COALESCE(sum(base_cents), 0)::float8 AS equipo_base,
            COALESCE(sum(total_cents), 0)::float8 AS equipo_total,
            COALESCE(sum(base_cents) FILTER (WHERE lower(asignado) = lower($4::text)), 0)::float8
              AS persona_base,
            COALESCE(sum(total_cents) FILTER (WHERE lower(asignado) = lower($4::text)), 0)::float8
              AS persona_total
     FROM months LEFT JOIN accepted ON accepted.mes = months.mes
     GROUP BY months.mes ORDER BY months.mes`,
    [zona, desde, hasta, usuario, origen],
  );
  return rows.map((row) => ({
    mes: row.mes,
    equipo: team ? { baseCents: row.equipo_base, totalCents: row.equipo_total } : null,
    persona:
      usuario === null ? null : { baseCents: row.persona_base, totalCents: row.persona_total },
  }));
}
