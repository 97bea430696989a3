// What the board and the request's dialog read: every taken request, and one request with its
// notes, its history and the customer's other requests.
import type { AssignedPeticion, OtraPeticion, PeticionDetail } from '../../../contract';
import { listPeticionAudit } from '../audit';
import type { Database, Queryable } from '../engine/open';
import {
  isoUtc,
  PETICION_STATE_COLUMNS,
  readPeticionRow,
  toWire,
  type PeticionStateRow,
  type UnassignedPeticion,
} from '../peticiones/peticionRows';
import { listNotas } from './notas';
import { inSnapshot } from '../engine/snapshot';

/** The dialog's answer, its request told apart by whether it is taken. */
export type PeticionDetailRead = Omit<PeticionDetail, 'peticion'> & {
  peticion: UnassignedPeticion | AssignedPeticion;
};

/** The most of a customer's other requests the dialog lists (the newest). */
export const OTHER_REQUESTS_MAX = 50;

/** Every taken request, in any stage, the most recently taken (or handed over) first. */
export async function listAssigned(tx: Queryable): Promise<AssignedPeticion[]> {
  const { rows } = await tx.query<PeticionStateRow>(
    `SELECT ${PETICION_STATE_COLUMNS} FROM peticiones
     WHERE asignado IS NOT NULL
     ORDER BY asignado_at DESC, id DESC`,
  );
  return rows.map((row) => toWire(row) as AssignedPeticion);
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
