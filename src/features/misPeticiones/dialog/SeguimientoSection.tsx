import { useId, useState } from 'react';
import type { AssignedPeticion } from '../../../../contract';
import { formatCalendarDate } from '../../../components/formatDate';
import { isRepeatClick } from '../../../components/isRepeatClick';
import { NO_VALUE } from '../../../components/text';
import { useSetSeguimientoMutation } from '../misPeticionesApi';
import { useWrite, ActionError } from '../writes';

type SeguimientoSectionProps = {
  peticion: AssignedPeticion;
  /** Only the assignee sets it: it is their agenda (the sidebar's count). */
  editable: boolean;
  onStale: (stale: boolean) => void;
};

/** Próximo seguimiento: a calendar day, or none (an empty field clears it). */
export function SeguimientoSection({ peticion, editable, onStale }: SeguimientoSectionProps) {
  const inputId = useId();
  const [setSeguimiento] = useSetSeguimientoMutation();
  const { run, pending, message } = useWrite('followUp', onStale);
  // What is typed, until it is saved; the request's own day otherwise (a colleague may change it).
  const [draft, setDraft] = useState<string>();
  const saved = peticion.proximoSeguimiento ?? '';
  const value = draft ?? saved;

  if (!editable) {
    return (
      <p className="pipeline-section">
        Próximo seguimiento:{' '}
        {peticion.proximoSeguimiento ? formatCalendarDate(peticion.proximoSeguimiento) : NO_VALUE}
      </p>
    );
  }
  return (
    <div className="pipeline-section pipeline-followup">
      <label htmlFor={inputId}>Próximo seguimiento</label>
      <input
        id={inputId}
        type="date"
        value={value}
        onChange={(event) => setDraft(event.target.value)}
      />
      <button
        type="button"
        disabled={pending}
        onClick={(event) => {
          if (isRepeatClick(event)) return;
          const body = { fecha: value || null, version: peticion.version };
          void run(() => setSeguimiento({ id: String(peticion.id), body }).unwrap()).then(
            (done) => done && setDraft(undefined),
          );
        }}
      >
        Guardar seguimiento
      </button>
      <ActionError message={message} />
    </div>
  );
}
