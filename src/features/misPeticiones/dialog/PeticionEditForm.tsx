import { useRef, useState, type SubmitEvent } from 'react';
import { isAssignedPeticion, type AssignedPeticion } from '../../../../contract';
import {
  peticionBodyOf,
  peticionFormOf,
  peticionFormProblems,
  type PeticionFormField,
} from '../../../components/peticionForm';
import { PeticionFormFields } from '../../../components/PeticionFormFields';
import { SubmitButton } from '../../../components/SubmitButton';
import { peticionIn, useEditPeticionMutation } from '../misPeticionesApi';
import { EDIT_CHECK_MESSAGE, useWrite } from '../writes';

type PeticionEditFormProps = {
  peticion: AssignedPeticion;
  onDone: () => void;
  onCancel: () => void;
  onStale: (stale: boolean) => void;
};

const statusOf = (error: unknown) => (error as { data?: unknown; status?: unknown } | null) ?? {};

/**
 * The request's details to correct, as they were when `Editar` was pressed, sent with the version
 * they were read at: a change by anyone meanwhile (even one the dialog shows live) makes the API
 * refuse it (409), the dialog says so and shows the request as it now is, and what was typed
 * stays; sent again, it goes with the version now shown. An order kept as one text is sent as one
 * text, an order of lines as its lines.
 */
export function PeticionEditForm({ peticion, onDone, onCancel, onStale }: PeticionEditFormProps) {
  const [values, setValues] = useState(() => peticionFormOf(peticion));
  const [version, setVersion] = useState(peticion.version);
  const [pedidoAsText] = useState(typeof peticion.peticiones === 'string');
  const [tried, setTried] = useState(false);
  const [editPeticion] = useEditPeticionMutation();
  const { run, pending, message, setMessage } = useWrite('edit', onStale);
  const sending = useRef(false);
  const problems = tried ? peticionFormProblems(values, { pedidoAsText }) : {};

  const change = (field: PeticionFormField, value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current) return;
    setTried(true);
    if (Object.keys(peticionFormProblems(values, { pedidoAsText })).length) {
      setMessage(EDIT_CHECK_MESSAGE);
      return;
    }
    sending.current = true;
    const body = { ...peticionBodyOf(values, { pedidoAsText }), version };
    const done = await run(async () => {
      try {
        await editPeticion({ id: String(peticion.id), body }).unwrap();
      } catch (error) {
        // Refused as stale: the next try starts from the request as the dialog now shows it.
        const current =
          statusOf(error).status === 409 ? peticionIn(statusOf(error).data) : undefined;
        if (current && isAssignedPeticion(current)) setVersion(current.version);
        throw error;
      }
    });
    sending.current = false;
    if (done) onDone();
  }

  return (
    <form
      className="peticion-form pipeline-section"
      aria-label="Editar petición"
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <PeticionFormFields values={values} onChange={change} problems={problems} />
      <div className="peticion-form__actions">
        {/* A double click saves once: its second click would send the same version again. */}
        <SubmitButton disabled={pending}>Guardar cambios</SubmitButton>
        <button type="button" onClick={onCancel}>
          Cancelar
        </button>
        <span className="peticion-form__failure" role="alert">
          {message ?? ''}
        </span>
      </div>
    </form>
  );
}
