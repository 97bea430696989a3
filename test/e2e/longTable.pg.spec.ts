// The spreadsheet keys across a windowed 1,000-row price table: only the rows near the view are in
// the DOM, so each move into a row out of view must scroll it in and land on the right row. Its
// rows are written into the database directly (see longTabla), hence PostgreSQL only.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { lengthenTabla } from './support/longTabla';
import { expectedTable, inputLabel } from './support/tablas';
import { openSignedIn } from './support/session';
import { loadedPriceGrid } from './support/ui';

// A screen-print table no other walk on PostgreSQL uses.
const KEY = 'serigrafia_1_color_metalizado';
const table = expectedTable(KEY);
const ROWS = 1000;
/** The height of a price row, in px. */
const ROW_HEIGHT = 60;
/** The Cantidad the long table gives row `row` (counted from 1). */
const cantidadOf = (row: number) => String(50 * row);

let restoreRows = async () => {};
test.beforeAll(async () => {
  restoreRows = await lengthenTabla(KEY, ROWS);
});
test.afterAll(() => restoreRows());

const grid = (page: Page) => page.getByRole('table', { name: table.heading });
/** A row's input by its accessible name ("Coste fila 60"). */
const cell = (page: Page, header: string, row: number) =>
  grid(page).getByRole('textbox', { name: inputLabel(header, row), exact: true });
/** Row `row`'s Guardar (rows counted from 1; the header row is aria-rowindex 1). */
const guardar = (page: Page, row: number) =>
  grid(page)
    .locator(`tbody > tr[aria-rowindex="${row + 1}"]`)
    .getByRole('button', { name: 'Guardar' });
const renderedRows = (page: Page) => grid(page).locator('tbody > tr[aria-rowindex]');

async function openLongTable(page: Page) {
  await openSignedIn(page, table.path);
  await loadedPriceGrid(page, table);
  await expect(grid(page)).toHaveAttribute('aria-rowcount', String(ROWS + 1));
}

/**
 * Focused, and where staff can see it: what the page shows at the cell's centre is the cell itself,
 * not the table's sticky header row over it, nor nothing because it is scrolled out of view.
 */
async function expectFocusedInView(target: Locator) {
  await expect(target).toBeFocused();
  const shown = await target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2) === element;
  });
  expect(shown, 'the focused cell is what the page shows at its place').toBe(true);
}

/** The caret (or selection) of an input: [selectionStart, selectionEnd, length of the text]. */
const caretOf = (target: Locator) =>
  target.evaluate((input: HTMLInputElement) => [
    input.selectionStart,
    input.selectionEnd,
    input.value.length,
  ]);

/** Scrolls the table with the mouse wheel until row `row`'s Cantidad can be clicked, and clicks it. */
async function clickCantidadFarDown(page: Page, row: number) {
  await cell(page, 'Cantidad', 1).hover();
  await page.mouse.wheel(0, (row - 3) * ROW_HEIGHT);
  await cell(page, 'Cantidad', row).click();
  await expectFocusedInView(cell(page, 'Cantidad', row));
}

test('the table reports its 1,000 rows and keeps only those near the view in the DOM', async ({
  page,
}) => {
  await openLongTable(page);
  const rendered = await renderedRows(page).count();
  expect(rendered).toBeGreaterThan(5);
  expect(rendered).toBeLessThan(50);
  await expect(cell(page, 'Cantidad', 1)).toHaveValue(cantidadOf(1));
  await expect(cell(page, 'Cantidad', 60)).toHaveCount(0);
  await expect(cell(page, 'Cantidad', ROWS)).toHaveCount(0);
});

test('ArrowDown and Enter walk down the same column past the rendered rows, each scrolled in; ArrowUp walks back', async ({
  page,
}) => {
  await openLongTable(page);
  await cell(page, 'Cantidad', 1).click();
  for (let row = 2; row <= 50; row++) {
    await page.keyboard.press('ArrowDown');
    await expectFocusedInView(cell(page, 'Cantidad', row));
  }
  await expect(cell(page, 'Cantidad', 50)).toHaveValue(cantidadOf(50));
  // The first rows have left the DOM: the walk went past the window it started in.
  await expect(cell(page, 'Cantidad', 1)).toHaveCount(0);
  for (let row = 51; row <= 55; row++) {
    await page.keyboard.press('Enter');
    await expectFocusedInView(cell(page, 'Cantidad', row));
  }
  // Back up into rows no longer rendered, each scrolled in below the sticky header row.
  await expect(cell(page, 'Cantidad', 25)).toHaveCount(0);
  for (let row = 54; row >= 25; row--) {
    await page.keyboard.press('ArrowUp');
    await expectFocusedInView(cell(page, 'Cantidad', row));
  }
  await expect(cell(page, 'Cantidad', 25)).toHaveValue(cantidadOf(25));
  await expect(cell(page, 'Cantidad', 55)).toHaveCount(0);
});

