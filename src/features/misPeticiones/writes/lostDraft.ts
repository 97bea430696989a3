import { LOST_ETAPA, type MoveBody, type Motivo } from '../../../../contract';

/** What is being typed to mark a request lost: kept by the dialog while it stays open. */
export type LostDraft = { open: boolean; motivo: Motivo | undefined; texto: string };

export const NO_LOST_DRAFT: LostDraft = { open: false, motivo: undefined, texto: '' };

export const CHOOSE_REASON_MESSAGE = 'Elige un motivo.';
export const WRITE_REASON_MESSAGE = 'Escribe el motivo.';

/** What is missing before the loss can be sent, if anything. */
export function lostDraftProblem(draft: LostDraft): string | undefined {
  if (!draft.motivo) return CHOOSE_REASON_MESSAGE;
  if (draft.motivo === 'otro' && !draft.texto.trim()) return WRITE_REASON_MESSAGE;
  return undefined;
}

/** The move that marks a request lost with the reason typed (check lostDraftProblem first). */
export const lossBody = (draft: LostDraft, version: number): MoveBody => ({
  etapa: LOST_ETAPA,
  version,
  motivo: draft.motivo,
  ...(draft.motivo === 'otro' ? { texto: draft.texto.trim() } : {}),
});
