// Comparing a price table page with what the API holds.
import { expect, type Locator } from '@playwright/test';
import type { PriceRow } from '../../../contract';
import { inputText, markupText, type ExpectedTable } from './tablas';
import { allRows, type RenderedCell } from './tables';

/** What a cell shows for a column: the input's text, the read-only text or the Mark-up text. */
function cellValue(cell: RenderedCell | undefined, kind: ExpectedTable['columns'][number]['kind']) {
  if (!cell) return undefined;
  return kind === 'input' ? cell.input : cell.text;
}

function expectedValue(row: PriceRow, column: ExpectedTable['columns'][number]) {
  const value = row[column.field]!;
  // The stored number, with a decimal comma.
  if (column.kind === 'input') return inputText(value);
  if (column.kind === 'markup') return markupText(value);
  return String(value);
}

/** Every row of the grid, cell by cell, against the API's rows in the same order. */
export async function expectGridToShow(
  grid: Locator,
  table: ExpectedTable,
  rows: readonly PriceRow[],
): Promise<void> {
  await expect(grid).toHaveAttribute('aria-rowcount', String(rows.length + 1));
  const shown = await allRows(grid);
  expect(shown.map((row) => row.rowIndex)).toEqual(rows.map((_, i) => i + 2));
  for (const [i, row] of shown.entries()) {
    const editable = table.columns.map((column, c) => ({
      header: column.header,
      isInput: row.cells[c]?.input !== null,
    }));
    expect(editable, `row ${i + 1}: inputs`).toEqual(
      table.columns.map((column) => ({ header: column.header, isInput: column.kind === 'input' })),
    );
    expect(
      table.columns.map((column, c) => cellValue(row.cells[c], column.kind)),
      `row ${i + 1}`,
    ).toEqual(table.columns.map((column) => expectedValue(rows[i]!, column)));
    // Guardar, and after it the row's warning when its numbers look mistyped.
    expect(row.cells.at(-1)?.text).toMatch(/^Guardar(⚠ .+)?$/);
  }
}
