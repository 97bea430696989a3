import { useId } from 'react';
import { isMotivo, MOTIVOS, LOST_TEXT_MAX } from '../../../../contract';
import { DangerButton } from '../../../components/DangerButton';
import { isRepeatClick } from '../../../components/isRepeatClick';
import { NO_VALUE } from '../../../components/text';
import { MOTIVO_LABELS } from '../etapaLabels';
import type { LostDraft } from './lostDraft';

type MotivoFormProps = {
  id: string;
  draft: LostDraft;
  pending: boolean;
  onChange: (draft: LostDraft) => void;
  onConfirm: () => void;
  onCancel: () => void;
};

/** Why the request was lost: one reason, and with `Otro` a text saying which. */
export function MotivoForm({ id, draft, pending, onChange, onConfirm, onCancel }: MotivoFormProps) {
  const reasonId = useId();
  const textId = useId();
  return (
    <div id={id} className="pipeline-lost">
      <label htmlFor={reasonId}>Motivo</label>
      <select
        id={reasonId}
        value={draft.motivo ?? ''}
        onChange={(event) => {
          const motivo = event.target.value;
          onChange({ ...draft, motivo: isMotivo(motivo) ? motivo : undefined });
        }}
      >
        <option value="">{NO_VALUE}</option>
        {MOTIVOS.map((motivo) => (
          <option key={motivo} value={motivo}>
            {MOTIVO_LABELS[motivo]}
          </option>
        ))}
      </select>
      {draft.motivo === 'otro' ? (
        <>
          <label htmlFor={textId}>Otro motivo</label>
          <input
            id={textId}
            type="text"
            maxLength={LOST_TEXT_MAX}
            value={draft.texto}
            onChange={(event) => onChange({ ...draft, texto: event.target.value })}
          />
        </>
      ) : null}
      <div className="pipeline-buttons">
        <DangerButton
          disabled={pending}
          onClick={(event) => {
            if (!isRepeatClick(event)) onConfirm();
          }}
        >
          Confirmar pérdida
        </DangerButton>
        <button type="button" className="pipeline-secondary" onClick={onCancel}>
          Cancelar
        </button>
      </div>
    </div>
  );
}
