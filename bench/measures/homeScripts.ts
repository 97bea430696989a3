// JavaScript `/` fetches, signed in, before its requests' first rows are painted: what a session's
// first page costs (docs/decisions.md, "Few chunks, by what loads together").
import type { Browser } from 'playwright-core';
import { newBenchContext, newBenchPage, readProbe, signIn } from '../browser';
import { sizeOfUrl } from './bundle';

export type HomeScriptsSample = {
  /** Build files (.js) whose request started before the first rows' paint, with gzip sizes. */
  scripts: { name: string; gzip: number }[];
  gzipBytes: number;
};

export async function measureHomeScripts(
  browser: Browser,
  webUrl: string,
  sizes: ReadonlyMap<string, number>,
): Promise<HomeScriptsSample> {
  const context = await newBenchContext(browser, webUrl);
  try {
    const page = await newBenchPage(context);
    await signIn(page);
    // A new document with the session (sessionStorage) and nothing cached: every script is
    // fetched, so each one has its resource timing entry.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await page.goto('/');
    await page.waitForFunction(() => window.__bench.firstRows !== null);
    const painted = (await readProbe(page)).firstRows!.painted;
    const urls = await page.evaluate(
      (before) =>
        performance
          .getEntriesByType('resource')
          .filter((e) => e.startTime <= before && new URL(e.name).pathname.endsWith('.js'))
          .map((e) => e.name),
      painted,
    );
    const scripts = [...new Set(urls)].map((url) => ({
      name: new URL(url).pathname,
      gzip: sizeOfUrl(sizes, url),
    }));
    return { scripts, gzipBytes: scripts.reduce((sum, s) => sum + s.gzip, 0) };
  } finally {
    await context.close();
  }
}
