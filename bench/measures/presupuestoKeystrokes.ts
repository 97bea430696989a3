// One keystroke in a Cantidad of a 10-line quote: time to the paint of the frame that shows the
// line and the totals it changed (both come from the same render: docs/screens.md, "As typed").
import type { Browser } from 'playwright-core';
import { openSignedIn, setProbe, settleFrames } from '../browser';
import type { KeystrokeSample } from '../inPage';
import { timedKeystroke } from '../keystroke';

export const PRESUPUESTO_LINES = 10;

const quantityLabel = (line: number) => `Cantidad línea ${line}`;

/** Signed in, on the quote of `path`, with `PRESUPUESTO_LINES` lines priced and their totals shown. */
async function openTenLineQuote(browser: Browser, webUrl: string, path: string) {
  const { context, page } = await openSignedIn(browser, webUrl, path);
  const addLine = page.getByRole('button', { name: 'Añadir línea' });
  await addLine.waitFor();
  for (let line = 1; line <= PRESUPUESTO_LINES; line++) {
    if (line > 1) await addLine.click();
    // Thousands clear every table's smallest tier, so each line is priced and adds to the totals.
    await page.getByLabel(quantityLabel(line), { exact: true }).fill(String(1000 * line));
    if (line % 2 === 0) {
      const print = page.getByLabel(`Impresión línea ${line}`, { exact: true });
      await print.selectOption({ index: 1 + (line % 4) });
    }
  }
  await page.getByText('Total', { exact: true }).waitFor();
  await setProbe(page, { watchFirstRows: false });
  await settleFrames(page, 5);
  return { context, page };
}

/** `keystrokes` digits typed at the end of the lines' Cantidad, line after line. */
export async function measurePresupuestoKeystrokes(
  browser: Browser,
  webUrl: string,
  path: string,
  keystrokes: number,
): Promise<KeystrokeSample[]> {
  const { context, page } = await openTenLineQuote(browser, webUrl, path);
  try {
    const samples: KeystrokeSample[] = [];
    for (let i = 0; i < keystrokes; i++) {
      const line = 1 + (i % PRESUPUESTO_LINES);
      // A digit, then Backspace on the next round of the same line: the quantity stays in the
      // thousands, so every keystroke reprices a line that is priced.
      const key = Math.floor(i / PRESUPUESTO_LINES) % 2 === 0 ? String((i % 9) + 1) : 'Backspace';
      samples.push(await timedKeystroke(page, quantityLabel(line), key));
    }
    return samples;
  } finally {
    await context.close();
  }
}
