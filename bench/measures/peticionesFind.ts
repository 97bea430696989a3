// Finding requests among 10,000: a keystroke in Buscar → the filtered rows painted, and a click on
// a column header → the sorted rows painted.
import type { Browser, Page } from 'playwright-core';
import { newBenchContext, newBenchPage, setProbe, settleFrames, signIn } from '../browser';

export type FindSample = {
  /** What was done: the search text after the keystroke, or the header and its direction. */
  action: string;
  /** keydown (or click) event.timeStamp → first task after the paint that showed the new rows. */
  ms: number;
  /** … of which event → the new rows committed to the DOM (the MutationObserver's callback). */
  commitMs: number;
  /** The count above the list once painted (`N de M peticiones`). */
  count: string;
};

export type FindRun = { search: FindSample[]; sort: FindSample[] };

type Armed = { start: number; committed: number; painted: number; count: string };

declare global {
  interface Window {
    __find?: Armed;
  }
}

/**
 * Arms the page for one action: the next keydown or click starts the clock; the first change the
 * action makes under `selector` (text, rows, aria-sort) stops it after the paint of the next frame.
 * The app commits a search or a sort in an ordinary task (a deferred render, a navigation), never
 * inside a frame's rendering steps, so the next frame is the one that shows it.
 */
function arm(page: Page, selector: string) {
  return page.evaluate((target) => {
    const armed: Armed = {
      start: Number.NaN,
      committed: Number.NaN,
      painted: Number.NaN,
      count: '',
    };
    window.__find = armed;
    const start = (event: Event) => {
      armed.start = event.timeStamp;
      removeEventListener('keydown', start, true);
      removeEventListener('click', start, true);
    };
    addEventListener('keydown', start, true);
    addEventListener('click', start, true);
    const observer = new MutationObserver(() => {
      if (Number.isNaN(armed.start)) return;
      observer.disconnect();
      armed.committed = performance.now();
      requestAnimationFrame(() => {
        const done = () => {
          armed.painted = performance.now();
          armed.count = document.querySelector('.peticiones-count')?.textContent ?? '';
        };
        if ('scheduler' in window)
          void window.scheduler.postTask(done, { priority: 'user-blocking' });
        else setTimeout(done, 0);
      });
    });
    observer.observe(document.querySelector(target)!, {
      subtree: true,
      childList: true,
      characterData: true,
      attributeFilter: ['aria-sort'],
    });
  }, selector);
}

async function finish(page: Page, action: string): Promise<FindSample> {
  await page.waitForFunction(() => !Number.isNaN(window.__find?.painted ?? Number.NaN), null, {
    timeout: 15_000,
  });
  const armed = (await page.evaluate(() => window.__find))!;
  return {
    action,
    ms: armed.painted - armed.start,
    commitMs: armed.committed - armed.start,
    count: armed.count,
  };
}

/** A random moment within the display's frame, as a person's key or click would land. */
const offBeat = () => new Promise((resolve) => setTimeout(resolve, Math.random() * 16.7));

const SORTED_HEADERS = ['Pedido', 'Fecha de Evento', 'Telefono', 'Recibido a día'];

export async function measurePeticionesFind(
  browser: Browser,
  webUrl: string,
  keystrokes: number,
): Promise<FindRun> {
  const context = await newBenchContext(browser, webUrl);
  try {
    const page = await newBenchPage(context);
    await signIn(page);
    await page.waitForSelector('tr.fixed-row');
    await setProbe(page, { watchFirstRows: false });
    await settleFrames(page, 5);
    const box = page.getByRole('searchbox', { name: 'Buscar' });
    const run: FindRun = { search: [], sort: [] };

    // Each keystroke narrows the list: "cliente 4" (about 1,100 rows), "cliente 47" (about 110),
    // "cliente 472" (about 11); then the box starts again from "cliente ".
    for (let i = 0; i < keystrokes; i++) {
      if (i % 3 === 0) {
        await box.fill('cliente ');
        await settleFrames(page, 5);
      }
      const digit = String(1 + Math.floor(Math.random() * 9));
      await arm(page, '.peticiones-count');
      await offBeat();
      await box.press(digit);
      run.search.push(await finish(page, await box.inputValue()));
      await settleFrames(page, 2);
    }

    await box.fill('');
    await settleFrames(page, 5);
    // Each header twice: ascending (its sort keys computed then), then descending.
    for (const header of SORTED_HEADERS) {
      const button = page.getByRole('columnheader', { name: header }).getByRole('button');
      for (const direction of ['ascending', 'descending']) {
        await arm(page, 'table');
        await offBeat();
        await button.click();
        run.sort.push(await finish(page, `${header} ${direction}`));
        await settleFrames(page, 3);
      }
    }
    return run;
  } finally {
    await context.close();
  }
}
