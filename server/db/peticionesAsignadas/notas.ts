// Notes on a taken request: any member of staff may add one; none is ever changed or deleted.
import type { Nota } from '../../../contract';
import type { Database, Queryable } from '../engine/open';
import { isoUtc } from '../peticiones/peticionRows';
import { writeTaken, type TakenWriteResult, type StaffActor } from './writeTaken';

export const NOTA_COLUMNS = `
  id, texto, de_cliente AS "deCliente",
  jsonb_build_object('uid', autor_uid, 'email', autor_email) AS autor,
  ${isoUtc('at')} AS at`;

/**
 * Adds a note (already trimmed and checked by the caller) by `actor`. The request's version is
 * not raised: a note conflicts with no other write. The audit entry names the note, never its
 * text.
 */
export function addNota(
  db: Database,
  id: number,
  texto: string,
  actor: StaffActor,
): Promise<TakenWriteResult<Nota>> {
  return writeTaken(db, id, { actor, action: 'notePeticion' }, async (tx) => {
    const { rows } = await tx.query<Nota>(
      `INSERT INTO peticion_notas (peticion_id, autor_uid, autor_email, texto)
       VALUES ($1, $2, $3, $4)
       RETURNING ${NOTA_COLUMNS}`,
      [id, actor.uid, actor.email ?? null, texto],
    );
    const nota = rows[0];
    // Its entry names the note's id, which only this insert knows: recorded with the change.
    const audit = {
      actor,
      action: 'note',
      target: id,
      changes: [{ field: 'nota', from: null, to: nota.id }],
    } as const;
    return { outcome: 'done', value: nota, audit: [audit] };
  });
}

/** A request's notes, newest first. */
export async function listNotas(tx: Queryable, id: number): Promise<Nota[]> {
  const { rows } = await tx.query<Nota>(
    `SELECT ${NOTA_COLUMNS} FROM peticion_notas WHERE peticion_id = $1 ORDER BY id DESC`,
    [id],
  );
  return rows;
}
