// The requests received in the period: by channel, how far each got, how long it took, and why
// those lost were lost. One pass over them, in one aggregate: each request carries when it first
// reached each stage (migration 19), so no stage history is read, and the index of their day of
// receipt holds every column counted (an index-only scan where the table is vacuumed). Counts by
// channel and by reason are filtered counts, not grouping sets: one row of aggregates, and the
// medians, the only figures that sort, sort the period's rows once each.
import {
  MOTIVOS,
  ORIGENES,
  shareOf,
  type Informe,
  type Motivo,
  type Origen,
} from '../../../contract';
import type { Queryable } from '../engine/open';
import { PERIOD_END, PERIOD_START, sqlWord, WHOSE, type InformeParams } from './informeSql';

type FunnelRow = {
  recibidas: number;
  asignadas: number;
  presupuestadas: number;
  aceptadas: number;
  entregadas: number;
  perdidas: number;
  asignada_s: number | null;
  presupuestada_s: number | null;
  aceptada_s: number | null;
} & Record<`origen_${Origen}` | `motivo_${Motivo}`, number>;

const SECONDS_PER_DAY = 86_400;

/** Seconds to days, to one decimal. */
const days = (seconds: number | null) =>
  seconds === null ? null : Math.round((seconds * 10) / SECONDS_PER_DAY) / 10;

// date_part, a float8: extract answers a numeric, several times slower to sort.
const median = (column: string) =>
  `percentile_cont(0.5) WITHIN GROUP (ORDER BY date_part('epoch', ${column} - p.created_at))`;

const BY_ORIGEN = ORIGENES.map(
  (origen) => `count(*) FILTER (WHERE p.origen = ${sqlWord(origen)})::int AS origen_${origen}`,
).join(', ');

const BY_MOTIVO = MOTIVOS.map(
  (motivo) =>
    `count(*) FILTER (WHERE p.estado = 'perdida' AND p.perdida_motivo = ${sqlWord(motivo)})::int
       AS motivo_${motivo}`,
).join(', ');

export type FunnelFigures = Pick<
  Informe,
  'recibidas' | 'embudo' | 'perdidas' | 'perdidasPorMotivo' | 'medianaDias'
>;

export async function funnelFigures(db: Queryable, params: InformeParams): Promise<FunnelFigures> {
  const { rows } = await db.query<FunnelRow>(
    `SELECT count(*)::int AS recibidas, count(p.asignada_first_at)::int AS asignadas,
            count(p.presupuestada_first_at)::int AS presupuestadas,
            count(p.aceptada_first_at)::int AS aceptadas,
            count(p.entregada_first_at)::int AS entregadas,
            count(*) FILTER (WHERE p.estado = 'perdida')::int AS perdidas,
            ${BY_ORIGEN}, ${BY_MOTIVO},
            ${median('p.asignada_first_at')} AS asignada_s,
            ${median('p.presupuestada_first_at')} AS presupuestada_s,
            ${median('p.aceptada_first_at')} AS aceptada_s
     FROM peticiones AS p
     WHERE p.created_at >= ${PERIOD_START} AND p.created_at < ${PERIOD_END} AND ${WHOSE}`,
    params,
  );
  const whole = rows[0];
  const counts = [
    whole.recibidas,
    whole.asignadas,
    whole.presupuestadas,
    whole.aceptadas,
    whole.entregadas,
  ];
  const perdidas = whole.perdidas;
  return {
    recibidas: ORIGENES.map((origen) => ({ origen, peticiones: whole[`origen_${origen}`] })),
    embudo: (['recibida', 'asignada', 'presupuestada', 'aceptada', 'entregada'] as const).map(
      (paso, i) => ({
        paso,
        peticiones: counts[i],
        conversion: i === 0 ? null : shareOf(counts[i], counts[i - 1]),
      }),
    ),
    perdidas,
    perdidasPorMotivo: MOTIVOS.map((motivo) => {
      const peticiones = whole[`motivo_${motivo}`];
      return { motivo, peticiones, parte: shareOf(peticiones, perdidas) };
    }),
    medianaDias: {
      asignada: days(whole.asignada_s),
      presupuestada: days(whole.presupuestada_s),
      aceptada: days(whole.aceptada_s),
    },
  };
}
