// Each account write is recorded once Firebase has done it (Firebase is not part of the
// database's transaction, so a refused write leaves no entry). If the entry cannot be written,
// Firebase's change is undone, so that both happen or neither: an account change nobody can trace
// back to whoever made it must not exist.
import type { FastifyRequest } from 'fastify';
import type { AuditAction, StaffUsuario } from '../../../contract';
import { recordAudit, type NewAuditEntryOf } from '../../db/audit';
import type { Database } from '../../db/engine/open';
import { actorOf } from '../../http/access/actor';

/** What an account change records besides who made it and the account: its action and changes. */
export type AccountChange = {
  [A in AuditAction]: Pick<NewAuditEntryOf<A>, 'action' | 'changes'>;
}[AuditAction];

export async function auditAccountChange(
  db: Database,
  request: FastifyRequest,
  change: AccountChange,
  account: StaffUsuario,
  undo: () => Promise<unknown>,
): Promise<void> {
  const { action } = change;
  try {
    await recordAudit(db, { ...change, actor: actorOf(request), target: account.uid });
  } catch (error) {
    request.log.error({ err: error, action, uid: account.uid }, 'audit entry failed: undoing');
    await undo().catch((undoError: unknown) =>
      request.log.error({ err: undoError, action, uid: account.uid }, 'could not undo'),
    );
    throw error;
  }
}
