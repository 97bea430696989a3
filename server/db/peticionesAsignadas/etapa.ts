// Moving a taken request along its way (contract/etapas.ts): forward, back, lost and reopened.
import {
  isAllowedMove,
  isTableroEtapa,
  LOST_ETAPA,
  type AssignedPeticion,
  type AuditChangeOf,
  type LostInfo,
  type Motivo,
  type Etapa,
} from '../../../contract';
import { recordAudit } from '../audit';
import type { Database } from '../engine/open';
import { PETICION_STATE_COLUMNS, toWire, type PeticionStateRow } from '../peticiones/peticionRows';
import { writeTaken, type TakenWriteResult, type StaffActor } from './writeTaken';

/** A validated move: a loss carries its reason (and its text with `otro`), nothing else does. */
export type Move = { etapa: Etapa; version: number; motivo?: Motivo; texto?: string };

function lostInfo(from: Etapa, move: Move): LostInfo | null {
  if (move.etapa !== LOST_ETAPA) return null;
  // isAllowedMove lets only a stage of the way (before the last) move to perdida.
  if (!isTableroEtapa(from) || !move.motivo) throw new Error(`Cannot lose a request from ${from}`);
  return { desde: from, motivo: move.motivo, texto: move.texto ?? null };
}

/**
 * Moves the request to `move.etapa` if the way allows it from where it is (a lost one only back to
 * the stage it left, which clears why it was lost). The audit entry names the stages and, for a
 * loss or a reopening, the reason (never the text).
 */
export function moveEtapa(
  db: Database,
  id: number,
  move: Move,
  actor: StaffActor,
): Promise<TakenWriteResult<AssignedPeticion>> {
  const guard = { actor, version: move.version, action: 'movePeticion' } as const;
  return writeTaken(db, id, guard, async (tx, current) => {
    const from = current.estado;
    if (!isAllowedMove(from, move.etapa, current.perdida?.desde)) {
      return {
        outcome: 'not-allowed',
        reason: `A request in ${from} cannot move to ${move.etapa}`,
      };
    }
    const lost = lostInfo(from, move);
    const { rows } = await tx.query<PeticionStateRow>(
      `UPDATE peticiones
       SET estado = $2, perdida_desde = $3, perdida_motivo = $4, perdida_texto = $5,
           version = version + 1
       WHERE id = $1
       RETURNING ${PETICION_STATE_COLUMNS}`,
      [id, move.etapa, lost?.desde ?? null, lost?.motivo ?? null, lost?.texto ?? null],
    );
    const changes: AuditChangeOf<'stage_change'>[] = [{ field: 'estado', from, to: move.etapa }];
    const reason = { from: current.perdida?.motivo ?? null, to: lost?.motivo ?? null };
    if (reason.from !== reason.to) changes.push({ field: 'perdida_motivo', ...reason });
    await recordAudit(tx, { actor, action: 'stage_change', target: id, changes });
    return { outcome: 'done', value: toWire(rows[0]) as AssignedPeticion };
  });
}
