import { useId, type ReactNode } from 'react';
import { FIELD_LABELS } from './peticion';
import {
  PETICION_FORM_LIMITS as LIMITS,
  type PeticionFormField,
  type PeticionFormProblems,
  type PeticionFormValues,
} from './peticionForm';
import './peticionForm.css';

type FieldProps = {
  label: string;
  problem: string | undefined;
  /** The control, given its id and the id of what describes it. */
  children: (ids: { id: string; describedBy: string | undefined }) => ReactNode;
  hint?: string;
};

/** A labelled control, its hint and, when it has one, its problem (read out with it). */
function Field({ label, problem, hint, children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const problemId = `${id}-problem`;
  const describedBy = [hint ? hintId : '', problem ? problemId : ''].filter(Boolean).join(' ');
  return (
    <div className="peticion-form__field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <span id={hintId} className="peticion-form__hint">
          {hint}
        </span>
      ) : null}
      {children({ id, describedBy: describedBy || undefined })}
      {problem ? (
        <span id={problemId} className="peticion-form__problem">
          {problem}
        </span>
      ) : null}
    </div>
  );
}

type PeticionFormFieldsProps = {
  values: PeticionFormValues;
  onChange: (field: PeticionFormField, value: string) => void;
  /** Shown once the person tried to send the form. */
  problems: PeticionFormProblems;
};

/**
 * The request's details, as the public order form asks them plus the customer's e-mail: Pedido
 * (one line per item), Cliente, Telefono, Correo, Fecha de Evento, País and Código Postal.
 */
export function PeticionFormFields({ values, onChange, problems }: PeticionFormFieldsProps) {
  const line = (field: Exclude<PeticionFormField, 'pedido' | 'fechaEvento'>, label: string) => (
    <Field label={label} problem={problems[field]}>
      {({ id, describedBy }) => (
        <input
          id={id}
          type={field === 'correo' ? 'email' : field === 'telefono' ? 'tel' : 'text'}
          autoComplete="off"
          maxLength={LIMITS[field]}
          value={values[field]}
          aria-invalid={problems[field] ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(field, event.target.value)}
        />
      )}
    </Field>
  );
  return (
    <div className="peticion-form__fields">
      <Field
        label={FIELD_LABELS.peticiones}
        problem={problems.pedido}
        hint="Una línea por artículo"
      >
        {({ id, describedBy }) => (
          <textarea
            id={id}
            rows={4}
            value={values.pedido}
            aria-invalid={problems.pedido ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => onChange('pedido', event.target.value)}
          />
        )}
      </Field>
      {line('nombre', FIELD_LABELS.cliente)}
      {line('telefono', FIELD_LABELS.telefono)}
      {line('correo', FIELD_LABELS.correo)}
      <Field label={FIELD_LABELS.fecha_evento} problem={problems.fechaEvento}>
        {({ id, describedBy }) => (
          <input
            id={id}
            type="date"
            value={values.fechaEvento}
            aria-invalid={problems.fechaEvento ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => onChange('fechaEvento', event.target.value)}
          />
        )}
      </Field>
      {line('pais', FIELD_LABELS.pais)}
      {line('codigoPostal', FIELD_LABELS.codigo_postal)}
    </div>
  );
}
