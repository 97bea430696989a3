// The retention job (docs/server.md, "Retention"): erases the personal data of requests closed, or
// left unassigned, longer than Ajustes keeps them. Run daily by every API process and by
// `npm run db:retention`.
import type { RetentionCounts } from '../../contract';
import { readAjustes } from '../db/ajustes';
import type { AuditActor } from '../db/audit';
import type { Database, Queryable } from '../db/engine/open';
import { erasePersonalData } from '../db/clientes/personalDataErasure';
import { eraseAudited } from '../db/clientes/auditedErasure';
import { monthsBefore } from './monthsBefore';

/** Held for a run's transaction: runs from several instances at once take turns. */
export const RETENTION_LOCK_KEY = 0x72657465;

/** The author of a run's audit entry: the system, as other writes nobody asked for record it. */
export const RETENTION_ACTOR: AuditActor = { uid: 'sistema', email: undefined };

/** The ids of the requests `condition` ($1: a time) names whose data is not erased yet, locked. */
async function notErasedWhere(tx: Queryable, condition: string, before: Date): Promise<number[]> {
  const { rows } = await tx.query<{ id: number }>(
    `SELECT id FROM peticiones
     WHERE ${condition} AND NOT suprimida
     ORDER BY id
     FOR UPDATE`,
    [before.toISOString()],
  );
  return rows.map((row) => row.id);
}

/**
 * One run, as of `now`, in one transaction: erases the requests closed (`entregada`, `perdida`)
 * before Ajustes' closed period and those unassigned received before its unassigned period, and
 * records one `retention_run` entry with the counts of requests newly erased (0 and 0 when there
 * was none: already erased requests are not counted again). Then rewrites the tables of personal
 * data, every run (it throws RewriteFailed, the erasure standing): a run finishes the rewrite of
 * an erasure whose own rewrite failed.
 */
export async function runRetention(db: Database, now: Date): Promise<RetentionCounts> {
  const entry = { actor: RETENTION_ACTOR, action: 'retention_run', target: 'retencion' } as const;
  return eraseAudited(db, entry, async (tx) => {
    // A second run at the same time waits here, then finds nothing left to erase.
    await tx.query('SELECT pg_advisory_xact_lock($1)', [RETENTION_LOCK_KEY]);
    const ajustes = await readAjustes(tx);
    const closed = await notErasedWhere(
      tx,
      'cerrada_at < $1::timestamptz',
      monthsBefore(now, ajustes.conservarCerradasMeses),
    );
    const unassigned = await notErasedWhere(
      tx,
      'asignado IS NULL AND created_at < $1::timestamptz',
      monthsBefore(now, ajustes.conservarSinAsignarMeses),
    );
    return {
      cerradas: (await erasePersonalData(tx, closed)).peticiones,
      sinAsignar: (await erasePersonalData(tx, unassigned)).peticiones,
    };
  });
}
