import type { NewPeticionBody, Peticion } from '../../contract';
import { recordAudit, type AuditActor } from './audit';
import type { Database, Queryable } from './open';
import { notifyPeticionChange } from './peticionChanges';

/** The state of a request nobody has looked at yet (the demo data's newest ones start so too). */
export const NEW_PETICION_ESTADO = 'nueva';

const PETICION_COLUMNS = `
  id, estado, COALESCE(to_jsonb(asignado), 'false'::jsonb) AS asignado, peticiones, cliente,
  fecha_evento, pais, codigo_postal,
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt"`;

/** Newest first: the requests that arrived last are the ones staff look at. */
export async function listUnassigned(db: Queryable): Promise<Peticion[]> {
  const { rows } = await db.query<Peticion>(
    `SELECT ${PETICION_COLUMNS} FROM peticiones
     WHERE asignado IS NULL
     ORDER BY created_at DESC, id DESC`,
  );
  return rows;
}

/** One request, if nobody has taken it yet. */
export async function findUnassigned(db: Queryable, id: number): Promise<Peticion | undefined> {
  const { rows } = await db.query<Peticion>(
    `SELECT ${PETICION_COLUMNS} FROM peticiones WHERE id = $1 AND asignado IS NULL`,
    [id],
  );
  return rows[0];
}

/**
 * A customer's request from the public order form: unassigned, and announced to every dashboard
 * in the same transaction.
 */
export async function createPeticion(db: Database, body: NewPeticionBody): Promise<Peticion> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<Peticion>(
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
    const peticion = rows[0]!;
    await notifyPeticionChange(tx, { type: 'added', id: peticion.id });
    return peticion;
  });
}

export type AssignResult =
  | { outcome: 'assigned'; peticion: Peticion }
  | { outcome: 'not-found' }
  | { outcome: 'already-assigned' };

/**
 * Takes a request for the staff member who asks, and records it in the same transaction. The
 * WHERE clause makes two concurrent takes impossible: the second finds it already assigned.
 */
export async function assignPeticion(
  db: Database,
  id: number,
  actor: AuditActor & { email: string },
): Promise<AssignResult> {
  return db.transaction(async (tx): Promise<AssignResult> => {
    const { rows } = await tx.query<Peticion>(
      `UPDATE peticiones SET asignado = $2, asignado_at = now(), estado = 'asignada'
       WHERE id = $1 AND asignado IS NULL
       RETURNING ${PETICION_COLUMNS}`,
      [id, actor.email],
    );
    const peticion = rows[0];
    if (peticion) {
      await recordAudit(tx, {
        actor,
        action: 'assignment',
        target: id,
        changes: [{ field: 'asignado', from: null, to: actor.email }],
      });
      await notifyPeticionChange(tx, { type: 'removed', id, asignado: actor.email });
      return { outcome: 'assigned', peticion };
    }
    const existing = await tx.query('SELECT 1 FROM peticiones WHERE id = $1', [id]);
    return existing.rows.length ? { outcome: 'already-assigned' } : { outcome: 'not-found' };
  });
}
