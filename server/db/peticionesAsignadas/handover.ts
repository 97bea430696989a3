// A taken request given back to the unassigned list, or handed to a colleague.
import type { AssignedPeticion, StaffUsuario } from '../../../contract';
import type { Database } from '../engine/open';
import { RELEASED_ESTADO } from '../peticiones/peticiones';
import type { UnassignedPeticion } from '../peticiones/peticionRows';
import { updateLast } from './updateTaken';
import { writeTaken, type TakenWriteResult, type StaffActor } from './writeTaken';

/**
 * Back to the unassigned list as `pendiente`: nobody's, with no stage, loss or follow-up left.
 * The audit entry names who had it and the stage it left. Who may: contract/permissions.ts,
 * `releasePeticion`.
 */
export function releasePeticion(
  db: Database,
  id: number,
  version: number,
  actor: StaffActor,
): Promise<TakenWriteResult<UnassignedPeticion>> {
  const guard = { actor, version, action: 'releasePeticion' } as const;
  return writeTaken(db, id, guard, (_tx, current) => {
    // Given back, it is no longer taken: the answer is an unassigned request.
    return updateLast<'release', UnassignedPeticion>(id, actor, {
      set: `asignado = NULL, asignado_at = NULL, estado = $2, perdida_desde = NULL,
            perdida_motivo = NULL, perdida_texto = NULL, proximo_seguimiento = NULL`,
      values: [RELEASED_ESTADO],
      action: 'release',
      changes: [
        { field: 'asignado', from: current.asignado, to: null },
        { field: 'estado', from: current.estado, to: RELEASED_ESTADO },
      ],
    });
  });
}

/**
 * Hands the request, in the stage it is, to `to` (an active member of staff, checked by the
 * caller): it counts as taken now. Handing it to its own assignee is refused. Who may:
 * contract/permissions.ts, `reassignPeticion`.
 */
export function reassignPeticion(
  db: Database,
  id: number,
  to: StaffUsuario,
  version: number,
  actor: StaffActor,
): Promise<TakenWriteResult<AssignedPeticion>> {
  const guard = { actor, version, action: 'reassignPeticion' } as const;
  return writeTaken(db, id, guard, (_tx, current) => {
    if (current.asignado.toLowerCase() === to.email.toLowerCase()) {
      return { outcome: 'not-allowed', reason: `The request is already assigned to ${to.email}` };
    }
    return updateLast(id, actor, {
      set: 'asignado = $2, asignado_at = now()',
      values: [to.email],
      action: 'reassignment',
      changes: [{ field: 'asignado', from: current.asignado, to: to.email }],
    });
  });
}
