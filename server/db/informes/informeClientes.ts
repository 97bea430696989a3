// `Clientes principales`: the customers who accepted the most in the period, each request counted
// for the customer it belongs to (`cliente_id`, as Clientes lists them), largest first.
import { INFORME_CLIENTES, type Informe } from '../../../contract';
import type { Queryable } from '../engine/open';
import { acceptedBetween, PERIOD_END, PERIOD_START, WHOSE, type InformeParams } from './informeSql';

type ClienteRow = Omit<Informe['clientes'][number], 'telefono'> & { telefono: string | null };

const RANKED = `"baseCents" DESC, aceptadas DESC, key`;

/** The customers `customers` (key, latest, aceptadas, baseCents, totalCents), named as their
 * latest accepted request names them: that request is read for the few customers kept only. */
const named = (customers: string) => `
  WITH customers AS (${customers})
  SELECT customers.key, latest.cliente ->> 'telefono' AS telefono,
         latest.cliente ->> 'nombre' AS nombre, customers.latest AS "peticionId",
         customers.aceptadas, customers."baseCents", customers."totalCents"
  FROM customers JOIN peticiones AS latest ON latest.id = customers.latest
  ORDER BY customers."baseCents" DESC, customers.aceptadas DESC, customers.key`;

/**
 * Only a customer with a quoted acceptance sums more than nothing: those are ranked first (the
 * period's quoted requests, a fraction of those accepted), the ties of the last kept all kept,
 * and only they are counted whole (every acceptance, quoted or not), each from the index of their
 * own requests.
 */
const QUOTED_FIRST = named(`
  WITH quoted AS (
    SELECT p.cliente_id AS key, sum(q.base_cents)::float8 AS "baseCents",
           sum(q.total_cents)::float8 AS "totalCents"
    ${acceptedBetween(PERIOD_START, PERIOD_END)}
      AND p.cliente_id IS NOT NULL AND q.id IS NOT NULL
    GROUP BY p.cliente_id
    ORDER BY "baseCents" DESC
    FETCH FIRST ${INFORME_CLIENTES} ROWS WITH TIES)
  SELECT quoted.key, quoted."baseCents", quoted."totalCents", whole.latest, whole.aceptadas
  FROM quoted CROSS JOIN LATERAL (
    SELECT max(p.id) AS latest, count(*)::int AS aceptadas
    FROM peticiones AS p
    WHERE p.cliente_id = quoted.key
      AND p.aceptada_first_at >= ${PERIOD_START} AND p.aceptada_first_at < ${PERIOD_END}
      AND ${WHOSE}) AS whole
  ORDER BY ${RANKED}
  LIMIT ${INFORME_CLIENTES}`);

/** Every customer who accepted in the period, grouped whole. */
const EVERY_CUSTOMER = named(`
  SELECT p.cliente_id AS key, max(p.id) AS latest, count(*)::int AS aceptadas,
         COALESCE(sum(q.base_cents), 0)::float8 AS "baseCents",
         COALESCE(sum(q.total_cents), 0)::float8 AS "totalCents"
  ${acceptedBetween(PERIOD_START, PERIOD_END)}
    AND p.cliente_id IS NOT NULL
  GROUP BY p.cliente_id
  ORDER BY ${RANKED}
  LIMIT ${INFORME_CLIENTES}`);

/**
 * The INFORME_CLIENTES customers whose accepted quotes add up to the most, largest first (then
 * the most accepted, then the earliest customer). When fewer than that many sum more than
 * nothing, customers with nothing quoted rank among them by their acceptances: every customer
 * is then grouped.
 */
export async function topClientes(
  db: Queryable,
  params: InformeParams,
): Promise<Informe['clientes']> {
  let { rows } = await db.query<ClienteRow>(QUOTED_FIRST, params);
  if (rows.length < INFORME_CLIENTES || rows[rows.length - 1].baseCents <= 0) {
    ({ rows } = await db.query<ClienteRow>(EVERY_CUSTOMER, params));
  }
  return rows.map(({ telefono, nombre, aceptadas, peticionId, baseCents, totalCents }) => ({
    telefono: telefono ?? '',
    nombre,
    aceptadas,
    peticionId,
    baseCents,
    totalCents,
  }));
}
