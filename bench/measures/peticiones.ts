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
      const answered = page.waitForResponse((r) => r.url().includes(SINASIGNAR));
      await page.reload();
      const rowsAnswered = ((await (await answered).json()) as { data: unknown[] }).data.length;
      await page.waitForFunction(() => window.__bench.firstRows !== null);
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
      await page.waitForTimeout(300);
      await cdp.send('HeapProfiler.collectGarbage');
      const { usedSize } = await cdp.send('Runtime.getHeapUsage');
      samples.push({
        answerToPaint: first.painted - fetch.responseEnd,
        answerToCommit: first.inserted - fetch.responseEnd,
        fetchMs: fetch.responseEnd - fetch.startTime,
        rowsAnswered,
        rowsInDom: first.rowsInDom,
        tableNodes: first.tableNodes,
        duringFrame: first.duringFrame,
        heapBytes: usedSize,
      });
    }
    return samples;
  } finally {
    await context.close();
  }
}
