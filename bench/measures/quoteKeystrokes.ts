// One keystroke in a Cantidad of a 10-line quote: time to the paint of the frame that shows the
// line and the totals it changed (both come from the same render: docs/screens.md, "As typed").
import type { Browser, Page } from 'playwright-core';
import {
  newBenchContext,
  newBenchPage,
  readProbe,
  setProbe,
  settleFrames,
  signIn,
} from '../browser';
import type { KeystrokeSample } from '../inPage';

export const QUOTE_LINES = 10;

const quantityLabel = (line: number) => `Cantidad línea ${line}`;

/** Signed in, on the quote of `path`, with `QUOTE_LINES` lines priced and their totals shown. */
async function openTenLineQuote(browser: Browser, webUrl: string, path: string) {
  const context = await newBenchContext(browser, webUrl);
  const page = await newBenchPage(context);
  await signIn(page);
  await page.goto(path);
  const addLine = page.getByRole('button', { name: 'Añadir línea' });
  await addLine.waitFor();
  for (let line = 1; line <= QUOTE_LINES; line++) {
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

/** Focuses the field without scrolling, lets the focus settle, presses one key at a random phase. */
async function keystrokeIn(page: Page, label: string, key: string) {
  await page.evaluate((name) => {
    document.querySelector<HTMLInputElement>(`input[aria-label="${name}"]`)!.focus({
      preventScroll: true,
    });
  }, label);
  await settleFrames(page, 2);
  // A random moment within the display's 16.7 ms frame, as a person's keystroke would land.
  await new Promise((resolve) => setTimeout(resolve, Math.random() * 16.7));
  await page.keyboard.press(key);
}

/** `keystrokes` digits typed at the end of the lines' Cantidad, line after line. */
export async function measureQuoteKeystrokes(
  browser: Browser,
  webUrl: string,
  path: string,
  keystrokes: number,
): Promise<KeystrokeSample[]> {
  const { context, page } = await openTenLineQuote(browser, webUrl, path);
  try {
    const samples: KeystrokeSample[] = [];
    for (let i = 0; i < keystrokes; i++) {
      const line = 1 + (i % QUOTE_LINES);
      // A digit, then Backspace on the next round of the same line: the quantity stays in the
      // thousands, so every keystroke reprices a line that is priced.
      const key = Math.floor(i / QUOTE_LINES) % 2 === 0 ? String((i % 9) + 1) : 'Backspace';
      await setProbe(page, { followKeys: true, keystrokes: [] });
      await keystrokeIn(page, quantityLabel(line), key);
      await page.waitForFunction(() => window.__bench.keystrokes.length > 0);
      samples.push((await readProbe(page)).keystrokes[0]!);
      await setProbe(page, { followKeys: false });
    }
    return samples;
  } finally {
    await context.close();
  }
}
