// Where a pasted block lands: its top-left cell on the focused cell, each value in the cell of the
// table at the same offset.
import type { DisplayColumn } from '../catalog';
import { numberText } from './clipboardBlock';
import type { RowId } from '../drafts';

export type PastedCell = { id: RowId; field: string; value: string };

export type PastePlan = {
  changes: PastedCell[];
  /** Cells of the block below the last row or right of the last column: left out. */
  outside: number;
};

/**
 * The drafts a block sets, starting at row `row` and display column `column` of the table.
 * Values over a column nobody types into (Q Cajas, Mark-up) are skipped, as the table would
 * ignore them; values beyond the table are counted, not placed anywhere else.
 */
export function pastePlan(
  block: readonly (readonly string[])[],
  at: { row: number; column: number },
  columns: readonly DisplayColumn[],
  ids: readonly RowId[],
): PastePlan {
  const changes: PastedCell[] = [];
  let outside = 0;
  block.forEach((cells, rowOffset) => {
    const id = ids[at.row + rowOffset];
    cells.forEach((cell, columnOffset) => {
      const column = columns[at.column + columnOffset];
      if (id === undefined || !column) outside += 1;
      else if (column.kind === 'field' && column.editable) {
        changes.push({ id, field: column.field, value: numberText(cell) });
      }
    });
  });
  return { changes, outside };
}

export const outsideNotice = (outside: number) =>
  `Se han ignorado ${outside} celdas fuera de la tabla.`;
