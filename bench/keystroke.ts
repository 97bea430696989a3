// A keystroke in a field as a person's would land, and the time to the frame that shows it.
import type { Page } from 'playwright-core';
import { readProbe, setProbe, settleFrames } from './browser';
import type { KeystrokeSample } from './inPage';

/** Focuses the input named `label` without scrolling, and lets the focus settle. */
export async function focusWithoutScrolling(page: Page, label: string): Promise<void> {
  await page.evaluate((name) => {
    document.querySelector<HTMLInputElement>(`input[aria-label="${name}"]`)!.focus({
      preventScroll: true,
    });
  }, label);
  await settleFrames(page, 2);
}

/** Focuses the field, then presses one key at a random phase of the frame. */
async function keystrokeIn(page: Page, label: string, key: string): Promise<void> {
  await focusWithoutScrolling(page, label);
  // A random moment within the display's 16.7 ms frame, as a person's keystroke would land: without
  // it every key would arrive at the same phase, just after a frame.
  await new Promise((resolve) => setTimeout(resolve, Math.random() * 16.7));
  await page.keyboard.press(key);
}

/** One key pressed in the field named `label`: the probe's sample of it, to the next paint. */
export async function timedKeystroke(
  page: Page,
  label: string,
  key: string,
): Promise<KeystrokeSample> {
  await setProbe(page, { followKeys: true, keystrokes: [] });
  await keystrokeIn(page, label, key);
  await page.waitForFunction(() => window.__bench.keystrokes.length > 0);
  const [sample] = (await readProbe(page)).keystrokes;
  await setProbe(page, { followKeys: false });
  return sample!;
}
