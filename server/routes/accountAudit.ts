// Each account write is recorded once Firebase has done it (Firebase is not part of the
// database's transaction, so a refused write leaves no entry). If the entry cannot be written,
// Firebase's change is undone, so that both happen or neither: an account change nobody can trace
// back to whoever made it must not exist.
import type { FastifyRequest } from 'fastify';
import type { AuditAction, AuditChange, StaffUser } from '../../contract';
import { recordAudit } from '../db/audit';
import type { Database } from '../db/open';
import { actorOf } from '../http/actor';

export async function auditAccountChange(
  db: Database,
  request: FastifyRequest,
  action: AuditAction,
  account: StaffUser,
  undo: () => Promise<unknown>,
  changes: AuditChange[] = [],
): Promise<void> {
  try {
    await recordAudit(db, { actor: actorOf(request), action, target: account.uid, changes });
  } catch (error) {
    request.log.error({ err: error, action, uid: account.uid }, 'audit entry failed: undoing');
    await undo().catch((undoError: unknown) =>
      request.log.error({ err: undoError, action, uid: account.uid }, 'could not undo'),
    );
    throw error;
  }
}
