// The requests received in the period: by channel, how far each got, how long it took, and why
// those lost were lost. One pass over them and their stages, kept (materialized) for two
// aggregations: the counts by channel and by reason hashed (grouping sets), and the whole with its
// medians, the only figures that need the rows sorted (an ordered-set aggregate in the grouping
// sets would sort every set, spilling to disk for a year's requests).
import {
  MOTIVOS,
  ORIGENES,
  shareOf,
  type Informe,
  type Motivo,
  type Origen,
} from '../../../contract';
import type { Queryable } from '../engine/open';
import { PERIOD_END, PERIOD_START, WHOSE, type InformeParams } from './informeSql';

type FunnelRow = {
  grouped: number;
  origen: Origen | null;
  motivo: Motivo | null;
  recibidas: number;
  asignadas: number;
  presupuestadas: number;
  aceptadas: number;
  entregadas: number;
  perdidas: number;
  asignada_s: number | null;
  presupuestada_s: number | null;
  aceptada_s: number | null;
};

const SECONDS_PER_DAY = 86_400;

/** Seconds to days, to one decimal. */
const days = (seconds: number | null) =>
  seconds === null ? null : Math.round((seconds * 10) / SECONDS_PER_DAY) / 10;

const median = (column: string) =>
  `percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM ${column} - created_at))::float8`;

const COUNTS = `count(*)::int AS recibidas, count(asignada_at)::int AS asignadas,
  count(presupuestada_at)::int AS presupuestadas, count(aceptada_at)::int AS aceptadas,
  count(entregada_at)::int AS entregadas, count(motivo)::int AS perdidas`;

export type FunnelFigures = Pick<
  Informe,
  'recibidas' | 'embudo' | 'perdidas' | 'perdidasPorMotivo' | 'medianaDias'
>;

export async function funnelFigures(db: Queryable, params: InformeParams): Promise<FunnelFigures> {
  const { rows } = await db.query<FunnelRow>(
    `WITH reached AS MATERIALIZED (
       SELECT p.origen, p.created_at,
              CASE WHEN p.estado = 'perdida' THEN p.perdida_motivo END AS motivo,
              min(e.at) FILTER (WHERE e.etapa = 'asignada') AS asignada_at,
              min(e.at) FILTER (WHERE e.etapa = 'presupuestada') AS presupuestada_at,
              min(e.at) FILTER (WHERE e.etapa = 'aceptada') AS aceptada_at,
              min(e.at) FILTER (WHERE e.etapa = 'entregada') AS entregada_at
       FROM peticiones AS p
       LEFT JOIN peticion_etapas AS e ON e.peticion_id = p.id
       WHERE p.created_at >= ${PERIOD_START} AND p.created_at < ${PERIOD_END} AND ${WHOSE}
       GROUP BY p.id)
     SELECT GROUPING(origen, motivo)::int AS grouped, origen, motivo, ${COUNTS},
            NULL::float8 AS asignada_s, NULL::float8 AS presupuestada_s,
            NULL::float8 AS aceptada_s
     FROM reached
     GROUP BY GROUPING SETS ((origen), (motivo))
     UNION ALL
     SELECT 3, NULL, NULL, ${COUNTS},
            ${median('asignada_at')}, ${median('presupuestada_at')}, ${median('aceptada_at')}
     FROM reached`,
    params,
  );
  // GROUPING: 3 the whole, 1 by channel (motivo rolled up), 2 by reason (origen rolled up).
  const whole = rows.find((row) => row.grouped === 3);
  const byOrigen = new Map(rows.filter((row) => row.grouped === 1).map((r) => [r.origen, r]));
  const byMotivo = new Map(rows.filter((row) => row.grouped === 2).map((r) => [r.motivo, r]));
  const counts = [
    whole?.recibidas ?? 0,
    whole?.asignadas ?? 0,
    whole?.presupuestadas ?? 0,
    whole?.aceptadas ?? 0,
    whole?.entregadas ?? 0,
  ];
  const perdidas = whole?.perdidas ?? 0;
  return {
    recibidas: ORIGENES.map((origen) => ({
      origen,
      peticiones: byOrigen.get(origen)?.recibidas ?? 0,
    })),
    embudo: (['recibida', 'asignada', 'presupuestada', 'aceptada', 'entregada'] as const).map(
      (paso, i) => ({
        paso,
        peticiones: counts[i],
        conversion: i === 0 ? null : shareOf(counts[i], counts[i - 1]),
      }),
    ),
    perdidas,
    perdidasPorMotivo: MOTIVOS.map((motivo) => {
      const peticiones = byMotivo.get(motivo)?.recibidas ?? 0;
      return { motivo, peticiones, parte: shareOf(peticiones, perdidas) };
    }),
    medianaDias: {
      asignada: days(whole?.asignada_s ?? null),
      presupuestada: days(whole?.presupuestada_s ?? null),
      aceptada: days(whole?.aceptada_s ?? null),
    },
  };
}
