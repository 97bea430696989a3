import { useCallback, useEffect, useId, useState } from 'react';
import type { TableroPeticion } from '../../../../contract';
import { ModalDialog } from '../../../components/ModalDialog';
import { nombreOf } from '../../../components/peticion';
import { returnFocusToCard } from '../cardFocus';
import { useMovePeticionMutation } from '../misPeticionesApi';
import {
  ActionError,
  MotivoForm,
  lossBody,
  lostDraftProblem,
  NO_LOST_DRAFT,
  type LostDraft,
  useWrite,
} from '../writes';

type TableroLossDialogProps = {
  peticion: TableroPeticion;
  /** Closed: sent or cancelled (false), or refused as stale (true: the board says so). */
  onEnd: (refusedAsStale: boolean) => void;
};

/**
 * A card dropped on `Perdida`: why it was lost is asked first, as the request's dialog asks it
 * (`Motivo`, `Otro motivo`, `Confirmar pérdida`), and sent as that dialog's move. What is typed
 * stays through a failure; the focus goes back to the card.
 */
export function TableroLossDialog({ peticion, onEnd }: TableroLossDialogProps) {
  const formId = useId();
  const [draft, setDraft] = useState<LostDraft>({ ...NO_LOST_DRAFT, open: true });
  const [move] = useMovePeticionMutation();
  const onStale = useCallback((stale: boolean) => stale && onEnd(true), [onEnd]);
  const { run, pending, message, setMessage } = useWrite('move', onStale);
  const { id } = peticion;
  useEffect(() => () => returnFocusToCard(String(id)), [id]);

  const confirm = async () => {
    const problem = lostDraftProblem(draft);
    if (problem) {
      setMessage(problem);
      return;
    }
    const body = lossBody(draft, peticion.version);
    if (await run(() => move({ id: String(id), body }).unwrap())) onEnd(false);
  };

  return (
    <ModalDialog title={`Petición ${id}: marcar como perdida`} onClose={() => onEnd(false)}>
      <p>{nombreOf(peticion) ?? `Petición ${id}`}</p>
      <MotivoForm
        id={formId}
        draft={draft}
        pending={pending}
        onChange={setDraft}
        onConfirm={() => void confirm()}
        onCancel={() => onEnd(false)}
      />
      <ActionError message={message} />
    </ModalDialog>
  );
}
