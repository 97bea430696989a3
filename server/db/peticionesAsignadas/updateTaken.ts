// The write every change to a taken request's own columns makes, inside its transaction: set them
// with the version one up (a client working from the old one is told so), and record who changed
// what in the audit log.
import type { AssignedPeticion, AuditAction, AuditChangeOf } from '../../../contract';
import { recordAudit, type AuditActor, type NewAuditEntry } from '../audit';
import type { Queryable } from '../engine/open';
import {
  PETICION_STATE_COLUMNS,
  toWire,
  type PeticionStateRow,
  type UnassignedPeticion,
} from '../peticiones/peticionRows';

export type TakenUpdate<A extends AuditAction> = {
  /** The columns' SQL assignments; `$1` is the request's id, `$2`… are `values`. */
  set: string;
  values: readonly unknown[];
  /** The audit entry's action and changes. */
  action: A;
  changes: readonly AuditChangeOf<A>[];
};

/** Updates the request `id` and audits it as `actor`; answers the request as it now is. */
export async function updateTaken<A extends AuditAction>(
  tx: Queryable,
  id: number,
  actor: AuditActor,
  { set, values, action, changes }: TakenUpdate<A>,
): Promise<UnassignedPeticion | AssignedPeticion> {
  const { rows } = await tx.query<PeticionStateRow>(
    `UPDATE peticiones SET ${set}, version = version + 1
     WHERE id = $1
     RETURNING ${PETICION_STATE_COLUMNS}`,
    [id, ...values],
  );
  // The entry is of action A, with changes of A: one member of the union recordAudit takes.
  await recordAudit(tx, { actor, action, target: id, changes } as NewAuditEntry);
  return toWire(rows[0]);
}
