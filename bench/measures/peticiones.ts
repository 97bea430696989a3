// The request queue with 10,000 unassigned requests: from the answer to the painted rows, the DOM
// it leaves and the JS heap it keeps.
import type { Browser } from 'playwright-core';
import { newBenchContext, newBenchPage, readProbe, signIn } from '../browser';

export type PeticionesSample = {
  /** responseEnd of GET …/peticiones/sinasignar → after the paint that showed the first rows. */
  answerToPaint: number;
  /** responseEnd → the commit that inserted the rows (parse, store, render, commit). */
  answerToCommit: number;
  /** Request start → responseEnd (server and network: context, not the app's work). */
  fetchMs: number;
  rowsAnswered: number;
  rowsInDom: number;
  tableNodes: number;
  /** The rows were committed inside a frame (RTK notifies in requestAnimationFrame). */
  duringFrame: boolean;
  /** Used JS heap after a forced garbage collection, bytes. */
  heapBytes: number;
};

const SINASIGNAR = '/api/admin/peticiones/sinasignar';

export async function measurePeticiones(
  browser: Browser,
  webUrl: string,
  runs: number,
): Promise<PeticionesSample[]> {
  const context = await newBenchContext(browser, webUrl);
  try {
    const page = await newBenchPage(context);
    const cdp = await context.newCDPSession(page);
    await signIn(page);
    const samples: PeticionesSample[] = [];
    for (let run = 0; run < runs; run++) {
      // A reload keeps the session (sessionStorage) and starts the page, its heap and its fetch anew.
      await page.reload();
      await page.waitForFunction(() => window.__bench.firstRows !== null);
      // How many rows the table says it holds, read once it is painted: reading the answer's body
      // through the DevTools protocol instead would make the browser hand megabytes to this process
      // while the page is still building its rows, and the page would pay for it.
      const rowCount = await page.locator('table.peticiones-table').getAttribute('aria-rowcount');
      const rowsAnswered = Number(rowCount) - 1;
      const probe = await readProbe(page);
      const fetch = await page.evaluate((path) => {
        const entries = performance
          .getEntriesByType('resource')
          .filter((e) => e.name.includes(path)) as PerformanceResourceTiming[];
        const last = entries.at(-1)!;
        return { count: entries.length, startTime: last.startTime, responseEnd: last.responseEnd };
      }, SINASIGNAR);
      if (fetch.count !== 1)
        throw new Error(`Expected one ${SINASIGNAR} request, saw ${fetch.count}`);
      const first = probe.firstRows!;
      if (first.inserted < fetch.responseEnd) throw new Error('Rows appeared before the answer');
      samples.push({
        answerToPaint: first.painted - fetch.responseEnd,
        answerToCommit: first.inserted - fetch.responseEnd,
        fetchMs: fetch.responseEnd - fetch.startTime,
        rowsAnswered,
        rowsInDom: first.rowsInDom,
        tableNodes: first.tableNodes,
        duringFrame: first.duringFrame,
        heapBytes: 0,
      });
    }
    // The heap, in reloads of its own after the timed ones: the DevTools protocol's forced garbage
    // collection leaves the page slower at building the next load's rows, run after run.
    for (const sample of samples) {
      await page.reload();
      await page.waitForFunction(() => window.__bench.firstRows !== null);
      await page.waitForTimeout(300);
      await cdp.send('HeapProfiler.collectGarbage');
      sample.heapBytes = (await cdp.send('Runtime.getHeapUsage')).usedSize;
    }
    return samples;
  } finally {
    await context.close();
  }
}
