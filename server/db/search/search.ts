// The search's reads (docs/server.md, "Search"): each kind a query of its own on an index fit for
// it, at most SEARCH_GROUP_LIMIT rows each, newest first. Erased requests are never found: their
// data is gone, and so is anything one could recognise them by (they belong to no customer).
import {
  formatPresupuestoNumber,
  SEARCH_GROUP_LIMIT,
  type SearchCliente,
  type SearchPeticion,
  type SearchPresupuesto,
  type SearchResults,
} from '../../../contract';
import type { Queryable } from '../engine/open';
import { isoUtc } from '../peticiones/peticionRows';
import { idList, newestMatching } from './newestMatching';
import { searchTerms, type PresupuestoNumberSearch } from './searchTerms';

/**
 * How many matching requests the customers are gathered from: the newest ones, enough for
 * SEARCH_GROUP_LIMIT customers of a few requests each. Each one more costs, for a text that matches
 * one request in a hundred, a hundred rows read newest first (200 read 25,000 of 100,000).
 */
const CLIENTE_SCAN = 5 * SEARCH_GROUP_LIMIT;

const PETICION_COLUMNS = `id, estado, COALESCE(to_jsonb(asignado), 'false'::jsonb) AS asignado,
  cliente ->> 'nombre' AS nombre, cliente ->> 'telefono' AS telefono, correo,
  COALESCE(order_text(peticiones), '') AS pedido, fecha_evento`;

/**
 * The request whose number was typed first, then the newest whose text matches. They are two
 * queries, not one `id = $1 OR …` ordered by `id = $1`: that order cannot be read from an index,
 * so a short text matching most requests (`luc`) had every match fetched and sorted for ten rows,
 * where `ORDER BY id DESC LIMIT` alone stops at the tenth.
 */
async function findPeticiones(
  db: Queryable,
  patterns: readonly string[],
  peticionId: number | undefined,
): Promise<SearchPeticion[]> {
  const [byNumber, byText] = await Promise.all([
    peticionId === undefined
      ? []
      : db
          .query<SearchPeticion>(
            `SELECT ${PETICION_COLUMNS} FROM peticiones WHERE id = $1 AND NOT suprimida`,
            [peticionId],
          )
          .then(({ rows }) => rows),
    newestMatching(db, 'busqueda', patterns, SEARCH_GROUP_LIMIT).then(async (ids) =>
      ids.length === 0
        ? []
        : (
            await db.query<SearchPeticion>(
              `SELECT ${PETICION_COLUMNS} FROM peticiones WHERE id IN ${idList(ids, 1)}
               ORDER BY id DESC`,
              ids,
            )
          ).rows,
    ),
  ]);
  const others = byText.filter((row) => row.id !== peticionId);
  return [...byNumber, ...others].slice(0, SEARCH_GROUP_LIMIT);
}

type ClienteRow = {
  clienteId: number;
  telefono: string | null;
  nombre: string | null;
  correo: string | null;
  peticiones: number;
  id: number;
  asignado: string | false;
};

/**
 * The customers of the newest requests whose customer part (name, phone, e-mail) matches: one per
 * `cliente_id`, the customers `Clientes` lists (by phone in any format and by e-mail), each with
 * their latest request's name and phone, their latest e-mail, and how many requests they made.
 */
async function findClientes(db: Queryable, patterns: readonly string[]): Promise<SearchCliente[]> {
  const found = await newestMatching(db, 'busqueda_cliente', patterns, CLIENTE_SCAN, true);
  if (!found.length) return [];
  const { rows } = await db.query<ClienteRow>(
    `WITH matched AS (
       SELECT cliente_id, max(id) AS newest
       FROM peticiones AS found
       WHERE id IN ${idList(found, 2)}
       GROUP BY cliente_id
       ORDER BY newest DESC
       LIMIT $1)
     SELECT matched.cliente_id AS "clienteId", latest.cliente ->> 'telefono' AS telefono,
            latest.cliente ->> 'nombre' AS nombre, latest.id,
            COALESCE(to_jsonb(latest.asignado), 'false'::jsonb) AS asignado,
            (SELECT mail.correo FROM peticiones AS mail
             WHERE mail.cliente_id = matched.cliente_id AND mail.correo IS NOT NULL
             ORDER BY mail.created_at DESC, mail.id DESC LIMIT 1) AS correo,
            (SELECT count(*)::int FROM peticiones AS other
             WHERE other.cliente_id = matched.cliente_id) AS peticiones
     FROM matched
     CROSS JOIN LATERAL (
       SELECT id, asignado, cliente FROM peticiones AS own
       WHERE own.cliente_id = matched.cliente_id
       ORDER BY own.created_at DESC, own.id DESC LIMIT 1) AS latest
     ORDER BY matched.newest DESC`,
    [SEARCH_GROUP_LIMIT, ...found],
  );
  return rows.map(({ clienteId, id, asignado, ...cliente }) => ({
    id: clienteId,
    ...cliente,
    ultimaPeticion: { id, asignado },
  }));
}

type PresupuestoRow = Omit<SearchPresupuesto, 'numero'> & {
  year: number;
  sequence: number;
  version: number;
};

async function findPresupuestos(
  db: Queryable,
  number: PresupuestoNumberSearch | undefined,
): Promise<SearchPresupuesto[]> {
  if (!number) return [];
  const { rows } = await db.query<PresupuestoRow>(
    `SELECT q.id, q.peticion_id AS "peticionId", q.year, q.sequence, q.version,
            p.cliente ->> 'nombre' AS nombre, q.total_cents::float8 AS "totalCents",
            ${isoUtc('q.created_at')} AS "createdAt"
     FROM presupuestos AS q JOIN peticiones AS p ON p.id = q.peticion_id
     WHERE q.sequence = $1 AND ($2::int IS NULL OR q.year = $2)
       AND ($3::int IS NULL OR q.version = $3) AND NOT p.suprimida
     ORDER BY q.year DESC, q.sequence, q.version DESC
     LIMIT $4`,
    [number.sequence, number.year ?? null, number.version ?? null, SEARCH_GROUP_LIMIT],
  );
  return rows.map(({ year, sequence, version, ...presupuesto }) => ({
    ...presupuesto,
    numero: formatPresupuestoNumber({ year, sequence, version }),
  }));
}

/** Everything `text` finds (the caller has checked its length). */
export async function search(db: Queryable, text: string): Promise<SearchResults> {
  const { patterns, peticionId, presupuesto } = searchTerms(text);
  const [peticiones, clientes, presupuestos] = await Promise.all([
    findPeticiones(db, patterns, peticionId),
    findClientes(db, patterns),
    findPresupuestos(db, presupuesto),
  ]);
  return { peticiones, clientes, presupuestos };
}
