// The one shape of every write to a taken request: in one transaction, lock it, check it may be
// written, write, record who did it, and take the next position of the change feed.
import {
  isAssignedPeticion,
  may,
  type Action,
  type AssignedPeticion,
  type PresupuestoProblem,
  type Rol,
} from '../../../contract';
import type { AuditActor } from '../audit';
import type { Database, Queryable } from '../engine/open';
import { recordChange } from '../peticiones/peticionChanges';
import { readPeticionRow, toWire, type UnassignedPeticion } from '../peticiones/peticionRows';

/** Why a write was refused; nothing was written. */
export type TakenWriteRefusal =
  | { outcome: 'not-found' }
  /** The version sent is not the request's: the request as it is now (taken or not). */
  | { outcome: 'stale'; peticion: UnassignedPeticion | AssignedPeticion; version: number }
  | { outcome: 'not-taken' }
  /** The caller may not do this to a request someone else has (contract/permissions.ts). */
  | { outcome: 'not-assignee'; asignado: string }
  /** The write makes no sense from where the request is (a move the way does not allow…). */
  | { outcome: 'not-allowed'; reason: string }
  /** A quote for a lost request: the request as it is now (reopen it first). */
  | { outcome: 'lost'; peticion: AssignedPeticion }
  /** A move into production while the customer has not approved the latest design proof. */
  | { outcome: 'proof-not-approved' }
  /** What only an administrator may do (contract/permissions.ts), asked by someone else. */
  | { outcome: 'admin-only'; reason: string }
  /** A quote the tables cannot price (a quantity below a table's minimum…): every problem. */
  | { outcome: 'unpriced'; problems: readonly PresupuestoProblem[] };

export type TakenWriteResult<T> = { outcome: 'done'; value: T } | TakenWriteRefusal;

/** A write that wrote something (and so takes a position in the feed), or chose to write nothing. */
export type WriteOutcome<T> = TakenWriteResult<T> | { outcome: 'unchanged'; value: T };

/** Who writes: whom the audit names, and the role the rules of contract/permissions.ts read. */
export type StaffActor = AuditActor & { rol: Rol };

export type WriteGuard = {
  actor: StaffActor;
  /** What the write does: whether the caller may, on this request, is the table's to say. */
  action: Action;
  /** The version the client saw; omitted for writes that do not depend on it (notes). */
  version?: number;
};

/**
 * Runs `write` on the taken request `id`, locked (`SELECT … FOR UPDATE`) until the transaction
 * ends, once these checks pass, in this order: it exists; the version sent is its version (before
 * anything else about it, so a client working from an old copy learns what happened, whoever has
 * it now); it is taken; the caller may do the guard's action to it (contract's `may`: the assignee,
 * or also an administrator, or any staff, as the action's rule says). `write` makes its own checks
 * before writing anything, writes, and records its audit entry; a write that wrote takes the
 * feed's next position last (server/db/peticiones/peticionChanges.ts).
 */
export function writeTaken<T>(
  db: Database,
  id: number,
  guard: WriteGuard,
  write: (tx: Queryable, current: AssignedPeticion) => Promise<WriteOutcome<T>>,
): Promise<TakenWriteResult<T>> {
  return db.transaction(async (tx): Promise<TakenWriteResult<T>> => {
    const row = await readPeticionRow(tx, id, { forUpdate: true });
    if (!row) return { outcome: 'not-found' };
    const current = toWire(row);
    if (guard.version !== undefined && guard.version !== row.version) {
      return { outcome: 'stale', peticion: current, version: row.version };
    }
    if (!isAssignedPeticion(current)) return { outcome: 'not-taken' };
    if (!may(guard.action, guard.actor, current)) {
      return { outcome: 'not-assignee', asignado: current.asignado };
    }
    const result = await write(tx, current);
    if (result.outcome === 'unchanged') return { outcome: 'done', value: result.value };
    if (result.outcome === 'done') await recordChange(tx, id);
    return result;
  });
}
