// Moving through a price table as through a spreadsheet: arrows, Enter and Tab go from cell to
// cell (scrolling a row of the windowed table into view and into the DOM when needed), Escape puts
// back the value the cell had when it was entered.
import { entryOf } from '../../../services/lookup';

/** Where a cell or a row's Guardar stands: its row in the whole table, and its column. */
export type GridPosition = { row: number; column: number };

/** The column index a row's Guardar button carries: after every editable cell. */
export const SAVE_COLUMN = -1;

export function positionOf(element: Element | null): GridPosition | undefined {
  if (!(element instanceof HTMLElement)) return undefined;
  const { gridRow, gridColumn } = element.dataset;
  if (gridRow === undefined || gridColumn === undefined) return undefined;
  return { row: Number(gridRow), column: Number(gridColumn) };
}

/** The attributes that let the grid find a cell (or a row's Guardar) by its position. */
export const positionAttributes = ({ row, column }: GridPosition) => ({
  'data-grid-row': row,
  'data-grid-column': column,
});

type Move = { to: GridPosition } | undefined;

/**
 * Where the caret stands in the focused cell's text: Left leaves the cell only from its start,
 * Right only from its end, so inside the text the arrows still move the caret. A whole text
 * selected (as a cell is when the keyboard enters it) is at both.
 */
export type CaretEdges = { atStart: boolean; atEnd: boolean };

/** The caret edges of an input; a cell without a caret (a button) is at both. */
export function caretEdges(element: Element | null): CaretEdges {
  if (!(element instanceof HTMLInputElement) || element.selectionStart === null)
    return { atStart: true, atEnd: true };
  return {
    atStart: element.selectionStart === 0,
    atEnd: (element.selectionEnd ?? element.selectionStart) === element.value.length,
  };
}

/**
 * Where a key sends the focus from `from`, in a table of `rows` rows with `columns` editable
 * columns; undefined when the key is the browser's to handle (or leaves the table).
 */
export function moveFor(
  key: string,
  shift: boolean,
  from: GridPosition,
  rows: number,
  columns: number,
  caret: CaretEdges = { atStart: true, atEnd: true },
): Move {
  const inRows = (row: number) => row >= 0 && row < rows;
  const cell = (row: number, column: number): Move =>
    inRows(row) ? { to: { row, column } } : undefined;
  if (from.column === SAVE_COLUMN) {
    // From Guardar only Tab moves on, to the next row's first cell (or back to this row's last).
    if (key !== 'Tab') return undefined;
    return shift ? cell(from.row, columns - 1) : cell(from.row + 1, 0);
  }
  switch (key) {
    case 'ArrowUp':
      return cell(from.row - 1, from.column);
    case 'ArrowDown':
    case 'Enter':
      return cell(from.row + 1, from.column);
    case 'ArrowLeft':
      return caret.atStart && from.column > 0 ? cell(from.row, from.column - 1) : undefined;
    case 'ArrowRight':
      return caret.atEnd && from.column < columns - 1 ? cell(from.row, from.column + 1) : undefined;
    case 'Tab':
      if (shift) {
        return from.column > 0 ? cell(from.row, from.column - 1) : cell(from.row - 1, SAVE_COLUMN);
      }
      return from.column < columns - 1
        ? cell(from.row, from.column + 1)
        : cell(from.row, SAVE_COLUMN);
    default:
      return undefined;
  }
}

/** One step of Shift+arrow from `from`, inside the table; undefined at its edge or for other keys. */
export function stepFor(
  key: string,
  from: GridPosition,
  rows: number,
  columns: number,
): GridPosition | undefined {
  const delta: Record<string, [number, number]> = {
    ArrowUp: [-1, 0],
    ArrowDown: [1, 0],
    ArrowLeft: [0, -1],
    ArrowRight: [0, 1],
  };
  const step = entryOf(delta, key);
  if (!step || from.column === SAVE_COLUMN) return undefined;
  const row = from.row + step[0];
  const column = from.column + step[1];
  return row >= 0 && row < rows && column >= 0 && column < columns ? { row, column } : undefined;
}
