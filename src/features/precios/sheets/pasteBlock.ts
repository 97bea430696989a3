// A block pasted into the table: the clipboard's text read as a tab-separated file, and where its
// values land (its top-left cell on the focused cell, each value in the cell at the same offset).
import type { ValueKind } from '../../../../contract';
import type { DisplayColumn } from '../catalog';
import { numberText, readNumber, type RowId } from '../drafts';
import { parseDelimited } from './delimitedText';
import { itemAt } from '../../../services/lookup';

export type PastedCell = { id: RowId; field: string; value: string };

/** Values of the block that landed on a column nobody types into, and that column. */
export type SkippedColumn = { column: DisplayColumn; count: number };

export type PastePlan = {
  changes: PastedCell[];
  /** Values of the block over a read-only or computed column (Q Cajas, Mark-up), by column. */
  skipped: SkippedColumn[];
  /** Values of the block below the last row or right of the last column: left out. */
  outside: number;
};

/**
 * A block copied from a spreadsheet (Excel, Google Sheets, LibreOffice) as the clipboard holds it:
 * rows on lines, cells separated by tabs, quoted as a CSV file quotes them.
 */
export const parsePastedBlock = (text: string): string[][] => parseDelimited(text, '\t');

/**
 * The text a pasted cell leaves in an input of `kind`: its number as the inputs write numbers
 * (read by the rule of typing and CSV import: readNumber), or, when it is no number, the cell's
 * own text, so the input says why it cannot be saved.
 */
export function pastedText(cell: string, kind: ValueKind): string {
  const number = readNumber(cell, kind);
  return number === undefined ? cell.trim() : numberText(number);
}

/**
 * The drafts a block sets, starting at row `row` and display column `column` of the table.
 * Values over a column nobody types into (Q Cajas, Mark-up) are skipped, as the table would
 * ignore them; values beyond the table are not placed anywhere else. Both are counted, so the
 * table can say what was not pasted (an empty cell loses nothing and is not counted).
 */
export function pastePlan(
  block: readonly (readonly string[])[],
  at: { row: number; column: number },
  columns: readonly DisplayColumn[],
  ids: readonly RowId[],
): PastePlan {
  const changes: PastedCell[] = [];
  const skipped = new Map<DisplayColumn, number>();
  let outside = 0;
  block.forEach((cells, rowOffset) => {
    const id = itemAt(ids, at.row + rowOffset);
    cells.forEach((cell, columnOffset) => {
      const column = itemAt(columns, at.column + columnOffset);
      const lost = cell.trim() !== '';
      if (id === undefined || !column) outside += lost ? 1 : 0;
      else if (column.kind === 'field' && column.editable) {
        changes.push({ id, field: column.field, value: pastedText(cell, column.valueKind) });
      } else if (lost) skipped.set(column, (skipped.get(column) ?? 0) + 1);
    });
  });
  const inTableOrder = columns.flatMap((column) => {
    const count = skipped.get(column);
    return count ? [{ column, count }] : [];
  });
  return { changes, skipped: inTableOrder, outside };
}
