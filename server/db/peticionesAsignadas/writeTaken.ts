// The one shape of every write to a taken request: in one transaction, lock it, check it may be
// written, write, then record who did it and take the next position of the change feed in one
// statement (with the write's own last statement when it leaves that here).
import {
  isAssignedPeticion,
  may,
  type Action,
  type AssignedPeticion,
  type PresupuestoProblem,
  type Rol,
} from '../../../contract';
import type { AuditActor, NewAuditEntry } from '../audit';
import type { Database, Queryable } from '../engine/open';
import {
  recordChange,
  writeAndRecordChange,
  type LastStatement,
} from '../peticiones/peticionChanges';
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

/**
 * A write that wrote: the audit entries that say so, which writeTaken records in the statement
 * that takes the feed's position (one round trip for both).
 */
export type Written<T> = { outcome: 'done'; value: T; audit: readonly NewAuditEntry[] };

/**
 * A write that ends with one statement (an UPDATE or INSERT … RETURNING a row) and leaves it to
 * writeTaken, which sends it with its audit entries and the feed's position in one statement;
 * `value` makes the answer from the row it returns.
 */
export type WritesLast<T> = {
  outcome: 'write-last';
  last: LastStatement;
  audit: readonly NewAuditEntry[];
  // The row's type is the statement's to say: whoever builds both pairs them (updateLast…).
  value: (row: never) => T;
};

/** A write that wrote something (and so takes a position in the feed), or chose to write nothing. */
export type WriteOutcome<T> =
  Written<T> | WritesLast<T> | TakenWriteRefusal | { outcome: 'unchanged'; value: T };

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
 * before writing anything, then writes and hands back its audit entries, or hands back its last
 * statement with them. A write that wrote takes the feed's next position last, in one statement
 * with its audit entries (and its last statement): server/db/peticiones/peticionChanges.ts.
 */
export function writeTaken<T>(
  db: Database,
  id: number,
  guard: WriteGuard,
  write: (tx: Queryable, current: AssignedPeticion) => WriteOutcome<T> | Promise<WriteOutcome<T>>,
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
    switch (result.outcome) {
      case 'unchanged':
        return { outcome: 'done', value: result.value };
      case 'done':
        await recordChange(tx, id, result.audit);
        return { outcome: 'done', value: result.value };
      case 'write-last': {
        const row = await writeAndRecordChange(tx, id, result.last, result.audit);
        return { outcome: 'done', value: result.value(row as never) };
      }
      default:
        return result;
    }
  });
}
