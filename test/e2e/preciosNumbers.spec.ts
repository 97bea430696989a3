import { expect, test, type Locator, type Page } from '@playwright/test';
import type { PriceRow } from '../../contract';
import { priceRows } from './support/api';
import { seriousViolations } from './support/axe';
import { recordDialogs } from './support/dialogs';
import { expectGridToShow } from './support/priceGrid';
import { expectedTable, inputLabel, inputText } from './support/tablas';
import { openSignedIn } from './support/session';
import { loadedPriceGrid } from './support/ui';

// Numbers in the price inputs as Spain writes them (docs/saving.md): shown with a decimal comma,
// typed, pasted or imported with either mark, stored as numbers. A table no other spec writes to;
// each test changes rows of its own.
const table = expectedTable('V600L');
const SAVED = 'Datos guardados con éxito';

const cell = (grid: Locator, header: string, row: number) =>
  grid.getByLabel(inputLabel(header, row), { exact: true });

/** A price no run has stored in this cell yet, with decimals: the stored one plus a step. */
function freshPrice(old: number, step: number): number {
  const value = Number((old + step).toFixed(3));
  return Number.isInteger(value) ? value + 0.5 : value;
}

/** A whole number written with thousands grouped by dots, as in Spain: 12500 → "12.500". */
const withDots = (value: number) => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, '.');

async function openTable(page: Page) {
  await openSignedIn(page, table.path);
  const grid = await loadedPriceGrid(page, table);
  return { grid, before: await priceRows(table.apiPath) };
}

/** Saves with the first Guardar, then checks the API and a reloaded page show `expected`. */
async function saveAndReload(page: Page, grid: Locator, expected: (rows: PriceRow[]) => void) {
  const dialogs = recordDialogs(page);
  await grid.getByRole('button', { name: 'Guardar' }).first().click();
  await expect.poll(() => dialogs.alerts()).toEqual([SAVED]);
  await expect(page.getByText(/^Guardando/)).toHaveCount(0);
  const after = await priceRows(table.apiPath);
  expected(after);
  await page.reload();
  const reloaded = await loadedPriceGrid(page, table);
  await expectGridToShow(reloaded, table, after);
  return { reloaded, after };
}

test('loaded numbers show with a decimal comma; typed ones show as typed, either mark, and are saved as numbers', async ({
  page,
}) => {
  const { grid, before } = await openTable(page);
  // Every input: the stored number with a comma and no thousands groups.
  await expectGridToShow(grid, table, before);
  await expect(cell(grid, 'cv', 1)).toHaveValue(/^\d+,\d+$/);

  const cv = freshPrice(before[0]!.cv!, 0.125);
  const euro = freshPrice(before[0]!.Euro!, 0.25);
  const quantity = before[1]!.v600l! + 1000;
  // Key by key: nothing is reformatted under the caret.
  const cvInput = cell(grid, 'cv', 1);
  await cvInput.fill('');
  await cvInput.pressSequentially(inputText(cv));
  await expect(cvInput).toHaveValue(inputText(cv));
  // A numeric keypad's decimal key often types a dot: it stays a dot while it is an edit.
  const euroInput = cell(grid, '€', 1);
  await euroInput.fill('');
  await euroInput.pressSequentially(String(euro));
  await expect(euroInput).toHaveValue(String(euro));
  const quantityInput = cell(grid, '600L', 2);
  await quantityInput.fill('');
  await quantityInput.pressSequentially(withDots(quantity));
  await expect(quantityInput).toHaveValue(withDots(quantity));
  for (const input of [cvInput, euroInput, quantityInput]) {
    await expect(input).toHaveAttribute('aria-invalid', 'false');
  }
  expect(await seriousViolations(page)).toEqual([]);

  const { reloaded } = await saveAndReload(page, grid, (after) => {
    expect(after[0]).toMatchObject({ cv, Euro: euro });
    expect(after[1]).toMatchObject({ v600l: quantity });
  });
  await expect(cell(reloaded, '€', 1)).toHaveValue(inputText(euro));
  await expect(cell(reloaded, '600L', 2)).toHaveValue(String(quantity));
});

test('a block pasted from a spreadsheet is read by the same rule, and saved as numbers', async ({
  page,
}) => {
  const { grid, before } = await openTable(page);
  const cv = freshPrice(before[2]!.cv!, 0.125);
  const euro = freshPrice(before[2]!.Euro!, 0.25);
  const metalicos = freshPrice(before[2]!.Metalicos!, 1000.5);
  // From cv of row 3: cv with a comma, Q Cajas (read-only, skipped), € with a dot, and Metalicos
  // with thousands grouped by a dot and a decimal comma, as Excel in Spanish copies them.
  const block = [
    inputText(cv),
    '9',
    String(euro),
    `${withDots(Math.trunc(metalicos))},${String(metalicos).split('.')[1] ?? '0'}`,
  ].join('\t');
  const cvInput = cell(grid, 'cv', 3);
  await cvInput.focus();
  // The paste event the browser fires on Ctrl+V, carrying the spreadsheet's text.
  await cvInput.evaluate((input, text) => {
    const data = new DataTransfer();
    data.setData('text/plain', text);
    input.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, `${block}\r\n`);

  await expect(cvInput).toHaveValue(inputText(cv));
  await expect(cell(grid, '€', 3)).toHaveValue(inputText(euro));
  await expect(cell(grid, 'Metalicos', 3)).toHaveValue(inputText(metalicos));

  await saveAndReload(page, grid, (after) => {
    expect(after[2]).toMatchObject({
      cv,
      Euro: euro,
      Metalicos: metalicos,
      QCajas: before[2]!.QCajas,
    });
  });
});

test('an imported CSV file is read by the same rule, and saved as numbers', async ({ page }) => {
  const { grid, before } = await openTable(page);
  const row = before[4]!;
  const quantity = row.v600l! + 2000;
  const cv = freshPrice(row.cv!, 0.125);
  const euro = freshPrice(row.Euro!, 0.25);
  // As Excel in Spanish saves it: `;`, thousands with a dot in the quantity; one price with a
  // comma, one with a dot.
  const file = `id;600L;cv;€\r\n${row.id};${withDots(quantity)};${inputText(cv)};${euro}\r\n`;
  await page.getByLabel('Archivo CSV a importar').setInputFiles({
    name: 'tabla.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`\uFEFF${file}`, 'utf8'),
  });
  await expect(page.getByText('3 cambios importados')).toBeVisible();
  await expect(cell(grid, '600L', 5)).toHaveValue(String(quantity));
  await expect(cell(grid, 'cv', 5)).toHaveValue(inputText(cv));
  await expect(cell(grid, '€', 5)).toHaveValue(inputText(euro));

  await saveAndReload(page, grid, (after) => {
    expect(after[4]).toMatchObject({ v600l: quantity, cv, Euro: euro });
  });
});
