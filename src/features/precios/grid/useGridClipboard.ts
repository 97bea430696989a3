import { useEffect, useState, type RefObject } from 'react';
import { useAppDispatch, useAppStore } from '../../../app/hooks';
import type { DisplayColumn, TablaKey } from '../catalog';
import { selectRowIds, selectRows, cellsImported } from '../drafts';
import { parsePastedBlock, pasteNotice, pastePlan } from '../sheets';
import { blockText, type CellBlock } from './cellSelection';
import { positionOf } from './gridKeyboard';

/**
 * A block pasted into a cell of the table (from Excel, Sheets or LibreOffice) fills the cells from
 * there on as drafts, as one undo step; copying while a block of cells is selected gives the block
 * in the same format. Returns the notice about the pasted values left out: over a column nobody
 * types into, or outside the table.
 */
export function useGridClipboard(
  gridRef: RefObject<HTMLElement | null>,
  table: TablaKey,
  columns: readonly DisplayColumn[],
  selectionRef: RefObject<CellBlock | undefined>,
  /** Personal: nothing is pasted (a block still copies out). */
  readOnly: boolean,
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
        parsePastedBlock(text),
        { row: from.row, column: columns.indexOf(column) },
        columns,
        selectRowIds(store.getState(), table),
      );
      dispatch(cellsImported({ table, changes: plan.changes }));
      setNotice(pasteNotice(plan));
    };
    const onCopy = (event: ClipboardEvent) => {
      const block = selectionRef.current;
      const rows = selectRows(store.getState(), table);
      // One cell: the input's own copy of the text selected in it.
      if (!block || !rows || !event.clipboardData) return;
      if (block.top === block.bottom && block.left === block.right) return;
      event.preventDefault();
      const ids = selectRowIds(store.getState(), table);
      event.clipboardData.setData('text/plain', blockText(block, columns, ids, rows));
    };
    if (!readOnly) grid.addEventListener('paste', onPaste);
    grid.addEventListener('copy', onCopy);
    return () => {
      grid.removeEventListener('paste', onPaste);
      grid.removeEventListener('copy', onCopy);
    };
  }, [gridRef, store, dispatch, table, columns, selectionRef, readOnly]);

  return notice;
}
