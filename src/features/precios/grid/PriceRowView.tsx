import { memo } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { isRepeatClick } from '../../../components/isRepeatClick';
import { NumberCell } from '../../../components/NumberCell';
import type { DisplayColumn, TablaKey } from '../catalog';
import { useRowWarning } from '../checks';
import {
  selectDraftRow,
  cellEdited,
  conflictSettled,
  draftValue,
  isValidDraft,
  toDraftString,
  type DraftRow,
  type RowId,
} from '../drafts';
import { RowConflictChoice } from '../save';
import type { CellBlock } from './cellSelection';
import { positionAttributes, SAVE_COLUMN } from './gridKeyboard';
import { markupText } from './markup';

type PriceRowViewProps = {
  tableKey: TablaKey;
  id: RowId;
  /** Position in the whole table, from 0 (the window only renders some rows). */
  index: number;
  columns: readonly DisplayColumn[];
  /** While a save runs, or a conflict waits for a choice, Guardar cannot start another. */
  saveDisabled: boolean;
  onSave: () => void;
  /** The selected block, when this row is in it (the same object while the block stays). */
  selected?: CellBlock;
  /** Personal: the values as text, no input and no Guardar (docs/access.md, "Roles"). */
  readOnly: boolean;
};

function rowClass(row: DraftRow, warning: string | undefined): string {
  if (row.conflict) return 'price-row conflict-row';
  return warning ? 'price-row warning-row' : 'price-row';
}

/**
 * One table row. It selects its own draft by id and is memoised, so a keystroke re-renders this
 * row only, whatever the table's length.
 */
export const PriceRowView = memo(function PriceRowView({
  tableKey,
  id,
  index,
  columns,
  saveDisabled,
  onSave,
  selected,
  readOnly,
}: PriceRowViewProps) {
  const dispatch = useAppDispatch();
  const row = useAppSelector((state) => selectDraftRow(state, tableKey, id));
  const warning = useRowWarning(id);
  if (!row) return null;

  const rowNumber = index + 1;
  const editable = columns.filter((column) => column.kind === 'field' && column.editable);
  const cell = (column: DisplayColumn, draft: DraftRow) => {
    if (column.kind === 'markup') return markupText(draftValue(draft, column.sourceField));
    if (!column.editable || readOnly) return toDraftString(draft.loaded[column.field]);
    const value = draftValue(draft, column.field);
    const theirs = draft.conflict?.theirs;
    return (
      <>
        <NumberCell
          label={`${column.header} fila ${rowNumber}`}
          value={value}
          invalid={!isValidDraft(value, column.valueKind)}
          edited={column.field in draft.edits}
          dataAttributes={positionAttributes({ row: index, column: editable.indexOf(column) })}
          onValueChange={(text) =>
            dispatch(cellEdited({ table: tableKey, id, field: column.field, value: text }))
          }
        />
        {theirs && column.field in theirs && (
          <span className="conflict-text">Su valor: {toDraftString(theirs[column.field])}</span>
        )}
      </>
    );
  };

  return (
    <tr aria-rowindex={index + 2} className={rowClass(row, warning)}>
      {columns.map((column, columnIndex) => (
        <td
          key={column.header}
          className={
            selected && columnIndex >= selected.left && columnIndex <= selected.right
              ? 'cell-selected'
              : undefined
          }
        >
          {cell(column, row)}
        </td>
      ))}
      <td>
        {readOnly ? null : row.conflict ? (
          <RowConflictChoice
            onChoose={(choice) => dispatch(conflictSettled({ table: tableKey, id, choice }))}
          />
        ) : (
          <button
            type="button"
            disabled={saveDisabled}
            {...positionAttributes({ row: index, column: SAVE_COLUMN })}
            // A short table can be saved before a double click's second click: it must not save twice.
            onClick={(event) => {
              if (!isRepeatClick(event)) onSave();
            }}
          >
            Guardar
          </button>
        )}
        {warning && (
          <span className="row-warning" title={warning}>
            <span aria-hidden="true">⚠ </span>
            {warning}
          </span>
        )}
      </td>
    </tr>
  );
});
