import { useEffect, type RefObject } from 'react';
import { useAppDispatch, useAppStore } from '../../../app/hooks';
import type { TablaKey } from '../catalog';
import {
  selectDraftRow,
  selectRowIds,
  cellEdited,
  editRedone,
  editUndone,
  draftValue,
} from '../drafts';
import { keepClearOfFirstColumn, revealCell } from './cellInView';
import { caretEdges, moveFor, positionOf, stepFor, type GridPosition } from './gridKeyboard';
import { itemAt } from '../../../services/lookup';

/** How long a move waits for a row scrolled into view to be rendered. */
const RENDER_WAIT_MS = 1000;

const selectorOf = ({ row, column }: GridPosition) =>
  `[data-grid-row="${row}"][data-grid-column="${column}"]`;

/** Focuses the cell at `to`, scrolling its row into the window (and the DOM) first if needed. */
function focusCell(grid: HTMLElement, to: GridPosition, rowHeight: number) {
  const focus = (element: HTMLElement) => {
    // The grid's focusin shows the cell whole (revealCell), for a tap as for a key: focusing
    // would scroll by itself, at a price on every move, and not clear of the sticky cells.
    element.focus({ preventScroll: true });
    if (element instanceof HTMLInputElement) element.select();
  };
  const present = grid.querySelector<HTMLElement>(selectorOf(to));
  if (present) {
    focus(present);
    return;
  }

  const scroller = grid.querySelector<HTMLElement>('.table-scroll');
  if (!scroller) return;
  scroller.scrollTop = Math.max(0, to.row * rowHeight - scroller.clientHeight / 2);
  const observer = new MutationObserver(() => {
    const rendered = grid.querySelector<HTMLElement>(selectorOf(to));
    if (!rendered) return;
    observer.disconnect();
    focus(rendered);
  });
  observer.observe(scroller, { childList: true, subtree: true });
  setTimeout(() => observer.disconnect(), RENDER_WAIT_MS);
}

/** The two corners of a block chosen with Shift and the arrows: where it began, where it is now. */
export type SelectionEnds = { anchor: GridPosition; focus: GridPosition };

/**
 * The spreadsheet keys of a price table (see gridKeyboard). Listens on the grid's box, so each
 * cell stays a plain input and a keystroke re-renders nothing more than before. Shift and the
 * arrows choose a block of cells (`onSelect`); any other move, or Escape, lets go of it.
 */
export function useGridKeyboard(
  gridRef: RefObject<HTMLElement | null>,
  table: TablaKey,
  editableFields: readonly string[],
  rowHeight: number,
  onSelect: (ends: SelectionEnds | undefined) => void,
) {
  const store = useAppStore();
  const dispatch = useAppDispatch();

  useEffect(() => {
    const grid = gridRef.current;
    if (!grid) return;
    // The value of the cell as it was entered, for Escape.
    let entered: { position: GridPosition; value: string } | undefined;
    let selection: SelectionEnds | undefined;
    // Set while Shift+arrow moves the focus: that focus extends the block instead of ending it.
    let extending = false;
    const select = (ends: SelectionEnds | undefined) => {
      if (ends === selection) return;
      selection = ends;
      onSelect(ends);
    };

    const cellAt = ({ row, column }: GridPosition) => {
      const id = itemAt(selectRowIds(store.getState(), table), row);
      const field = editableFields[column];
      if (id === undefined || !field) return undefined;
      const draft = selectDraftRow(store.getState(), table, id);
      return draft ? { id, field, value: draftValue(draft, field) } : undefined;
    };

    const onFocusIn = (event: FocusEvent) => {
      if (extending) extending = false;
      else select(undefined);
      if (event.target instanceof HTMLElement) revealCell(event.target);
      const position = positionOf(event.target as Element);
      const cell = position && cellAt(position);
      entered = position && cell ? { position, value: cell.value } : undefined;
    };

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey || event.isComposing) return;
      if (event.ctrlKey || event.metaKey) {
        const key = event.key.toLowerCase();
        if (key !== 'z' && key !== 'y') return;
        // The table's own undo, not the input's: it knows every cell and every paste.
        event.preventDefault();
        const redo = key === 'y' || event.shiftKey;
        dispatch(redo ? editRedone({ table }) : editUndone({ table }));
        return;
      }
      const from = positionOf(event.target as Element);
      if (!from) return;
      const rows = selectRowIds(store.getState(), table).length;
      if (event.shiftKey) {
        const focus = selection?.focus ?? from;
        const next = stepFor(event.key, focus, rows, editableFields.length);
        if (next) {
          event.preventDefault();
          select({ anchor: selection?.anchor ?? from, focus: next });
          extending = true;
          focusCell(grid, next, rowHeight);
          return;
        }
      }
      if (event.key === 'Escape' && selection) {
        event.preventDefault();
        select(undefined);
        return;
      }
      if (event.key === 'Escape') {
        const cell = cellAt(from);
        if (!cell || !entered || entered.position.row !== from.row) return;
        if (entered.position.column !== from.column) return;
        event.preventDefault();
        dispatch(cellEdited({ table, id: cell.id, field: cell.field, value: entered.value }));
        return;
      }
      const caret = caretEdges(event.target as Element);
      let move = moveFor(event.key, event.shiftKey, from, rows, editableFields.length, caret);
      // A disabled Guardar (a save is running) cannot take the focus: the move goes past it.
      const skipped = move && grid.querySelector<HTMLButtonElement>(`button${selectorOf(move.to)}`);
      if (move && skipped?.disabled) {
        move = moveFor(event.key, event.shiftKey, move.to, rows, editableFields.length, caret);
      }
      if (!move) return;
      // Up/Down would otherwise do nothing, Left/Right would stop at the text's edge, Enter
      // would do nothing, Tab would leave the window of rendered rows.
      event.preventDefault();
      focusCell(grid, move.to, rowHeight);
    };

    grid.addEventListener('focusin', onFocusIn);
    grid.addEventListener('keydown', onKeyDown);
    const scroller = grid.querySelector<HTMLElement>('.table-scroll');
    const stopKeepingClear = scroller ? keepClearOfFirstColumn(scroller) : () => {};
    return () => {
      stopKeepingClear();
      grid.removeEventListener('focusin', onFocusIn);
      grid.removeEventListener('keydown', onKeyDown);
    };
  }, [gridRef, store, dispatch, table, editableFields, rowHeight, onSelect]);
}
