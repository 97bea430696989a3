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
     FROM (SELECT q.id ${acceptedBetween(PERIOD_START, PERIOD_END)}) AS accepted
     JOIN presupuestos AS quote ON quote.id = accepted.id
     CROSS JOIN LATERAL jsonb_array_elements(quote.snapshot -> 'lines') AS line
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

/**
 * The INFORME_CLIENTES customers whose accepted quotes add up to the most, largest first, named as
 * their latest accepted request names them: that request is read for the few customers kept only,
 * not sorted for in every customer's group.
 */
export async function topClientes(
  db: Queryable,
  params: InformeParams,
): Promise<Informe['clientes']> {
  const { rows } = await db.query<ClienteRow>(
    `WITH customers AS (
       SELECT p.telefono_clave AS key, max(p.id) AS latest, count(*)::int AS aceptadas,
              COALESCE(sum(q.base_cents), 0)::float8 AS "baseCents",
              COALESCE(sum(q.total_cents), 0)::float8 AS "totalCents"
       ${acceptedBetween(PERIOD_START, PERIOD_END)}
         AND p.telefono_clave IS NOT NULL
       GROUP BY p.telefono_clave
       ORDER BY "baseCents" DESC, aceptadas DESC, key
       LIMIT ${INFORME_CLIENTES})
     SELECT customers.key, latest.cliente ->> 'telefono' AS telefono,
            latest.cliente ->> 'nombre' AS nombre, customers.latest AS "peticionId",
            customers.aceptadas, customers."baseCents", customers."totalCents"
     FROM customers JOIN peticiones AS latest ON latest.id = customers.latest
     ORDER BY customers."baseCents" DESC, customers.aceptadas DESC, customers.key`,
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
