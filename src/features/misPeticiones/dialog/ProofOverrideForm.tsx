import { useId } from 'react';
import { OVERRIDE_REASON_MAX } from '../../../../contract';
import { isRepeatClick } from '../../../components/isRepeatClick';

type ProofOverrideFormProps = {
  reason: string;
  pending: boolean;
  onChange: (reason: string) => void;
  onConfirm: (reason: string) => void;
};

/**
 * An administrator's way past a design proof the customer has not approved: the move into
 * production again, with their reason, which the request's Actividad then shows.
 */
export function ProofOverrideForm({
  reason,
  pending,
  onChange,
  onConfirm,
}: ProofOverrideFormProps) {
  const fieldId = useId();
  const trimmed = reason.trim();
  return (
    <div className="pipeline-lost">
      <label htmlFor={fieldId}>Motivo para pasar sin la aprobación del cliente</label>
      <textarea
        id={fieldId}
        rows={2}
        maxLength={OVERRIDE_REASON_MAX}
        value={reason}
        onChange={(event) => onChange(event.target.value)}
      />
      <div className="pipeline-buttons">
        <button
          type="button"
          disabled={pending || !trimmed}
          onClick={(event) => {
            if (!isRepeatClick(event)) onConfirm(trimmed);
          }}
        >
          Pasar a En producción de todos modos
        </button>
      </div>
    </div>
  );
}
