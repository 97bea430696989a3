import { useId, useRef, useState, type SubmitEvent } from 'react';
import { ORIGENES, type Origen, type Peticion } from '../../../../contract';
import { ORIGEN_LABELS } from '../../../components/origenLabels';
import {
  EMPTY_PETICION_FORM,
  peticionBodyOf,
  peticionFormProblems,
  type PeticionFormField,
  type PeticionFormProblems,
} from '../../../components/peticionForm';
import { PeticionFormFields } from '../../../components/PeticionFormFields';
import { SubmitButton } from '../../../components/SubmitButton';
import { useCreatePeticionMutation } from '../misPeticionesApi';
import { CHECK_FIELDS_MESSAGE, createFailureOf } from './nuevaPeticionMessages';

const hasProblems = (problems: PeticionFormProblems) => Object.keys(problems).length > 0;

type NuevaPeticionFormProps = {
  /** Created: the request as the API answered it. */
  onCreated: (peticion: Pick<Peticion, 'id' | 'asignado'>) => void;
};

/**
 * A request typed in from another channel: the public form's fields, the customer's e-mail, where
 * it came from and whether the person takes it (`Asignármela`, on unless unticked). Checked by the
 * public form's rules before it is sent; sent once however often `Crear petición` is pressed while
 * it goes; refused or failed, everything typed stays for another try.
 */
export function NuevaPeticionForm({ onCreated }: NuevaPeticionFormProps) {
  const [values, setValues] = useState(EMPTY_PETICION_FORM);
  const [origen, setOrigen] = useState<Origen>('telefono');
  const [asignarme, setAsignarme] = useState(true);
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [createPeticion, { isLoading }] = useCreatePeticionMutation();
  const sending = useRef(false);
  const origenId = useId();
  const problems = tried ? peticionFormProblems(values) : {};

  const change = (field: PeticionFormField, value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current) return;
    setTried(true);
    setFailure(undefined);
    if (hasProblems(peticionFormProblems(values))) {
      setFailure(CHECK_FIELDS_MESSAGE);
      return;
    }
    sending.current = true;
    const { correo, ...details } = peticionBodyOf(values);
    const result = await createPeticion({
      ...details,
      ...(correo ? { correo } : {}),
      origen,
      asignarme,
    });
    sending.current = false;
    if ('error' in result) setFailure(createFailureOf(result.error));
    else if (result.data) onCreated(result.data);
    else setFailure(createFailureOf(undefined));
  }

  return (
    <form
      className="peticion-form"
      aria-label="Nueva petición"
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <PeticionFormFields values={values} onChange={change} problems={problems} />
      <div className="peticion-form__fields">
        <div className="peticion-form__field">
          <label htmlFor={origenId}>Origen</label>
          <select
            id={origenId}
            value={origen}
            onChange={(event) => setOrigen(event.target.value as Origen)}
          >
            {ORIGENES.map((each) => (
              <option key={each} value={each}>
                {ORIGEN_LABELS[each]}
              </option>
            ))}
          </select>
        </div>
        <label className="peticion-form__check">
          <input
            type="checkbox"
            checked={asignarme}
            onChange={(event) => setAsignarme(event.target.checked)}
          />
          Asignármela
        </label>
      </div>
      <div className="peticion-form__actions">
        {/* A double click creates one request: its second click would send it again. */}
        <SubmitButton disabled={isLoading}>Crear petición</SubmitButton>
        <span className="peticion-form__failure" role="alert">
          {failure ?? ''}
        </span>
      </div>
    </form>
  );
}
