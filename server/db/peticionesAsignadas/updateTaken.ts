// The write every change to a taken request's own columns makes, inside its transaction: set them
// with the version one up (a client working from the old one is told so), and record who changed
// what in the audit log.
import type { AssignedPeticion, AuditAction, AuditChangeOf } from '../../../contract';
import { recordAudit, type AuditActor, type NewAuditEntry } from '../audit';
import type { Queryable } from '../engine/open';
import type { LastStatement } from '../peticiones/peticionChanges';
import {
  PETICION_STATE_COLUMNS,
  toWire,
  type PeticionStateRow,
  type UnassignedPeticion,
} from '../peticiones/peticionRows';
import type { WritesLast } from './writeTaken';

export type TakenUpdate<A extends AuditAction> = {
  /** The columns' SQL assignments; `$1` is the request's id, `$2`… are `values`. */
  set: string;
  values: readonly unknown[];
  /** The audit entry's action and changes. */
  action: A;
  changes: readonly AuditChangeOf<A>[];
};

/** The UPDATE of the request `id`, answering it as it then is, and its audit entry as `actor`. */
export function takenUpdate<A extends AuditAction>(
  id: number,
  actor: AuditActor,
  { set, values, action, changes }: TakenUpdate<A>,
): { statement: LastStatement; audit: NewAuditEntry } {
  return {
    statement: {
      sql: `UPDATE peticiones SET ${set}, version = version + 1
            WHERE id = $1
            RETURNING ${PETICION_STATE_COLUMNS}`,
      params: [id, ...values],
    },
    // The entry is of action A, with changes of A: one member of the union NewAuditEntry is.
    audit: { actor, action, target: id, changes } as NewAuditEntry,
  };
}

/**
 * A write to a taken request (writeTaken) that ends with this update: sent with its audit entry,
 * after the entries of `before` (an override the write records first), and the change, in one
 * statement. Its answer is the request as it then is, of the kind `P` the update leaves.
 */
export function updateLast<
  A extends AuditAction,
  P extends UnassignedPeticion | AssignedPeticion = AssignedPeticion,
>(
  id: number,
  actor: AuditActor,
  update: TakenUpdate<A>,
  before: readonly NewAuditEntry[] = [],
): WritesLast<P> {
  const { statement, audit } = takenUpdate(id, actor, update);
  return {
    outcome: 'write-last',
    last: statement,
    audit: [...before, audit],
    // Whether the update leaves the request taken is the caller's `P` to say.
    value: (row: PeticionStateRow) => toWire(row) as P,
  };
}

/**
 * Updates the request `id` and audits it as `actor` now, for a write that records its change
 * itself (a customer's acceptance through their link); answers the request as it now is.
 */
export async function updateTaken<A extends AuditAction>(
  tx: Queryable,
  id: number,
  actor: AuditActor,
  update: TakenUpdate<A>,
): Promise<UnassignedPeticion | AssignedPeticion> {
  const { statement, audit } = takenUpdate(id, actor, update);
  const { rows } = await tx.query<PeticionStateRow>(statement.sql, statement.params);
  await recordAudit(tx, audit);
  return toWire(rows[0]);
}
