// Informes (`Últimos 12 meses`, team-wide): from the report's answer to its tables and bars
// painted. The page's own work only: the answer is a few kilobytes whatever the data, its
// counting is the API's figure (measures/search.ts).
import type { Browser } from 'playwright-core';
import { newBenchContext, newBenchPage, signIn } from '../browser';

export type InformesPaintSample = {
  /** responseEnd of GET …/informes → first task after the paint of the frame after the commit. */
  answerToPaint: number;
  /** responseEnd → the commit that inserted the figures. */
  answerToCommit: number;
  /** Figures (sections) and table rows painted. */
  figures: number;
  rows: number;
};

const INFORMES = '/api/admin/informes';

declare global {
  interface Window {
    __informesPainted?: { inserted: number; painted: number } | null;
  }
}

/**
 * Installed before the app's code: notes when the figures' grid is inserted, then the first
 * task after the paint of the frame that follows. A commit made inside a frame's rendering steps
 * is painted in that frame, so this may count one frame more than the page took, never less.
 */
const PROBE = `
  window.__informesPainted = null;
  new MutationObserver((records, observer) => {
    if (!document.querySelector('.informes-figures')) return;
    observer.disconnect();
    const inserted = performance.now();
    requestAnimationFrame(() =>
      scheduler.postTask(() => {
        window.__informesPainted = { inserted, painted: performance.now() };
      }, { priority: 'user-blocking' }),
    );
  }).observe(document, { childList: true, subtree: true });
`;

export async function measureInformesPaint(
  browser: Browser,
  webUrl: string,
  runs: number,
): Promise<InformesPaintSample[]> {
  const context = await newBenchContext(browser, webUrl);
  try {
    const page = await newBenchPage(context);
    await signIn(page);
    await page.addInitScript({ content: PROBE });
    const samples: InformesPaintSample[] = [];
    for (let run = 0; run < runs; run++) {
      // A full load each run: the page, its code and the report fetched anew.
      await page.goto('/informes?periodo=ultimos-12');
      await page.waitForFunction(() => window.__informesPainted);
      const result = await page.evaluate((path) => {
        const entries = performance
          .getEntriesByType('resource')
          .filter((e) => e.name.includes(path)) as PerformanceResourceTiming[];
        return {
          count: entries.length,
          responseEnd: entries.at(-1)?.responseEnd ?? NaN,
          painted: window.__informesPainted!,
          figures: document.querySelectorAll('.informe-figure').length,
          rows: document.querySelectorAll('.informe-table tbody tr').length,
        };
      }, INFORMES);
      if (result.count !== 1)
        throw new Error(`Expected one ${INFORMES} request, saw ${result.count}`);
      if (result.painted.inserted < result.responseEnd) {
        throw new Error('The figures appeared before the answer');
      }
      samples.push({
        answerToPaint: result.painted.painted - result.responseEnd,
        answerToCommit: result.painted.inserted - result.responseEnd,
        figures: result.figures,
        rows: result.rows,
      });
    }
    return samples;
  } finally {
    await context.close();
  }
}
