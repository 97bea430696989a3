// The move rule about design proofs (contract's waitsForProofApproval), applied inside a move's
// transaction: the request's latest proof is read under the request's lock, so an upload cannot
// slip in between the check and the move.
import { may, PROOF_GATED_ETAPA, waitsForProofApproval, type Etapa } from '../../../contract';
import type { NewAuditEntry } from '../audit';
import type { Queryable } from '../engine/open';
import type { StaffActor, TakenWriteRefusal } from '../peticionesAsignadas/writeTaken';
import { latestProof } from './archivoRows';

/**
 * Lets a move into `to` through, or says why not: the latest proof waits for the customer's
 * approval, and no reason to move on anyway was given (`proof-not-approved`), or one was given by
 * someone who is not an administrator (`admin-only`). Through, it answers the audit entries the
 * move records with its own, before it: an administrator's reason (`proof_override`, with the
 * proof's version); a reason where nothing waits is not recorded.
 */
export async function passProofGate(
  tx: Queryable,
  peticionId: number,
  to: Etapa,
  override: string | undefined,
  actor: StaffActor,
): Promise<TakenWriteRefusal | { outcome: 'pass'; audit: NewAuditEntry[] }> {
  // Only a move into production can wait for a proof: any other move reads nothing, one round
  // trip less for most moves (the board's between its first stages).
  if (to !== PROOF_GATED_ETAPA) return { outcome: 'pass', audit: [] };
  const latest = await latestProof(tx, peticionId);
  if (!latest || !waitsForProofApproval(to, latest)) return { outcome: 'pass', audit: [] };
  if (override === undefined) return { outcome: 'proof-not-approved' };
  if (!may('overrideProofApproval', actor)) {
    return {
      outcome: 'admin-only',
      reason: 'Only an administrator may move a request on without its proof approved',
    };
  }
  const overridden: NewAuditEntry = {
    actor,
    action: 'proof_override',
    target: peticionId,
    changes: [
      { field: 'boceto', from: null, to: latest.version },
      { field: 'motivo', from: null, to: override },
    ],
  };
  return { outcome: 'pass', audit: [overridden] };
}
