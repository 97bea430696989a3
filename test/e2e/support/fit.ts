// Whether a table fits its box: every header and cell in view, nothing clipped, nothing hidden under
// a sticky column. Measured in the page, in CSS pixels; half a pixel is rounding, not overflow.
import { expect, type Locator, type Page } from '@playwright/test';

const ROUNDING = 0.5;

export type CellBox = { text: string; left: number; right: number; clipped: boolean };

/** The page itself never scrolls sideways. */
export async function expectNoSidewaysPageScroll(page: Page): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

/**
 * Every header and every rendered row's cells lie inside the table's scrolling box, which needs no
 * sideways scroll; no cell but those in `ellipsis` is clipped (its text wider than the cell).
 */
export async function expectTableFits(table: Locator, ellipsis: readonly string[]): Promise<void> {
  const result = await table.evaluate((element) => {
    const box = element.parentElement!;
    const outer = box.getBoundingClientRect();
    const headers = [...element.querySelectorAll('thead th')].map((th) => th.textContent ?? '');
    const rows = [...element.querySelectorAll<HTMLTableRowElement>('tbody tr:not(.spacer-row)')];
    const cells = [element.querySelector('thead tr') as HTMLTableRowElement, ...rows].flatMap(
      (row) =>
        [...row.cells].map((cell, index) => {
          const rect = cell.getBoundingClientRect();
          return {
            header: headers[index] ?? '',
            left: rect.left - outer.left,
            right: rect.right - outer.left,
            clipped: cell.scrollWidth > cell.clientWidth,
          };
        }),
    );
    return {
      width: box.clientWidth,
      scrollWidth: box.scrollWidth,
      rows: rows.length,
      cells,
    };
  });
  expect(result.rows).toBeGreaterThan(0);
  expect(result.scrollWidth).toBeLessThanOrEqual(result.width);
  const outside = result.cells.filter(
    (cell) => cell.left < -ROUNDING || cell.right > result.width + ROUNDING,
  );
  expect(outside).toEqual([]);
  const clipped = result.cells.filter((cell) => cell.clipped && !ellipsis.includes(cell.header));
  expect(clipped).toEqual([]);
}

/**
 * Each cell of the first row, scrolled into view as a focused link or a search result would be,
 * ends up whole inside the box and beside the sticky last column, never under it.
 */
export async function expectNoCellUnderStickyEnd(table: Locator): Promise<void> {
  const hidden = await table.evaluate((element) => {
    const box = element.parentElement!;
    const row = element.querySelector<HTMLTableRowElement>('tbody tr:not(.spacer-row)')!;
    const cells = [...row.cells];
    const sticky = cells.at(-1)!;
    const covered: string[] = [];
    cells.slice(0, -1).forEach((cell, index) => {
      cell.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      const rect = cell.getBoundingClientRect();
      const outer = box.getBoundingClientRect();
      const stickyLeft = sticky.getBoundingClientRect().left;
      if (rect.left < outer.left - 0.5 || rect.right > stickyLeft + 0.5) {
        covered.push(`column ${index + 1}: ${rect.left}–${rect.right}, sticky at ${stickyLeft}`);
      }
    });
    return covered;
  });
  expect(hidden).toEqual([]);
}

/**
 * Every box `selector` finds (a board's columns, its cards) lies whole across the page's width,
 * and nothing inside it sticks out of it or cuts its text short: no part of it is hidden.
 */
export async function expectBoxesFit(page: Page, selector: string): Promise<void> {
  const problems = await page.evaluate(
    ({ selector, rounding }) => {
      const width = document.documentElement.clientWidth;
      const boxes = [...document.querySelectorAll<HTMLElement>(selector)];
      if (!boxes.length) return [`nothing is ${selector}`];
      const found: string[] = [];
      for (const box of boxes) {
        const outer = box.getBoundingClientRect();
        const name = (box.textContent ?? '').trim().slice(0, 40);
        if (outer.left < -rounding || outer.right > width + rounding) {
          found.push(`«${name}» ${outer.left}–${outer.right}, page ${width} px`);
        }
        for (const inner of box.querySelectorAll<HTMLElement>('*')) {
          const rect = inner.getBoundingClientRect();
          if (rect.width === 0) continue;
          const text = (inner.textContent ?? '').trim().slice(0, 30);
          if (rect.left < outer.left - rounding || rect.right > outer.right + rounding) {
            found.push(`«${text}» sticks out of «${name}»`);
          }
          if (inner.clientWidth > 0 && inner.scrollWidth > inner.clientWidth + rounding) {
            found.push(`«${text}» cut short in «${name}»`);
          }
        }
      }
      return found;
    },
    { selector, rounding: ROUNDING },
  );
  expect(problems).toEqual([]);
}
