// The customers, aggregated in SQL on either engine (docs/server.md, "Customers"): one row per
// customer (peticiones.cliente_id, kept by the database: migration 15), with their latest
// request's name and phone, their latest e-mail, how many requests they made, and the sums of
// each request's latest quote, all of them and those accepted or beyond.
import {
  ACEPTADA_ETAPAS,
  type ClienteRow,
  type ClientesSort,
  type SortOrder,
} from '../../../contract';
import type { Queryable } from '../engine/open';
import { isoUtc } from '../peticiones/peticionRows';

/** What each sort orders by: texts folded (capitals and accents aside), a phone by its key. */
const SORT_COLUMNS: Record<ClientesSort, string> = {
  nombre: 'search_fold(nombre)',
  telefono: 'phone_key(telefono)',
  correo: 'lower(correo)',
  peticiones: 'peticiones',
  ultimaPeticion: 'ultima',
  presupuestado: '"presupuestadoCents"',
  aceptado: '"aceptadoCents"',
};

/**
 * The customers, sorted (empty values last either way, then by id); with `cliente`, that one
 * only. `scope` is SQL over `p` (a request of the customer), its parameters from $2 on.
 */
function clientesSql(scope: string, sort: ClientesSort, order: SortOrder): string {
  const direction = order === 'asc' ? 'ASC' : 'DESC';
  return `
    WITH ultimos AS (
      SELECT DISTINCT ON (q.peticion_id) q.peticion_id, q.total_cents
      FROM presupuestos AS q JOIN peticiones AS p ON p.id = q.peticion_id
      WHERE p.cliente_id IS NOT NULL ${scope}
      ORDER BY q.peticion_id, q.id DESC),
    agregados AS (
      SELECT p.cliente_id AS id, count(*)::int AS peticiones,
             COALESCE(sum(q.total_cents), 0)::float8 AS "presupuestadoCents",
             COALESCE(sum(q.total_cents) FILTER (WHERE p.estado = ANY($1::text[])), 0)::float8
               AS "aceptadoCents"
      FROM peticiones AS p LEFT JOIN ultimos AS q ON q.peticion_id = p.id
      WHERE p.cliente_id IS NOT NULL ${scope}
      GROUP BY p.cliente_id),
    ultimas AS (
      SELECT DISTINCT ON (p.cliente_id) p.cliente_id AS id, p.created_at AS ultima,
             p.cliente ->> 'nombre' AS nombre, p.cliente ->> 'telefono' AS telefono
      FROM peticiones AS p
      WHERE p.cliente_id IS NOT NULL ${scope}
      ORDER BY p.cliente_id, p.created_at DESC, p.id DESC),
    correos AS (
      SELECT DISTINCT ON (p.cliente_id) p.cliente_id AS id, p.correo
      FROM peticiones AS p
      WHERE p.cliente_id IS NOT NULL AND p.correo IS NOT NULL ${scope}
      ORDER BY p.cliente_id, p.created_at DESC, p.id DESC),
    clientes AS (
      SELECT agregados.*, ultimas.ultima, ultimas.nombre, ultimas.telefono, correos.correo
      FROM agregados JOIN ultimas USING (id) LEFT JOIN correos USING (id))
    SELECT id, nombre, telefono, correo, peticiones, ${isoUtc('ultima')} AS "ultimaPeticion",
           "presupuestadoCents", "aceptadoCents"
    FROM clientes
    ORDER BY ${SORT_COLUMNS[sort]} ${direction} NULLS LAST, id ${direction}`;
}

/** Every customer, in the order asked. */
export async function listClientes(
  db: Queryable,
  sort: ClientesSort,
  order: SortOrder,
): Promise<ClienteRow[]> {
  const { rows } = await db.query<ClienteRow>(clientesSql('', sort, order), [ACEPTADA_ETAPAS]);
  return rows;
}

/** One customer by their id, or undefined when nobody has it (erased, or never there). */
export async function readClienteRow(
  db: Queryable,
  clienteId: number,
): Promise<ClienteRow | undefined> {
  const { rows } = await db.query<ClienteRow>(
    clientesSql('AND p.cliente_id = $2', 'ultimaPeticion', 'desc'),
    [ACEPTADA_ETAPAS, clienteId],
  );
  return rows[0];
}
