import { memo, useId } from 'react';
import { INVALID_TEXT } from './text';

type NumberCellProps = {
  /** Accessible name of the input ("Coste fila 3"). */
  label: string;
  /** The text being edited: kept as typed so an invalid entry stays visible to be fixed. */
  value: string;
  invalid: boolean;
  /** Typed over and not saved yet: marked so staff see what Guardar still has to send. */
  edited?: boolean;
  onValueChange: (value: string) => void;
  invalidText?: string;
  /** `data-*` attributes for whoever finds cells by position (a grid's keyboard moves). */
  dataAttributes?: Readonly<Record<`data-${string}`, string | number>>;
};

/** A non-negative number's input that says, next to itself, when its value cannot be saved. */
export const NumberCell = memo(function NumberCell({
  label,
  value,
  invalid,
  edited = false,
  onValueChange,
  invalidText = INVALID_TEXT,
  dataAttributes,
}: NumberCellProps) {
  const messageId = useId();
  return (
    <>
      {/* Text, not type="number": the grid reads the caret (Left/Right leave the cell at its
          edges), a Spanish decimal comma is accepted, and phones still get a numeric keypad. */}
      <input
        type="text"
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        className={edited ? 'number-cell number-cell--edited' : 'number-cell'}
        aria-label={label}
        aria-invalid={invalid}
        aria-describedby={invalid ? messageId : undefined}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        {...dataAttributes}
      />
      {invalid && (
        <span id={messageId} className="invalid-text">
          {invalidText}
        </span>
      )}
    </>
  );
});
