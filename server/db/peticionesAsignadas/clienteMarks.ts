// The card's marks of what the customer did through their link (`Aceptado por el cliente`,
// `Mensaje del cliente`) stay until the request's assignee opens it: opening it records that they
// saw them. Nobody else clears them: an administrator looking at it leaves the assignee's marks.
import type { AssignedPeticion, AuditChangeOf } from '../../../contract';
import type { Database } from '../engine/open';
import { PETICION_STATE_COLUMNS, toWire, type PeticionStateRow } from '../peticiones/peticionRows';
import { writeTaken, type StaffActor, type TakenWriteResult } from './writeTaken';

/**
 * Clears the request's marks, by its assignee only (`seeCustomerMarks`): the acceptance's, and
 * every message of the customer read. The version is not raised: seeing conflicts with no write.
 * Nothing to clear, nothing is written (no audit entry, no place in the feed).
 */
export function seeCustomerMarks(
  db: Database,
  id: number,
  actor: StaffActor,
): Promise<TakenWriteResult<AssignedPeticion>> {
  return writeTaken(db, id, { actor, action: 'seeCustomerMarks' }, async (tx, current) => {
    if (!current.clienteAcepto && current.mensajesCliente === 0) {
      return { outcome: 'unchanged', value: current };
    }
    // A statement of its own, before the one that answers the request: a statement's parts do not
    // see each other's writes, and the answer counts the messages still unread.
    await tx.query(
      `UPDATE peticion_notas SET leida_at = now()
       WHERE peticion_id = $1 AND de_cliente AND leida_at IS NULL`,
      [id],
    );
    const changes: AuditChangeOf<'customer_marks_seen'>[] = [];
    if (current.clienteAcepto) changes.push({ field: 'aceptado', from: true, to: false });
    if (current.mensajesCliente > 0) {
      changes.push({ field: 'mensajes', from: current.mensajesCliente, to: 0 });
    }
    return {
      outcome: 'write-last',
      // Not updateTaken's update: the version stays.
      last: {
        sql: `UPDATE peticiones SET cliente_acepto = false WHERE id = $1
              RETURNING ${PETICION_STATE_COLUMNS}`,
        params: [id],
      },
      audit: [{ actor, action: 'customer_marks_seen', target: id, changes }],
      value: (row: PeticionStateRow) => toWire(row) as AssignedPeticion,
    };
  });
}
