// A block of cells chosen with Shift and the arrows, and the block as a spreadsheet's clipboard
// holds it (tab-separated lines), so it pastes into Excel, Sheets or LibreOffice, or back here.
import type { EntityState } from '@reduxjs/toolkit';
import type { ValueKind } from '../../../../contract';
import type { DisplayColumn } from '../catalog';
import { draftValue, numberText, validDraftNumber, type DraftRow, type RowId } from '../drafts';
import type { GridPosition } from './gridKeyboard';
import { markupText } from './markup';
import { itemAt } from '../../../services/lookup';

/** Rows and display columns of a block, both ends included. */
export type CellBlock = { top: number; bottom: number; left: number; right: number };

/** The block between two cells given by row and editable column, in display columns. */
export function blockBetween(
  anchor: GridPosition,
  focus: GridPosition,
  editableDisplayIndex: readonly number[],
): CellBlock {
  const columns = [editableDisplayIndex[anchor.column], editableDisplayIndex[focus.column]];
  return {
    top: Math.min(anchor.row, focus.row),
    bottom: Math.max(anchor.row, focus.row),
    left: Math.min(...columns),
    right: Math.max(...columns),
  };
}

/** A number as Spanish spreadsheets write it (decimal comma); anything else as it is. */
function spreadsheetText(text: string, kind: ValueKind): string {
  const number = validDraftNumber(text, kind);
  return number === undefined ? text : numberText(number);
}

/** The block's values as shown (drafts included), one line per row, CRLF as Excel writes. */
export function blockText(
  block: CellBlock,
  columns: readonly DisplayColumn[],
  ids: readonly RowId[],
  rows: EntityState<DraftRow, RowId>,
): string {
  const lines: string[] = [];
  for (let index = block.top; index <= block.bottom; index++) {
    const id = itemAt(ids, index);
    const row = id === undefined ? undefined : rows.entities[id];
    if (!row) continue;
    const cells = columns
      .slice(block.left, block.right + 1)
      .map((column) =>
        column.kind === 'markup'
          ? markupText(draftValue(row, column.sourceField))
          : spreadsheetText(draftValue(row, column.field), column.valueKind),
      );
    lines.push(cells.join('\t'));
  }
  return lines.map((line) => `${line}\r\n`).join('');
}
