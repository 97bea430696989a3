import { useId } from 'react';
import { INVALID_TEXT } from '../../components/text';
import { isValidText, type AjustesFieldSpec } from './ajustesForm';

type AjustesFieldInputProps = {
  spec: AjustesFieldSpec;
  value: string;
  /** Whether an invalid value is shown as such yet (the field was changed, or Guardar pressed). */
  marked: boolean;
  onChange: (text: string) => void;
};

/** One labelled field of Ajustes, saying beside itself when its value cannot be saved. */
export function AjustesFieldInput({ spec, value, marked, onChange }: AjustesFieldInputProps) {
  const id = useId();
  const invalid = marked && !isValidText(spec.field, value);
  return (
    <div className="ajustes-field">
      <label htmlFor={id}>{spec.label}</label>
      {spec.input.type === 'textarea' ? (
        <textarea
          id={id}
          rows={5}
          autoComplete={spec.input.autoComplete}
          value={value}
          aria-invalid={invalid}
          aria-describedby={invalid ? `${id}-invalid` : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <input
          id={id}
          {...spec.input}
          spellCheck={false}
          value={value}
          aria-invalid={invalid}
          aria-describedby={invalid ? `${id}-invalid` : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {invalid && (
        <span id={`${id}-invalid`} className="invalid-text">
          {INVALID_TEXT}
        </span>
      )}
    </div>
  );
}
