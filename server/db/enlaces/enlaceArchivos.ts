// What a link shows of its request's files, and the customer's answer to the design proof through
// it (docs/api.md, "The customer's link"): only the customer's own files (name, type, size) and the
// proof's latest version, never staff's names or another request's files.
import {
  BUSINESS_TIME_ZONE,
  CLIENTE_ARCHIVOS_MAX,
  type EnlaceArchivo,
  type EnlaceArchivos,
  type EnlaceBoceto,
} from '../../../contract';
import { recordAudit } from '../audit';
import { CLIENTE_ACTOR } from '../archivos/storeArchivos';
import { latestProof } from '../archivos/archivoRows';
import { addClienteMensaje } from './clienteMensaje';
import type { Database, Queryable } from '../engine/open';
import { recordChange } from '../peticiones/peticionChanges';

/** The customer's files and the proof's latest version of request `peticionId`. */
export async function readEnlaceArchivos(
  tx: Queryable,
  peticionId: number,
): Promise<EnlaceArchivos> {
  const archivos = await tx.query<EnlaceArchivo>(
    `SELECT nombre, tipo, size FROM peticion_archivos
     WHERE peticion_id = $1 AND kind = 'cliente' ORDER BY id`,
    [peticionId],
  );
  const proofs = await tx.query<{
    version: number;
    nombre: string;
    tipo: EnlaceBoceto['tipo'];
    size: number;
    aprobadoPor: string | null;
    dia: string | null;
  }>(
    `SELECT version, nombre, tipo, size, aprobado_nombre AS "aprobadoPor",
       (aprobado_at AT TIME ZONE $2)::date::text AS dia
     FROM peticion_archivos WHERE peticion_id = $1 AND kind = 'boceto'
     ORDER BY version DESC LIMIT 1`,
    [peticionId, BUSINESS_TIME_ZONE],
  );
  const proof = proofs.rows.at(0);
  const boceto: EnlaceBoceto | null = proof
    ? {
        version: proof.version,
        nombre: proof.nombre,
        tipo: proof.tipo,
        size: proof.size,
        aprobacion: proof.dia === null ? null : { nombre: proof.aprobadoPor ?? '', dia: proof.dia },
      }
    : null;
  return {
    archivos: archivos.rows,
    quedan: Math.max(0, CLIENTE_ARCHIVOS_MAX - archivos.rows.length),
    boceto,
  };
}

/** The id of version `version` of the request's proof, if it is the latest; undefined if not. */
export async function latestProofId(
  tx: Queryable,
  peticionId: number,
  version: number,
): Promise<number | undefined> {
  const { rows } = await tx.query<{ id: number; version: number }>(
    `SELECT id, version FROM peticion_archivos WHERE peticion_id = $1 AND kind = 'boceto'
     ORDER BY version DESC LIMIT 1`,
    [peticionId],
  );
  return rows[0]?.version === version ? rows[0].id : undefined;
}

export type ProofChangesResult = { outcome: 'recorded' } | { outcome: 'not-latest' };

/**
 * The customer's message asking for changes to version `version` of the proof: an entry of the
 * request's `Actividad` (its text erased with the customer's data), heard by every open board, and
 * a customer's note, so that it is marked on the card and counted until its assignee reads it, as
 * `Pedir cambios` is.
 * Only about the latest version: one replaced meanwhile records nothing.
 */
export function askProofChanges(
  db: Database,
  peticionId: number,
  version: number,
  mensaje: string,
): Promise<ProofChangesResult> {
  return db.transaction(async (tx): Promise<ProofChangesResult> => {
    await tx.query('SELECT 1 FROM peticiones WHERE id = $1 FOR UPDATE', [peticionId]);
    const latest = await latestProof(tx, peticionId);
    if (latest?.version !== version) return { outcome: 'not-latest' };
    await recordAudit(tx, {
      actor: CLIENTE_ACTOR,
      action: 'proof_changes_requested',
      target: peticionId,
      changes: [
        { field: 'boceto', from: null, to: version },
        { field: 'mensaje', from: null, to: mensaje.trim() },
      ],
    });
    await addClienteMensaje(tx, peticionId, mensaje.trim());
    await recordChange(tx, peticionId);
    return { outcome: 'recorded' };
  });
}
