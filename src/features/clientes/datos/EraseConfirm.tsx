import { useEffect, useId, useRef } from 'react';
import { DangerButton } from '../../../components/DangerButton';
import { isRepeatClick } from '../../../components/isRepeatClick';
import { ERASE_QUESTION } from './clienteMessages';

type EraseConfirmProps = {
  id: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * Asks before a customer's data is erased, in the dialog as the loss's reason is asked: the
 * question, `Suprimir datos` and `Cancelar`. The focus goes to `Cancelar` as it opens: Enter
 * pressed by habit must not erase anything.
 */
export function EraseConfirm({ id, pending, onConfirm, onCancel }: EraseConfirmProps) {
  const questionId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  useEffect(() => cancelRef.current?.focus(), []);
  return (
    <div id={id} className="pipeline-confirm" role="group" aria-labelledby={questionId}>
      <p id={questionId}>{ERASE_QUESTION}</p>
      <div className="pipeline-buttons">
        <DangerButton
          disabled={pending}
          onClick={(event) => {
            if (!isRepeatClick(event)) onConfirm();
          }}
        >
          Suprimir datos
        </DangerButton>
        <button type="button" className="pipeline-secondary" ref={cancelRef} onClick={onCancel}>
          Cancelar
        </button>
      </div>
    </div>
  );
}
