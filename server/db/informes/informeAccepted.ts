// What the requests accepted in the period were: the cups and prints of their latest quotes'
// lines, and the customers who accepted the most (one per phone key, as a request's `Otras
// peticiones de este cliente` groups them).
import { INFORME_CLIENTES, type Informe } from '../../../contract';
import type { Queryable } from '../engine/open';
import { acceptedBetween, PERIOD_END, PERIOD_START, type InformeParams } from './informeSql';

type LineRow = {
  by_print: number;
  vaso: string | null;
  serigrafia: string | null;
  unidades: number;
  importe: number;
};

/** Units and line amounts (before the quote's discount and IVA) by cup table and by print. */
export async function lineFigures(
  db: Queryable,
  params: InformeParams,
): Promise<Pick<Informe, 'vasos' | 'serigrafias'>> {
  const { rows } = await db.query<LineRow>(
    `SELECT GROUPING(line ->> 'cup')::int AS by_print,
            line ->> 'cup' AS vaso, line ->> 'print' AS serigrafia,
            sum((line ->> 'quantity')::numeric)::float8 AS unidades,
            sum(presupuesto_linea_cents(line))::float8 AS importe
     FROM (SELECT q.snapshot ${acceptedBetween(PERIOD_START, PERIOD_END)}) AS accepted
     CROSS JOIN LATERAL jsonb_array_elements(accepted.snapshot -> 'lines') AS line
     GROUP BY GROUPING SETS ((line ->> 'cup'), (line ->> 'print'))
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

type ClienteRow = Omit<Informe['clientes'][number], 'telefono'> & { telefono: string | null };

/** The INFORME_CLIENTES customers whose accepted quotes add up to the most, largest first. */
export async function topClientes(
  db: Queryable,
  params: InformeParams,
): Promise<Informe['clientes']> {
  const { rows } = await db.query<ClienteRow>(
    `SELECT p.telefono_clave AS key,
            (array_agg(p.cliente ->> 'telefono' ORDER BY p.id DESC))[1] AS telefono,
            (array_agg(p.cliente ->> 'nombre' ORDER BY p.id DESC))[1] AS nombre,
            (array_agg(p.id ORDER BY p.id DESC))[1] AS "peticionId",
            count(*)::int AS aceptadas,
            COALESCE(sum(q.base_cents), 0)::float8 AS "baseCents",
            COALESCE(sum(q.total_cents), 0)::float8 AS "totalCents"
     ${acceptedBetween(PERIOD_START, PERIOD_END)}
       AND p.telefono_clave IS NOT NULL
     GROUP BY p.telefono_clave
     ORDER BY "baseCents" DESC, aceptadas DESC, key
     LIMIT ${INFORME_CLIENTES}`,
    params,
  );
  return rows.map(({ telefono, nombre, aceptadas, peticionId, baseCents, totalCents }) => ({
    telefono: telefono ?? '',
    nombre,
    aceptadas,
    peticionId,
    baseCents,
    totalCents,
  }));
}
