// JavaScript fetched before the sign-in screen's first contentful paint, on a cold load.
import type { Browser } from 'playwright-core';
import { newBenchContext, newBenchPage } from '../browser';
import { sizeOfUrl } from './bundle';

export type FirstPaintSample = {
  /** first-contentful-paint of /signin, ms from navigation start. */
  fcp: number;
  /** Build files (.js) whose request started before that paint, with their gzip sizes. */
  scripts: { name: string; gzip: number }[];
  gzipBytes: number;
};

export async function measureSignInFirstPaint(
  browser: Browser,
  webUrl: string,
  sizes: ReadonlyMap<string, number>,
): Promise<FirstPaintSample> {
  // A new context per run: empty HTTP cache, no session.
  const context = await newBenchContext(browser, webUrl);
  try {
    const page = await newBenchPage(context);
    await page.goto('/signin');
    const { fcp, urls } = await page.evaluate(
      () =>
        new Promise<{ fcp: number; urls: string[] }>((resolve) => {
          new PerformanceObserver((list, observer) => {
            const paint = list.getEntries().find((e) => e.name === 'first-contentful-paint');
            if (!paint) return;
            observer.disconnect();
            const urls = performance
              .getEntriesByType('resource')
              .filter(
                (e) => e.startTime <= paint.startTime && new URL(e.name).pathname.endsWith('.js'),
              )
              .map((e) => e.name);
            resolve({ fcp: paint.startTime, urls });
          }).observe({ type: 'paint', buffered: true });
        }),
    );
    const scripts = [...new Set(urls)].map((url) => ({
      name: new URL(url).pathname,
      gzip: sizeOfUrl(sizes, url),
    }));
    return { fcp, scripts, gzipBytes: scripts.reduce((sum, s) => sum + s.gzip, 0) };
  } finally {
    await context.close();
  }
}
