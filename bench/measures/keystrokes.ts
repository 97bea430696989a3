// One keystroke in a cell of the 1,000-row price table: time to the next paint, and how many rows
// it re-rendered.
import type { Browser, Page } from 'playwright-core';
import { openSignedIn, readProbe, setProbe, settleFrames } from '../browser';
import type { KeystrokeSample } from '../inPage';
import { focusWithoutScrolling, timedKeystroke } from '../keystroke';

export type KeystrokeRun = {
  samples: KeystrokeSample[];
  /** Per keystroke: distinct rows whose React component rendered. */
  rowsRendered: number[];
  /** Per keystroke: distinct rows whose DOM changed. */
  rowsMutated: number[];
};

/** Accessible names of the number inputs fully inside the scroll container (no scrolling needed). */
async function visibleCells(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const box = document.querySelector('.table-scroll')!.getBoundingClientRect();
    const head = document.querySelector('.price-table thead')!.getBoundingClientRect();
    return [...document.querySelectorAll<HTMLInputElement>('tr.price-row input')]
      .filter((input) => {
        const r = input.getBoundingClientRect();
        return r.top >= head.bottom && r.bottom <= box.bottom && r.height > 0;
      })
      .map((input) => input.getAttribute('aria-label')!);
  });
}

/** Orders cells so that two keystrokes in a row never hit the same row. */
function spreadOrder(cells: string[]): string[] {
  const byColumn = new Map<string, string[]>();
  for (const cell of cells) {
    const column = cell.replace(/ fila \d+$/, '');
    byColumn.set(column, [...(byColumn.get(column) ?? []), cell]);
  }
  const columns = [...byColumn.values()];
  const order: string[] = [];
  for (let i = 0; order.length < cells.length; i++) {
    for (const column of columns) {
      const cell = column[(i * 2 + columns.indexOf(column)) % column.length];
      if (cell && !order.includes(cell)) order.push(cell);
    }
    if (i > cells.length * 2) break;
  }
  return order;
}

/** Signed in, on the table at `path`, its rows shown. `trackRows`: see Probe.trackRows. */
export async function openTabla(browser: Browser, webUrl: string, path: string, trackRows = false) {
  const { context, page } = await openSignedIn(browser, webUrl, path, { trackRows });
  await page.waitForSelector('tr.price-row input');
  // Nothing to time on the requests table here: the probe stays out of the page's frames.
  await setProbe(page, { watchFirstRows: false });
  await settleFrames(page, 5);
  return { context, page };
}

export async function measureKeystrokes(
  browser: Browser,
  webUrl: string,
  path: string,
  keystrokes: number,
  mode: 'latency' | 'renders',
): Promise<KeystrokeRun> {
  const { context, page } = await openTabla(browser, webUrl, path, mode === 'renders');
  try {
    const cells = spreadOrder(await visibleCells(page));
    if (cells.length < 6) throw new Error(`Only ${cells.length} cells in view`);
    const run: KeystrokeRun = { samples: [], rowsRendered: [], rowsMutated: [] };
    for (let i = 0; i < keystrokes; i++) {
      const cell = cells[i % cells.length]!;
      const key = String((i % 9) + 1);
      if (mode === 'latency') {
        run.samples.push(await timedKeystroke(page, cell, key));
      } else {
        // Count only what the keystroke causes: focusing is done before counting starts.
        await focusWithoutScrolling(page, cell);
        await setProbe(page, { countRows: true, activity: { rendered: [], mutated: [] } });
        await page.keyboard.press(key);
        await settleFrames(page, 3);
        const { activity } = await readProbe(page);
        await setProbe(page, { countRows: false });
        run.rowsRendered.push(new Set(activity.rendered).size);
        run.rowsMutated.push(new Set(activity.mutated).size);
      }
    }
    return run;
  } finally {
    await context.close();
  }
}
