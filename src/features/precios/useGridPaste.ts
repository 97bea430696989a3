import { useEffect, useState, type RefObject } from 'react';
import { useAppDispatch, useAppStore } from '../../app/hooks';
import type { DisplayColumn, PriceTableKey } from './catalog';
import { parseBlock } from './clipboardBlock';
import { selectRowIds } from './draftsSelectors';
import { cellsImported } from './draftsSlice';
import { positionOf } from './gridKeyboard';
import { outsideNotice, pastePlan } from './pasteBlock';

/**
 * A block pasted into a cell of the table (from Excel, Sheets or LibreOffice) fills the cells from
 * there on as drafts, as one undo step. Returns the notice about cells that fell outside the table.
 */
export function useGridPaste(
  gridRef: RefObject<HTMLElement | null>,
  table: PriceTableKey,
  columns: readonly DisplayColumn[],
): string | undefined {
  const store = useAppStore();
  const dispatch = useAppDispatch();
  const [notice, setNotice] = useState<string>();

  useEffect(() => {
    const grid = gridRef.current;
    if (!grid) return;
    const editable = columns.filter((column) => column.kind === 'field' && column.editable);
    const onPaste = (event: ClipboardEvent) => {
      const from = positionOf(event.target as Element);
      const text = event.clipboardData?.getData('text/plain');
      const column = from && editable[from.column];
      if (!from || !column || text === undefined) return;
      // The number input would take only what it can read as one number, or nothing at all.
      event.preventDefault();
      const plan = pastePlan(
        parseBlock(text),
        { row: from.row, column: columns.indexOf(column) },
        columns,
        selectRowIds(store.getState(), table),
      );
      dispatch(cellsImported({ table, changes: plan.changes }));
      setNotice(plan.outside > 0 ? outsideNotice(plan.outside) : undefined);
    };
    grid.addEventListener('paste', onPaste);
    return () => grid.removeEventListener('paste', onPaste);
  }, [gridRef, store, dispatch, table, columns]);

  return notice;
}
