// What the requests accepted in the period were: the cups and prints of their latest quotes'
// lines (the customers who accepted the most: informeClientes.ts).
import type { Informe } from '../../../contract';
import type { Queryable } from '../engine/open';
import { acceptedBetween, PERIOD_END, PERIOD_START, type InformeParams } from './informeSql';

type LineRow = {
  by_print: number;
  vaso: string | null;
  serigrafia: string | null;
  unidades: number;
  importe: number;
};

/**
 * Units and line amounts (before the quote's discount and IVA) by cup table and by print, from
 * the lines each quote keeps priced (`presupuestos.lineas`, migration 20).
 */
export async function lineFigures(
  db: Queryable,
  params: InformeParams,
): Promise<Pick<Informe, 'vasos' | 'serigrafias'>> {
  const { rows } = await db.query<LineRow>(
    `SELECT GROUPING(line.vaso)::int AS by_print, line.vaso, line.serigrafia,
            sum(line.unidades)::float8 AS unidades, sum(line.importe_cents)::float8 AS importe
     FROM (SELECT q.id ${acceptedBetween(PERIOD_START, PERIOD_END)}) AS accepted
     JOIN presupuestos AS quote ON quote.id = accepted.id
     CROSS JOIN LATERAL jsonb_to_recordset(quote.lineas)
       AS line (vaso text, serigrafia text, unidades numeric, importe_cents bigint)
     GROUP BY GROUPING SETS ((line.vaso), (line.serigrafia))
     ORDER BY importe DESC, vaso, serigrafia`,
    params,
  );
  return {
    vasos: rows
      .filter((row) => row.by_print === 0)
      .map((row) => ({ vaso: row.vaso ?? '', unidades: row.unidades, importeCents: row.importe })),
    serigrafias: rows
      .filter((row) => row.by_print === 1)
      .map((row) => ({
        serigrafia: row.serigrafia,
        unidades: row.unidades,
        importeCents: row.importe,
      })),
  };
}
