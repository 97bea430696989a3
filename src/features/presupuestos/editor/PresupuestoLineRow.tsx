import { memo, useCallback, useId, type Dispatch } from 'react';
import { isCupTableKey, isPrintTableKey, PRESUPUESTO_WORDS } from '../../../../contract';
import { DangerButton } from '../../../components/DangerButton';
import { NumberCell } from '../../../components/NumberCell';
import { LineFigureCells } from '../PresupuestoFigures';
import { CUP_OPTIONS, PRINT_OPTIONS } from '../tableLabels';
import type { EditorAction } from './editorState';
import type { LineDraft } from './presupuestoDraft';
import type { LineView } from './usePresupuestoPreview';

type PresupuestoLineRowProps = {
  line: LineDraft;
  /** Its place in the quote, from 0: the fields are named after it (`Cantidad línea 2`). */
  index: number;
  view: LineView;
  canRemove: boolean;
  dispatch: Dispatch<EditorAction>;
};

/**
 * A select of the line's, with what it says beside itself when its choice cannot price. Memoised:
 * typing in the line's other fields does not draw its options again.
 */
const TableSelect = memo(function TableSelect({
  label,
  value,
  mark,
  options,
  onChange,
}: {
  label: string;
  value: string;
  mark: string | undefined;
  options: readonly { key: string; label: string }[];
  onChange: (value: string) => void;
}) {
  const markId = useId();
  return (
    <>
      <select
        aria-label={label}
        value={value}
        aria-invalid={mark !== undefined}
        aria-describedby={mark === undefined ? undefined : markId}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.key} value={option.key}>
            {option.label}
          </option>
        ))}
      </select>
      {mark !== undefined && (
        <span id={markId} className="invalid-text">
          {mark}
        </span>
      )}
    </>
  );
});

const NO_PRINT = '';
const PRINT_CHOICES = [{ key: NO_PRINT, label: PRESUPUESTO_WORDS.noPrint }, ...PRINT_OPTIONS];

/**
 * One line of the quote being written. Memoised: its props are the same objects while nothing of
 * this line changes (usePresupuestoPreview), so typing in another line does not draw it again.
 */
export const PresupuestoLineRow = memo(function PresupuestoLineRow({
  line,
  index,
  view,
  canRemove,
  dispatch,
}: PresupuestoLineRowProps) {
  const number = index + 1;
  const { id } = line;
  const { marks, priced } = view;
  // The same functions for as long as the line lives: a keystroke in one field draws only that
  // field's input and what it changed.
  const chooseCup = useCallback(
    (cup: string) => {
      if (isCupTableKey(cup)) dispatch({ type: 'cupChosen', id, cup });
    },
    [dispatch, id],
  );
  const typeQuantity = useCallback(
    (text: string) => dispatch({ type: 'lineTyped', id, field: 'quantity', text }),
    [dispatch, id],
  );
  const choosePrint = useCallback(
    (value: string) =>
      dispatch({ type: 'printChosen', id, print: isPrintTableKey(value) ? value : null }),
    [dispatch, id],
  );
  const typeOverride = useCallback(
    (text: string) => dispatch({ type: 'lineTyped', id, field: 'override', text }),
    [dispatch, id],
  );
  return (
    <tr className={priced?.adjusted ? 'quote-line quote-line--adjusted' : 'quote-line'}>
      <td data-label="Vaso">
        <TableSelect
          label={`Vaso línea ${number}`}
          value={line.cup}
          mark={marks.cup}
          options={CUP_OPTIONS}
          onChange={chooseCup}
        />
      </td>
      <td data-label="Cantidad">
        <NumberCell
          label={`Cantidad línea ${number}`}
          value={line.quantity}
          invalid={marks.quantity !== undefined}
          invalidText={marks.quantity}
          onValueChange={typeQuantity}
        />
      </td>
      <td data-label="Impresión">
        <TableSelect
          label={`Impresión línea ${number}`}
          value={line.print ?? NO_PRINT}
          mark={marks.print}
          options={PRINT_CHOICES}
          onChange={choosePrint}
        />
      </td>
      <td data-label="Precio ajustado">
        <NumberCell
          label={`Precio ajustado línea ${number}`}
          value={line.override}
          invalid={marks.unitPriceOverride !== undefined}
          invalidText={marks.unitPriceOverride}
          onValueChange={typeOverride}
        />
      </td>
      <LineFigureCells line={priced} />
      <td>
        <DangerButton
          className="quote-remove"
          disabled={!canRemove}
          aria-label={`Quitar línea ${number}`}
          onClick={() => dispatch({ type: 'lineRemoved', id })}
        >
          Quitar línea
        </DangerButton>
      </td>
    </tr>
  );
});
