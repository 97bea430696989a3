// A price table on a phone's 390 px: the cell that takes the focus, by the keyboard or by a tap,
// shows whole, never partly under the first column, which stays in view as the table scrolls
// sideways (docs/screens.md, "Working like a spreadsheet").
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectedTable, inputLabel } from './support/tablas';
import { openSignedIn } from './support/session';
import { loadedPriceGrid, settle } from './support/ui';

// The widest kind of table: the cup size, four more columns and Acción.
const VASO = expectedTable('V500l');
const EURO = '€';
const METALICOS = 'Metalicos';

/** How the focused cell stands against the sticky first column and the table's box, in px. */
function focusedCellPlace(page: Page) {
  return page.evaluate(() => {
    const input = document.activeElement as HTMLElement;
    const cell = input.closest('td')!;
    const scroller = cell.closest('.table-scroll')!;
    const sticky = cell.parentElement!.querySelector('td')!;
    const box = scroller.getBoundingClientRect();
    return {
      label: input.getAttribute('aria-label'),
      // Positive: that many px of the focused input are under the first column.
      covered: Math.round(
        sticky.getBoundingClientRect().right - input.getBoundingClientRect().left,
      ),
      // Positive: that many px of it are past the box's right edge.
      clipped: Math.round(input.getBoundingClientRect().right - box.right),
      scrollLeft: scroller.scrollLeft,
    };
  });
}

/** Scrolls the table's box so that the left `hidden` px of `input` are under the first column. */
async function slideUnderFirstColumn(grid: Locator, input: Locator, hidden: number) {
  await input.evaluate((element, px) => {
    const scroller = element.closest('.table-scroll')!;
    const sticky = element.closest('tr')!.querySelector('td')!;
    const under = sticky.getBoundingClientRect().right - element.getBoundingClientRect().left;
    scroller.scrollLeft += px - under;
  }, hidden);
  await expect
    .poll(async () => {
      const place = await input.evaluate((element) => {
        const sticky = element.closest('tr')!.querySelector('td')!;
        return sticky.getBoundingClientRect().right - element.getBoundingClientRect().left;
      });
      return Math.round(place);
    })
    .toBe(hidden);
  await expect(grid).toBeVisible();
}

test.describe('a price table on a phone', { tag: '@phone' }, () => {
  test.beforeEach(async ({ page }) => {
    await openSignedIn(page, VASO.path);
  });

  test('moving left with the keyboard, the focused cell scrolls out from under the first column', async ({
    page,
  }) => {
    const grid = await loadedPriceGrid(page, VASO);
    const metalicos = grid.getByLabel(inputLabel(METALICOS, 2), { exact: true });
    // The table scrolled to its right end, the way to Metalicos and Guardar.
    await grid
      .locator('xpath=..')
      .evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
    await metalicos.focus();
    // Left leaves a cell from the start of its text.
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowLeft');
    await settle(page);

    const place = await focusedCellPlace(page);
    expect(place.label).toBe(inputLabel(EURO, 2));
    expect(place.covered, JSON.stringify(place)).toBeLessThanOrEqual(0);
    expect(place.clipped, JSON.stringify(place)).toBeLessThanOrEqual(0);
  });

  test('a tap on a cell partly under the first column brings it out whole', async ({ page }) => {
    const grid = await loadedPriceGrid(page, VASO);
    const euro = grid.getByLabel(inputLabel(EURO, 2), { exact: true });
    await slideUnderFirstColumn(grid, euro, 40);
    // A finger on the part of the cell that shows.
    const shown = (await euro.boundingBox())!;
    await page.touchscreen.tap(shown.x + shown.width - 12, shown.y + shown.height / 2);
    await expect(euro).toBeFocused();
    await settle(page);

    const place = await focusedCellPlace(page);
    expect(place.covered, JSON.stringify(place)).toBeLessThanOrEqual(0);
    expect(place.clipped, JSON.stringify(place)).toBeLessThanOrEqual(0);
  });
});