test("Tab crosses a row's cells and its Guardar, then wraps to the next row; Shift+Tab goes back", async ({
  page,
}) => {
  await openLongTable(page);
  await clickCantidadFarDown(page, 60);
  const forward = [
    cell(page, 'Coste', 60),
    cell(page, 'Venta Real', 60),
    guardar(page, 60),
    cell(page, 'Cantidad', 61),
    cell(page, 'Coste', 61),
  ];
  for (const target of forward) {
    await page.keyboard.press('Tab');
    await expectFocusedInView(target);
  }
  const back = [
    cell(page, 'Cantidad', 61),
    guardar(page, 60),
    cell(page, 'Venta Real', 60),
    cell(page, 'Coste', 60),
    cell(page, 'Cantidad', 60),
    guardar(page, 59),
  ];
  for (const target of back) {
    await page.keyboard.press('Shift+Tab');
    await expectFocusedInView(target);
  }
});

test('ArrowLeft and ArrowRight leave a cell only from the edge of its text, and stay in the row', async ({
  page,
}) => {
  await openLongTable(page);
  await clickCantidadFarDown(page, 60);
  const cantidad = cell(page, 'Cantidad', 60);
  const coste = cell(page, 'Coste', 60);
  const venta = cell(page, 'Venta Real', 60);
  // From the end of the text Right goes to the next column, which it enters with the whole text
  // selected (at both edges): Right goes on at once.
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowRight');
  await expectFocusedInView(coste);
  const costeLength = (await coste.inputValue()).length;
  expect(await caretOf(coste)).toEqual([0, costeLength, costeLength]);
  await page.keyboard.press('ArrowRight');
  await expectFocusedInView(venta);
  // The last column: Right only moves the caret, to the end of the text.
  await page.keyboard.press('ArrowRight');
  await expect(venta).toBeFocused();
  const ventaLength = (await venta.inputValue()).length;
  expect(await caretOf(venta)).toEqual([ventaLength, ventaLength, ventaLength]);
  // Inside the text Left moves the caret; from its start, to the previous column.
  await page.keyboard.press('ArrowLeft');
  await expect(venta).toBeFocused();
  expect(await caretOf(venta)).toEqual([ventaLength - 1, ventaLength - 1, ventaLength]);
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowLeft');
  await expectFocusedInView(coste);
  await page.keyboard.press('ArrowLeft');
  await expectFocusedInView(cantidad);
  // The first column: Left only moves the caret, to the start; inside the text Right moves it too.
  const cantidadLength = cantidadOf(60).length;
  await page.keyboard.press('ArrowLeft');
  await expect(cantidad).toBeFocused();
  expect(await caretOf(cantidad)).toEqual([0, 0, cantidadLength]);
  await page.keyboard.press('ArrowRight');
  await expect(cantidad).toBeFocused();
  expect(await caretOf(cantidad)).toEqual([1, 1, cantidadLength]);
});

test('Escape puts back the value the cell had when it was entered', async ({ page }) => {
  await openLongTable(page);
  await clickCantidadFarDown(page, 60);
  await page.keyboard.press('Tab');
  const coste = cell(page, 'Coste', 60);
  await expect(coste).toBeFocused();
  const stored = await coste.inputValue();
  // Entered by the keyboard its text is selected: typing replaces it.
  await page.keyboard.type('9,5');
  await expect(coste).toHaveValue('9,5');
  await page.keyboard.press('Escape');
  await expect(coste).toHaveValue(stored);
  // Typed, left and entered again: Escape goes back to the typed value, not the stored one.
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('7');
  await page.keyboard.press('ArrowDown');
  await expect(cell(page, 'Coste', 61)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(coste).toBeFocused();
  await page.keyboard.type('8');
  await expect(coste).toHaveValue('8');
  await page.keyboard.press('Escape');
  await expect(coste).toHaveValue('7');
});

test('a run of ArrowDown presses from the last rendered row lands on the right row, scrolled in', async ({
  page,
}) => {
  await openLongTable(page);
  const last = Number(await renderedRows(page).last().getAttribute('aria-rowindex')) - 1;
  await cell(page, 'Venta Real', last).focus();
  await expectFocusedInView(cell(page, 'Venta Real', last));
  const presses = 60;
  for (let i = 0; i < presses; i++) await page.keyboard.press('ArrowDown');
  await expectFocusedInView(cell(page, 'Venta Real', last + presses));
  await expect(cell(page, 'Cantidad', last + presses)).toHaveValue(cantidadOf(last + presses));
});

test('the last row is reached by scrolling; ArrowDown stays on it and ArrowUp goes back one', async ({
  page,
}) => {
  await openLongTable(page);
  await clickCantidadFarDown(page, ROWS);
  await expect(cell(page, 'Cantidad', ROWS)).toHaveValue(cantidadOf(ROWS));
  await page.keyboard.press('ArrowDown');
  await expectFocusedInView(cell(page, 'Cantidad', ROWS));
  await page.keyboard.press('ArrowUp');
  await expectFocusedInView(cell(page, 'Cantidad', ROWS - 1));
  await expect(cell(page, 'Cantidad', ROWS - 1)).toHaveValue(cantidadOf(ROWS - 1));
});
