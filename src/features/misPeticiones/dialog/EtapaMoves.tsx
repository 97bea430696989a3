import { useId, useLayoutEffect, useRef, useState } from 'react';
import {
  allowedMoves,
  TABLERO_ETAPAS,
  LOST_ETAPA,
  PROOF_GATED_ETAPA,
  type AssignedPeticion,
  type MoveBody,
  type Etapa,
} from '../../../../contract';
import { DangerButton } from '../../../components/DangerButton';
import { isRepeatClick } from '../../../components/isRepeatClick';
import { focusIsLost } from '../../../components/ModalDialog';
import { useCan } from '../../auth';
import { useMovePeticionMutation } from '../misPeticionesApi';
import { etapaLabel } from '../etapaLabels';
import {
  MotivoForm,
  lossBody,
  lostDraftProblem,
  NO_LOST_DRAFT,
  type LostDraft,
  useWrite,
  ActionError,
  PROOF_NOT_APPROVED_MESSAGE,
} from '../writes';
import { ProofOverrideForm } from './ProofOverrideForm';

type EtapaMovesProps = {
  peticion: AssignedPeticion;
  lost: LostDraft;
  onLost: (draft: LostDraft) => void;
  onStale: (stale: boolean) => void;
};

/** The button of a move to `to`: one stage forward, one back, reopening, or losing it. */
function moveLabel(from: Etapa, to: Etapa): string {
  if (from === LOST_ETAPA) return 'Reabrir';
  if (to === LOST_ETAPA) return 'Marcar como perdida';
  const forward = TABLERO_ETAPAS.indexOf(to) > TABLERO_ETAPAS.indexOf(from);
  return `${forward ? 'Pasar a' : 'Volver a'} ${etapaLabel(to)}`;
}

/**
 * Cambiar estado: only the moves the way allows from where the request is (contract's
 * allowedMoves). Losing it asks why first; what is typed for that stays through a failure.
 */
export function EtapaMoves({ peticion, lost, onLost, onStale }: EtapaMovesProps) {
  const headingId = useId();
  const formId = useId();
  const [move] = useMovePeticionMutation();
  const { run, pending, message, setMessage } = useWrite('move', onStale);
  const canOverride = useCan('overrideProofApproval');
  // The administrator's reason, kept through a failed attempt.
  const [reason, setReason] = useState('');
  const gated = message === PROOF_NOT_APPROVED_MESSAGE;
  const moves = allowedMoves(peticion.estado, peticion.perdida?.desde);
  const buttonsRef = useRef<HTMLDivElement>(null);
  // The stage a move was sent from, until the dialog shows the request moved.
  const movedFrom = useRef<Etapa>(undefined);

  useLayoutEffect(() => {
    if (movedFrom.current === undefined || pending || movedFrom.current === peticion.estado) return;
    movedFrom.current = undefined;
    // The move took its button with it (the way now offers others), and the focus fell to the
    // dialog as a whole: it goes to the first move offered now, where the next one is chosen.
    const dialog = buttonsRef.current?.closest('dialog');
    if (focusIsLost() || document.activeElement === dialog) {
      buttonsRef.current?.querySelector('button')?.focus();
    }
  }, [peticion.estado, pending]);

  const send = async (body: MoveBody) => {
    movedFrom.current = peticion.estado;
    const done = await run(() => move({ id: String(peticion.id), body }).unwrap());
    if (done) {
      onLost(NO_LOST_DRAFT);
      setReason('');
    } else movedFrom.current = undefined;
  };

  const confirmLoss = () => {
    const problem = lostDraftProblem(lost);
    if (problem) {
      setMessage(problem);
      return;
    }
    void send(lossBody(lost, peticion.version));
  };

  return (
    <section className="pipeline-section" aria-labelledby={headingId}>
      <h4 id={headingId}>Cambiar estado</h4>
      <div className="pipeline-buttons" ref={buttonsRef}>
        {moves.map((to) =>
          to === LOST_ETAPA ? (
            <DangerButton
              key={to}
              aria-expanded={lost.open}
              aria-controls={formId}
              disabled={pending}
              onClick={() => onLost({ ...lost, open: !lost.open })}
            >
              {moveLabel(peticion.estado, to)}
            </DangerButton>
          ) : (
            <button
              key={to}
              type="button"
              disabled={pending}
              onClick={(event) => {
                if (!isRepeatClick(event)) void send({ etapa: to, version: peticion.version });
              }}
            >
              {moveLabel(peticion.estado, to)}
            </button>
          ),
        )}
      </div>
      {lost.open && moves.includes(LOST_ETAPA) ? (
        <MotivoForm
          id={formId}
          draft={lost}
          pending={pending}
          onChange={onLost}
          onConfirm={confirmLoss}
          onCancel={() => onLost({ ...lost, open: false })}
        />
      ) : null}
      <ActionError message={message} />
      {gated && canOverride && moves.includes(PROOF_GATED_ETAPA) ? (
        <ProofOverrideForm
          reason={reason}
          pending={pending}
          onChange={setReason}
          onConfirm={(override) =>
            void send({ etapa: PROOF_GATED_ETAPA, version: peticion.version, override })
          }
        />
      ) : null}
    </section>
  );
}
