// The one way personal data is erased, a customer's on request or the retention run's by age: in
// one transaction, erase and record one audit entry of what was erased; once that has committed,
// rewrite the tables so their files keep nothing of it (docs/server.md, "Customers' data").
import {
  AUDIT_FIELDS,
  type AuditField,
  type ErasureResult,
  type RetentionCounts,
} from '../../../contract';
import { fieldChange, recordAudit, type AuditActor, type NewAuditEntry } from '../audit';
import type { Database, Queryable } from '../engine/open';
import { rewritePersonalData } from './personalDataRewrite';

/** What each erasing action counts, field by field of its audit entry. */
type ErasureCounts = { customer_erasure: ErasureResult; retention_run: RetentionCounts };

/**
 * Runs `erase`, which answers its counts, and records `entry` with them (each of the action's
 * fields, from nothing to its count), in one transaction; then rewrites the tables of personal
 * data (rewritePersonalData: it throws RewriteFailed, the erasure standing).
 */
export async function eraseAudited<A extends keyof ErasureCounts>(
  db: Database,
  entry: { actor: AuditActor; action: A; target: string },
  erase: (tx: Queryable) => Promise<ErasureCounts[A]>,
): Promise<ErasureCounts[A]> {
  const counts = await db.transaction(async (tx) => {
    const counts = await erase(tx);
    const fields = AUDIT_FIELDS[entry.action] as readonly AuditField<A>[];
    const counted = counts as Record<AuditField<A>, number>;
    const changes = fields.map((field) => fieldChange<A>(field, null, counted[field]));
    await recordAudit(tx, { ...entry, changes } as NewAuditEntry);
    return counts;
  });
  await rewritePersonalData(db);
  return counts;
}
