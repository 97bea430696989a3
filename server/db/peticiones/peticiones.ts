import { FIRST_ETAPA, type AssignedPeticion, type NewPeticionBody } from '../../../contract';
import { recordAudit, type AuditActor } from '../audit';
import type { Database, Queryable } from '../engine/open';
import { listOrderOf, type Listed } from './listChanges';
import { recordChange } from './peticionChanges';
import {
  PETICION_STATE_COLUMNS,
  toWire,
  type PeticionStateRow,
  type UnassignedPeticion,
} from './peticionRows';

/** The state of a request nobody has looked at yet (the demo data's newest ones start so too). */
export const NEW_PETICION_ESTADO = 'nueva';

/** The state of a request given back by whoever had taken it: seen, and nobody's. */
export const RELEASED_ESTADO = 'pendiente';

const PETICION_COLUMNS = `
  id, estado, COALESCE(to_jsonb(asignado), 'false'::jsonb) AS asignado, peticiones, cliente,
  fecha_evento, pais, codigo_postal, correo, origen,
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt"`;

/**
 * Newest first: the requests that arrived last are the ones staff look at. An erased one is not
 * listed: nobody may take it, and it holds nothing to work on (docs/server.md, "Customers' data").
 * With `ids`, only those of them (server/http/positionedCache.ts compares them and puts them in
 * place by their `listOrder`).
 */
export async function listUnassigned(
  db: Queryable,
  ids?: readonly number[],
): Promise<Listed<UnassignedPeticion>[]> {
  const { rows } = await db.query<Listed<UnassignedPeticion>>(
    `SELECT ${PETICION_COLUMNS}, ${listOrderOf('created_at')} AS "listOrder" FROM peticiones
     WHERE asignado IS NULL AND NOT suprimida ${ids ? 'AND id = ANY($1::int[])' : ''}
     ORDER BY created_at DESC, id DESC`,
    ids ? [ids] : [],
  );
  return rows;
}

/**
 * A customer's request from the public order form: unassigned, and announced to every dashboard
 * in the same transaction.
 */
export async function createPeticion(
  db: Database,
  body: NewPeticionBody,
): Promise<UnassignedPeticion> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<UnassignedPeticion>(
      `INSERT INTO peticiones (estado, peticiones, cliente, fecha_evento, pais, codigo_postal)
       VALUES ($1, $2, $3, $4, $5, $6)
       RETURNING ${PETICION_COLUMNS}`,
      [
        NEW_PETICION_ESTADO,
        JSON.stringify(body.peticiones),
        body.cliente === undefined ? null : JSON.stringify(body.cliente),
        body.fecha_evento,
        body.pais,
        body.codigo_postal,
      ],
    );
    const peticion = rows[0];
    await recordChange(tx, peticion.id);
    return peticion;
  });
}

export type AssignResult =
  | { outcome: 'assigned'; peticion: AssignedPeticion }
  | { outcome: 'not-found' }
  | { outcome: 'already-assigned' }
  /** Its customer's data was erased while nobody had it: it is no longer there to take. */
  | { outcome: 'erased' };

/**
 * Takes a request for the staff member who asks, into the first stage of the way, and records it
 * in the same transaction. The WHERE clause makes two concurrent takes impossible: the second
 * finds it already assigned. An erased request is never taken, even one given back after.
 */
export async function assignPeticion(
  db: Database,
  id: number,
  actor: AuditActor & { email: string },
): Promise<AssignResult> {
  return db.transaction(async (tx): Promise<AssignResult> => {
    const { rows } = await tx.query<PeticionStateRow>(
      `UPDATE peticiones
       SET asignado = $2, asignado_at = now(), estado = $3, version = version + 1
       WHERE id = $1 AND asignado IS NULL AND NOT suprimida
       RETURNING ${PETICION_STATE_COLUMNS}`,
      [id, actor.email, FIRST_ETAPA],
    );
    const row = rows.at(0);
    const peticion = row && (toWire(row) as AssignedPeticion);
    if (peticion) {
      await recordAudit(tx, {
        actor,
        action: 'assignment',
        target: id,
        changes: [{ field: 'asignado', from: null, to: actor.email }],
      });
      await recordChange(tx, id);
      return { outcome: 'assigned', peticion };
    }
    const { rows: found } = await tx.query<{ taken: boolean }>(
      'SELECT asignado IS NOT NULL AS taken FROM peticiones WHERE id = $1',
      [id],
    );
    if (!found[0]) return { outcome: 'not-found' };
    return { outcome: found[0].taken ? 'already-assigned' : 'erased' };
  });
}
