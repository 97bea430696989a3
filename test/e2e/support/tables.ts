// Reading the app's tables, whose bodies are windowed: only the rows near the viewport are in the
// DOM, each carries its aria-rowindex, and the table's aria-rowcount counts every row (header too).
import { expect, type Locator } from '@playwright/test';

export type RenderedCell = {
  /** Trimmed text of the cell. */
  text: string;
  /** href of the cell's link, if any. */
  href: string | null;
  /** Value of the cell's input, if any. */
  input: string | null;
  /** aria-invalid of the cell's input, if any. */
  invalid: string | null;
};

export type RenderedRow = { rowIndex: number; cells: RenderedCell[] };

/** The body rows in the DOM right now (the window), in DOM order. */
export function renderedRows(table: Locator): Promise<RenderedRow[]> {
  return table.locator('tbody > tr[aria-rowindex]').evaluateAll((rows) =>
    rows.map((row) => ({
      rowIndex: Number(row.getAttribute('aria-rowindex')),
      cells: Array.from((row as HTMLTableRowElement).cells).map((cell) => {
        const input = cell.querySelector('input');
        return {
          // Runs of ordinary white space collapse; the non-breaking space before € is kept.
          text: (cell.textContent ?? '').replace(/[ \t\r\n]+/g, ' ').trim(),
          href: cell.querySelector('a')?.getAttribute('href') ?? null,
          input: input ? input.value : null,
          invalid: input ? input.getAttribute('aria-invalid') : null,
        };
      }),
    })),
  );
}

/** Number of body rows the table says it has (aria-rowcount minus the header row). */
export async function bodyRowCount(table: Locator): Promise<number> {
  return Number(await table.getAttribute('aria-rowcount')) - 1;
}

const lastIndex = (rows: RenderedRow[]) => Math.max(0, ...rows.map((row) => row.rowIndex));
const firstIndex = (rows: RenderedRow[]) => Math.min(...rows.map((row) => row.rowIndex));
// aria-rowindex counts from 1, and the header row is 1.
const FIRST_BODY_ROW = 2;

/**
 * Every body row of a windowed table, in order: scrolls its scroll container from the top a
 * viewport at a time, collecting the rows each window renders, then scrolls back to the top.
 */
export async function allRows(table: Locator): Promise<RenderedRow[]> {
  const total = await bodyRowCount(table);
  const scroller = table.locator('xpath=..');
  const collected = new Map<number, RenderedRow>();
  await scroller.evaluate((element) => element.scrollTo(0, 0));
  // The window follows the scroll a render later: read before it has, the rows are still those
  // of where the last call left it, and the first scroll from the top waits for rows past them.
  if (total > 0)
    await expect.poll(async () => firstIndex(await renderedRows(table))).toBe(FIRST_BODY_ROW);
  for (;;) {
    const rows = await renderedRows(table);
    for (const row of rows) collected.set(row.rowIndex, row);
    if (collected.size >= total) break;
    const before = lastIndex(rows);
    const moved = await scroller.evaluate((element) => {
      const top = element.scrollTop;
      element.scrollTop = top + element.clientHeight;
      return element.scrollTop > top;
    });
    if (!moved) throw new Error(`Rendered ${collected.size} of ${total} rows and cannot scroll on`);
    await expect.poll(async () => lastIndex(await renderedRows(table))).toBeGreaterThan(before);
  }
  await scroller.evaluate((element) => element.scrollTo(0, 0));
  return [...collected.values()].sort((a, b) => a.rowIndex - b.rowIndex);
}

/**
 * Asserts the header texts of a table, in order. A retrying assertion: the table may still be
 * loading when it is called, and a one-off read of an empty header would fail the test by timing.
 */
export async function expectColumnHeaders(
  table: Locator,
  headers: readonly string[],
  message?: string,
): Promise<void> {
  await expect(table.locator('thead th'), message).toHaveText([...headers]);
}
