// What the board and the request's dialog read: every taken request, and one request with its
// notes, its history and the customer's other requests.
import type {
  AssignedPeticion,
  OtraPeticion,
  PeticionDetail,
  TableroPeticion,
} from '../../../contract';
import { listPeticionAudit } from '../audit';
import type { Database, Queryable } from '../engine/open';
import {
  isoUtc,
  MENSAJES_CLIENTE_COUNT,
  readPeticionRow,
  toWire,
  type UnassignedPeticion,
} from '../peticiones/peticionRows';
import { listNotas } from './notas';
import { listOrderOf, type Listed } from '../peticiones/listChanges';
import { inSnapshot } from '../engine/snapshot';

/** The dialog's answer, its request told apart by whether it is taken. */
export type PeticionDetailRead = Omit<PeticionDetail, 'peticion'> & {
  peticion: UnassignedPeticion | AssignedPeticion;
};

/** The most of a customer's other requests the dialog lists (the newest). */
export const OTHER_REQUESTS_MAX = 50;

/**
 * What a card of the board shows, for `SELECT` on `peticiones` (TableroPeticion): the customer's
 * name alone, the lost request's reason and the stage it left, the latest quote's total alone
 * (newest by id), and the marks of what the customer did that its assignee has not seen.
 */
const TABLERO_COLUMNS = `
  id, estado, asignado, version, peticiones, fecha_evento, origen,
  ${isoUtc('created_at')} AS "createdAt", proximo_seguimiento AS "proximoSeguimiento",
  CASE WHEN jsonb_typeof(cliente) = 'object'
       THEN jsonb_strip_nulls(jsonb_build_object('nombre', cliente -> 'nombre')) END AS cliente,
  CASE WHEN perdida_motivo IS NOT NULL
       THEN jsonb_build_object('motivo', perdida_motivo, 'desde', perdida_desde) END AS perdida,
  (SELECT jsonb_build_object('totalCents', latest.total_cents)
   FROM presupuestos AS latest
   WHERE latest.peticion_id = peticiones.id
   ORDER BY latest.id DESC
   LIMIT 1) AS "ultimoPresupuesto",
  cliente_acepto AS "clienteAcepto", ${MENSAJES_CLIENTE_COUNT} AS "mensajesCliente"`;

/**
 * Every taken request as the board's cards show it, the most recently taken (or handed over)
 * first; with `ids`, only those of them (server/http/positionedCache.ts compares them and puts
 * them in place by their `listOrder`).
 */
export async function listTablero(
  tx: Queryable,
  ids?: readonly number[],
): Promise<Listed<TableroPeticion>[]> {
  const { rows } = await tx.query<Listed<TableroPeticion>>(
    `SELECT ${TABLERO_COLUMNS}, ${listOrderOf('asignado_at')} AS "listOrder" FROM peticiones
     WHERE asignado IS NOT NULL ${ids ? 'AND id = ANY($1::int[])' : ''}
     ORDER BY asignado_at DESC, id DESC`,
    ids ? [ids] : [],
  );
  return rows;
}

/**
 * The customer's other requests: those whose phone gives the same key (the rule is the database's
 * phone_key, see server/db/schema.sql), newest first. None when this one has no usable phone.
 */
async function otherRequests(tx: Queryable, id: number): Promise<OtraPeticion[]> {
  const { rows } = await tx.query<OtraPeticion>(
    `SELECT other.id, other.estado, COALESCE(to_jsonb(other.asignado), 'false'::jsonb) AS asignado,
            other.fecha_evento, ${isoUtc('other.created_at')} AS "createdAt"
     FROM peticiones AS this
     JOIN peticiones AS other ON other.telefono_clave = this.telefono_clave AND other.id <> this.id
     WHERE this.id = $1
     ORDER BY other.created_at DESC, other.id DESC
     LIMIT $2`,
    [id, OTHER_REQUESTS_MAX],
  );
  return rows;
}

/** One request of any kind with what its dialog shows, read in one snapshot; undefined if none. */
export function peticionDetail(db: Database, id: number): Promise<PeticionDetailRead | undefined> {
  return inSnapshot(db, async (tx) => {
    const row = await readPeticionRow(tx, id);
    if (!row) return undefined;
    return {
      peticion: toWire(row),
      notas: await listNotas(tx, id),
      actividad: await listPeticionAudit(tx, id),
      otras: await otherRequests(tx, id),
    };
  });
}
