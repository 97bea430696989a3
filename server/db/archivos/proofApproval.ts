// The customer's approval of a version of the design proof, through their link (whose route calls
// approveProof): recorded with who, when, from where, with which browser, and the SHA-256 of the
// file approved, so that what was approved can be shown later (docs/server.md, "Files").
import { BUSINESS_TIME_ZONE, type Archivo, type ProofApprovalRecord } from '../../../contract';
import { recordAudit } from '../audit';
import type { Database } from '../engine/open';
import { recordChange } from '../peticiones/peticionChanges';
import { latestProof, readArchivoByVersion } from './archivoRows';
import { CLIENTE_ACTOR } from './storeArchivos';

export type ProofApprovalResult =
  | { outcome: 'approved'; archivo: Archivo }
  /** A newer version was uploaded meanwhile: the customer is shown that one instead. */
  | { outcome: 'not-latest'; latestVersion: number }
  /** No such request (or its data was erased), or no such version of its proof. */
  | { outcome: 'not-found' };

/**
 * Approves version `version` of the request's proof, if it is the latest. A second approval of
 * the same version is harmless: it answers the first one's record and writes nothing.
 */
export function approveProof(
  db: Database,
  peticionId: number,
  version: number,
  record: ProofApprovalRecord,
): Promise<ProofApprovalResult> {
  return db.transaction(async (tx): Promise<ProofApprovalResult> => {
    const { rows } = await tx.query<{ suprimida: boolean }>(
      'SELECT suprimida FROM peticiones WHERE id = $1 FOR UPDATE',
      [peticionId],
    );
    if (!rows[0] || rows[0].suprimida) return { outcome: 'not-found' };
    const latest = await latestProof(tx, peticionId);
    const archivo = await readArchivoByVersion(tx, peticionId, version);
    if (!latest || !archivo) return { outcome: 'not-found' };
    if (latest.version !== version) return { outcome: 'not-latest', latestVersion: latest.version };
    if (archivo.aprobadoAt !== null) return { outcome: 'approved', archivo };
    const nombre = record.nombre.trim();
    const stored = await tx.query<{ dia: string }>(
      `UPDATE peticion_archivos
       SET aprobado_at = now(), aprobado_ip = $2, aprobado_user_agent = $3, aprobado_sha256 = sha256,
           aprobado_nombre = $4
       WHERE id = $1
       RETURNING (aprobado_at AT TIME ZONE $5)::date::text AS dia`,
      [archivo.id, record.ip, record.userAgent, nombre, BUSINESS_TIME_ZONE],
    );
    // Who approved it and on which of the business's days, as an acceptance of a quote is told.
    await recordAudit(tx, {
      actor: CLIENTE_ACTOR,
      action: 'proof_approved',
      target: peticionId,
      changes: [
        { field: 'boceto', from: null, to: version },
        { field: 'nombre', from: null, to: nombre },
        { field: 'dia', from: null, to: stored.rows[0]?.dia ?? null },
      ],
    });
    await recordChange(tx, peticionId);
    const approved = await readArchivoByVersion(tx, peticionId, version);
    if (!approved) throw new Error(`Proof ${version} of request ${peticionId} vanished`);
    return { outcome: 'approved', archivo: approved };
  });
}
