// The day a taken request is next to be followed up.
import type { AssignedPeticion } from '../../../contract';
import type { Database } from '../engine/open';
import { updateLast } from './updateTaken';
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
  return writeTaken(db, id, { actor, version, action: 'setFollowUp' }, (_tx, current) => {
    const from = current.proximoSeguimiento;
    if (from === fecha) return { outcome: 'unchanged', value: current };
    return updateLast(id, actor, {
      set: 'proximo_seguimiento = $2',
      values: [fecha],
      action: 'follow_up',
      changes: [{ field: 'proximo_seguimiento', from, to: fecha }],
    });
  });
}
