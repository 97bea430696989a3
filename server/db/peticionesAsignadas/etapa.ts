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
import { passProofGate } from '../archivos/proofGate';
import type { Database } from '../engine/open';
import { updateLast } from './updateTaken';
import { writeTaken, type TakenWriteResult, type StaffActor } from './writeTaken';

/**
 * A validated move: a loss carries its reason (and its text with `otro`), nothing else does; a
 * move into production may carry an administrator's reason to go on without the proof approved.
 */
export type Move = {
  etapa: Etapa;
  version: number;
  motivo?: Motivo;
  texto?: string;
  override?: string;
};

function lostInfo(from: Etapa, move: Move): LostInfo | null {
  if (move.etapa !== LOST_ETAPA) return null;
  // isAllowedMove lets only a stage of the way (before the last) move to perdida.
  if (!isTableroEtapa(from) || !move.motivo) throw new Error(`Cannot lose a request from ${from}`);
  return { desde: from, motivo: move.motivo, texto: move.texto ?? null };
}

/**
 * Moves the request to `move.etapa` if the way allows it from where it is (a lost one only back to
 * the stage it left, which clears why it was lost) and, into production, if its latest design
 * proof is approved or an administrator says why not (archivos/proofGate.ts). The audit entry names the stages and, for a
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
    const gate = await passProofGate(tx, id, move.etapa, move.override, actor);
    if (gate.outcome !== 'pass') return gate;
    const lost = lostInfo(from, move);
    const changes: AuditChangeOf<'stage_change'>[] = [{ field: 'estado', from, to: move.etapa }];
    const reason = { from: current.perdida?.motivo ?? null, to: lost?.motivo ?? null };
    if (reason.from !== reason.to) changes.push({ field: 'perdida_motivo', ...reason });
    const update = {
      set: 'estado = $2, perdida_desde = $3, perdida_motivo = $4, perdida_texto = $5',
      values: [move.etapa, lost?.desde ?? null, lost?.motivo ?? null, lost?.texto ?? null],
      action: 'stage_change' as const,
      changes,
    };
    // An administrator's reason to go on without the proof approved is recorded first.
    return updateLast(id, actor, update, gate.audit);
  });
}
