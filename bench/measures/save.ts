// Saving a 200-row table through the UI (Guardar → success alert) against the same 200 POSTs sent
// by a bare sequential fetch loop in the same page.
import type { Browser, Request } from 'playwright-core';
import { readProbe, setProbe, settleFrames } from '../browser';
import { openTabla } from './keystrokes';

export const SAVE_SUCCESS = 'Datos guardados con éxito';

export type SaveRun = { uiMs: number; loopMs: number; loopFirst: boolean };

type LoopCall = { url: string; authorization: string; bodies: string[] };

export async function measureSave(
  browser: Browser,
  webUrl: string,
  tablePath: string,
  apiTableUrl: string,
  expectedRows: number,
  runs: number,
): Promise<SaveRun[]> {
  const { context, page } = await openTabla(browser, webUrl, tablePath);
  try {
    const rows = await page.locator('table.price-table').getAttribute('aria-rowcount');
    if (Number(rows) !== expectedRows + 1)
      throw new Error(`Expected ${expectedRows} rows, table says ${rows}`);

    let sent: Request[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/update')) sent.push(request);
    });

    /** The click on Guardar → the success alert; returns what the UI sent. */
    const saveThroughUi = async () => {
      sent = [];
      await setProbe(page, { alerts: [], clicks: [] });
      const reloaded = page.waitForResponse(
        (r) => r.request().method() === 'GET' && r.url() === apiTableUrl,
      );
      // Waiting for the alert itself, not polling for it: Playwright's waitForFunction polls on
      // every animation frame, and those frames (rendered for nothing) would be counted as the UI's
      // time, which the plain loop, run inside one evaluate, never pays.
      const alerted = page.waitForEvent('dialog', { timeout: 60_000 });
      await page.getByRole('button', { name: 'Guardar' }).first().click();
      await alerted;
      const probe = await readProbe(page);
      const alert = probe.alerts[0]!;
      const click = probe.clicks.find((c) => c.text === 'Guardar')!;
      if (alert.message !== SAVE_SUCCESS) throw new Error(`Save failed: ${alert.message}`);
      if (sent.length !== expectedRows) throw new Error(`The UI sent ${sent.length} rows`);
      const requests = sent;
      // After success the table reloads once; what follows starts from the reloaded table.
      await reloaded;
      await page.getByRole('button', { name: 'Guardar' }).first().waitFor({ state: 'visible' });
      await page.waitForFunction(() => !document.querySelector('.save-status'));
      await settleFrames(page, 3);
      return { ms: alert.at - click.at, requests };
    };

    /** The same bodies, same URL, same token, awaited one by one in a plain loop in the page. */
    const saveThroughLoop = async (call: LoopCall) => {
      sent = [];
      const ms = await page.evaluate(async ({ url, authorization, bodies }) => {
        const start = performance.now();
        for (const body of bodies) {
          const response = await fetch(url, {
            method: 'POST',
            headers: { Authorization: authorization, 'Content-Type': 'application/json' },
            body,
          });
          if (!response.ok) throw new Error(`HTTP ${response.status}`);
        }
        return performance.now() - start;
      }, call);
      if (sent.length !== expectedRows) throw new Error(`The loop sent ${sent.length} rows`);
      await settleFrames(page, 3);
      return ms;
    };

    const results: SaveRun[] = [];
    let call: LoopCall | undefined;
    for (let run = 0; run < runs; run++) {
      // Alternating which goes first cancels any drift of the server between the two.
      const loopFirst = call !== undefined && run % 2 === 1;
      const loopBefore = loopFirst ? await saveThroughLoop(call!) : undefined;
      const ui = await saveThroughUi();
      const bodies = ui.requests.map((request) => request.postData()!);
      if (call && bodies.join('\n') !== call.bodies.join('\n'))
        throw new Error('The UI sent different bodies from one save to the next');
      call ??= {
        url: ui.requests[0]!.url(),
        authorization: (await ui.requests[0]!.allHeaders())['authorization']!,
        bodies,
      };
      const loopMs = loopBefore ?? (await saveThroughLoop(call));
      results.push({ uiMs: ui.ms, loopMs, loopFirst });
    }
    return results;
  } finally {
    await context.close();
  }
}
