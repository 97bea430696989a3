// The card's marks of what the customer did through their link (`Aceptado por el cliente`,
// `Mensaje del cliente`) stay until the request's assignee opens it: opening it records that they
// saw them. Nobody else clears them: an administrator looking at it leaves the assignee's marks.
import type { AssignedPeticion, AuditChangeOf } from '../../../contract';
import { recordAudit } from '../audit';
import type { Database } from '../engine/open';
import { readPeticionRow, toWire } from '../peticiones/peticionRows';
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
    await tx.query('UPDATE peticiones SET cliente_acepto = false WHERE id = $1', [id]);
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
    await recordAudit(tx, { actor, action: 'customer_marks_seen', target: id, changes });
    const row = await readPeticionRow(tx, id);
    // The request was locked and taken above, and stays so in this transaction.
    if (!row) throw new Error(`Request ${id} went away under its lock`);
    return { outcome: 'done', value: toWire(row) as AssignedPeticion };
  });
}
