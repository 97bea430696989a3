import { useCallback, useMemo, useRef, useState } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { WindowedTable } from '../../../components/WindowedTable';
import { ACTION_HEADER, displayColumns, type Tabla } from '../catalog';
import { selectRowIds, type RowId } from '../drafts';
import { blockBetween, type CellBlock } from './cellSelection';
import { PriceRowView } from './PriceRowView';
import { useGridClipboard } from './useGridClipboard';
import { useGridKeyboard, type SelectionEnds } from './useGridKeyboard';

/** The height of every row (.price-row reads it as --row-height). */
const ROW_HEIGHT = 60;

const NO_ROWS: readonly RowId[] = [];
const rowIdKey = (id: RowId) => id;

type PriceGridProps = {
  table: Tabla;
  /** False after a failed load: the table shows no rows. */
  showRows: boolean;
  /** While a save runs, or a conflict waits for a choice, Guardar cannot start another. */
  saveDisabled: boolean;
  onSave: () => void;
  /** Personal: values as text, nothing to type, paste or save. */
  readOnly: boolean;
};

/** The table itself: only the rows near the viewport are in the DOM. */
export function PriceGrid({ table, showRows, saveDisabled, onSave, readOnly }: PriceGridProps) {
  const columns = useMemo(() => displayColumns(table), [table]);
  const headers = useMemo(
    () => [...columns.map((column) => column.header), ACTION_HEADER],
    [columns],
  );
  // The columns staff type into, by their display index: the grid's keys and selection count
  // cells among these.
  const editable = useMemo(
    () =>
      columns.flatMap((column, index) =>
        column.kind === 'field' && column.editable ? [{ field: column.field, index }] : [],
      ),
    [columns],
  );
  const editableFields = useMemo(() => editable.map((column) => column.field), [editable]);
  const gridRef = useRef<HTMLDivElement>(null);
  // The block chosen with Shift and the arrows: rows in it re-render when it changes, never when
  // typing.
  const [selection, setSelection] = useState<CellBlock>();
  const selectionRef = useRef<CellBlock>(undefined);
  const select = useCallback(
    (ends: SelectionEnds | undefined) => {
      const editableAt = editable.map((column) => column.index);
      const block = ends && blockBetween(ends.anchor, ends.focus, editableAt);
      selectionRef.current = block;
      setSelection(block);
    },
    [editable],
  );
  useGridKeyboard(gridRef, table.key, editableFields, ROW_HEIGHT, select);
  const pasteNotice = useGridClipboard(gridRef, table.key, columns, selectionRef, readOnly);
  const loadedIds = useAppSelector((state) => selectRowIds(state, table.key));
  const ids = showRows ? loadedIds : NO_ROWS;
  // What every row is given alike: a row renders again only when one of these changes.
  const everyRow = useMemo(
    () => ({ tableKey: table.key, columns, saveDisabled, onSave, readOnly }),
    [table.key, columns, saveDisabled, onSave, readOnly],
  );
  const renderRow = useCallback(
    (id: RowId, index: number) => (
      <PriceRowView
        {...everyRow}
        id={id}
        index={index}
        selected={
          selection && index >= selection.top && index <= selection.bottom ? selection : undefined
        }
      />
    ),
    [everyRow, selection],
  );

  return (
    <div ref={gridRef} className="price-grid">
      {pasteNotice && (
        <p role="status" className="paste-notice">
          {pasteNotice}
        </p>
      )}
      <WindowedTable
        className="price-table"
        label={table.heading}
        headers={headers}
        rows={ids}
        rowHeight={ROW_HEIGHT}
        rowKey={rowIdKey}
        renderRow={renderRow}
        scrollBoxFocusable={readOnly}
      />
    </div>
  );
}
