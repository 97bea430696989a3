// The day a taken request is next to be followed up.
import type { AssignedPeticion } from '../../../contract';
import { recordAudit } from '../audit';
import type { Database } from '../engine/open';
import { PETICION_STATE_COLUMNS, toWire, type PeticionStateRow } from '../peticiones/peticionRows';
import { writeTaken, type TakenWriteResult, type StaffActor } from './writeTaken';

/**
 * Sets the follow-up to `fecha` (a real calendar day, checked by the caller) or clears it (null).
 * The day it already has is no change: answered as it is, nothing written.
 */
export function setSeguimiento(
  db: Database,
  id: number,
  fecha: string | null,
  version: number,
  actor: StaffActor,
): Promise<TakenWriteResult<AssignedPeticion>> {
  return writeTaken(db, id, { actor, version, action: 'setFollowUp' }, async (tx, current) => {
    const from = current.proximoSeguimiento;
    if (from === fecha) return { outcome: 'unchanged', value: current };
    const { rows } = await tx.query<PeticionStateRow>(
      `UPDATE peticiones SET proximo_seguimiento = $2, version = version + 1
       WHERE id = $1
       RETURNING ${PETICION_STATE_COLUMNS}`,
      [id, fecha],
    );
    await recordAudit(tx, {
      actor,
      action: 'follow_up',
      target: id,
      changes: [{ field: 'proximo_seguimiento', from, to: fecha }],
    });
    return { outcome: 'done', value: toWire(rows[0]) as AssignedPeticion };
  });
}
