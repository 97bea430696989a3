// The 1,000-row price table as a spreadsheet: a 1,000 × 3 block pasted from its first Coste cell,
// its undo, and arrow-key moves from cell to cell, each timed from the event to the paint after it.
import type { Browser, Page } from 'playwright-core';
import { openTabla } from './keystrokes';

export type SpreadsheetRun = { pasteMs: number; undoMs: number; arrowMs: number[] };

/**
 * In the page: dispatches `event` on the focused element and resolves with the time from just
 * before it to the first task after the paint of the frame that followed React's next commit (or,
 * when the event commits nothing, such as a focus move, the next frame).
 */
async function timeToPaint(
  page: Page,
  event: { kind: 'paste'; text: string } | { kind: 'key'; key: string; ctrl?: boolean },
): Promise<number> {
  return page.evaluate(async (spec) => {
    type Hook = { onCommitFiberRoot: (...args: unknown[]) => void };
    const hook = (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: Hook })
      .__REACT_DEVTOOLS_GLOBAL_HOOK__;
    const target = document.activeElement as HTMLElement;
    const committed = new Promise<void>((resolve) => {
      const original = hook.onCommitFiberRoot;
      hook.onCommitFiberRoot = (...args: unknown[]) => {
        hook.onCommitFiberRoot = original;
        original(...args);
        resolve();
      };
    });
    const afterPaint = () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() =>
          window.scheduler.postTask(() => resolve(performance.now()), {
            priority: 'user-blocking',
          }),
        ),
      );
    const start = performance.now();
    if (spec.kind === 'paste') {
      const data = new DataTransfer();
      data.setData('text/plain', spec.text);
      target.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
      await committed;
    } else {
      target.dispatchEvent(
        new KeyboardEvent('keydown', {
          key: spec.key,
          ctrlKey: spec.ctrl ?? false,
          bubbles: true,
          cancelable: true,
        }),
      );
      if (spec.ctrl) await committed;
    }
    return (await afterPaint()) - start;
  }, event);
}

export async function measureSpreadsheet(
  browser: Browser,
  webUrl: string,
  path: string,
  rows: number,
  arrowMoves: number,
): Promise<SpreadsheetRun> {
  const { context, page } = await openTabla(browser, webUrl, path);
  try {
    // Coste, Mark-up 35% (dropped, as the table computes it) and Venta Real of every row.
    const block = Array.from(
      { length: rows },
      (_, i) => `${(2 - i / rows).toFixed(3)}\t0\t${(3 - i / rows).toFixed(3)}`,
    ).join('\r\n');
    await page.getByRole('textbox', { name: 'Coste fila 1', exact: true }).focus();
    const pasteMs = await timeToPaint(page, { kind: 'paste', text: block });
    const pasted = await page
      .getByRole('textbox', { name: 'Coste fila 1', exact: true })
      .inputValue();
    if (pasted !== '2') throw new Error(`The paste did not land: Coste fila 1 is ${pasted}`);
    const undoMs = await timeToPaint(page, { kind: 'key', key: 'z', ctrl: true });
    const undone = await page
      .getByRole('textbox', { name: 'Coste fila 1', exact: true })
      .inputValue();
    if (undone === '2') throw new Error('The undo did not take the paste back');

    const arrowMs: number[] = [];
    for (let i = 0; i < arrowMoves; i++) {
      // Down through the rows in view and back up, so no move needs a scroll.
      const key = Math.floor(i / 5) % 2 === 0 ? 'ArrowDown' : 'ArrowUp';
      arrowMs.push(await timeToPaint(page, { kind: 'key', key }));
    }
    const focused = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    if (!focused?.startsWith('Coste fila')) throw new Error(`Focus left the column: ${focused}`);
    return { pasteMs, undoMs, arrowMs };
  } finally {
    await context.close();
  }
}
