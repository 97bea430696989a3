// /signin of the production build on a mid-range phone over a slow mobile network, as Lighthouse's
// mobile preset describes one: its first contentful paint, and how much of the JavaScript it loaded
// it never ran.
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';

/** Lighthouse's mobile preset (slow 4G, a phone 4× slower than the machine, a Moto G Power screen). */
export const MOBILE = {
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
  cpuSlowdown: 4,
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
} as const;

/** A fresh context (empty cache, no session, no bench probe) with the phone's screen. */
async function mobilePage(
  browser: Browser,
  webUrl: string,
): Promise<{ context: BrowserContext; page: Page; cdp: CDPSession }> {
  const context = await browser.newContext({
    baseURL: webUrl,
    viewport: MOBILE.viewport,
    deviceScaleFactor: MOBILE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    locale: 'es-ES',
  });
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  const cdp = await context.newCDPSession(page);
  // Before the navigation: the document itself comes over the slow network to the slow CPU.
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: MOBILE.latencyMs,
    downloadThroughput: MOBILE.downloadBytesPerSecond,
    uploadThroughput: MOBILE.uploadBytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE.cpuSlowdown });
  return { context, page, cdp };
}

/** first-contentful-paint of the page, ms from navigation start (a page that never paints fails). */
const firstContentfulPaint = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        setTimeout(() => reject(new Error('/signin did not paint within 60 s')), 60_000);
        new PerformanceObserver((list, observer) => {
          const paint = list.getEntries().find((e) => e.name === 'first-contentful-paint');
          if (!paint) return;
          observer.disconnect();
          resolve(paint.startTime);
        }).observe({ type: 'paint', buffered: true });
      }),
  );

/**
 * Follows the page's requests from before its navigation. `quiet()` resolves once none has been in
 * flight for QUIET_MS (the app may start one late, once its code has run: a chunk it loads on
 * demand) and the page's main thread has then had an idle period.
 */
const QUIET_MS = 1000;
function followRequests(page: Page, cdp: CDPSession) {
  const inFlight = new Set<string>();
  let lastActivity = Date.now();
  cdp.on('Network.requestWillBeSent', ({ requestId }) => {
    inFlight.add(requestId);
    lastActivity = Date.now();
  });
  const ended = ({ requestId }: { requestId: string }) => {
    inFlight.delete(requestId);
    lastActivity = Date.now();
  };
  cdp.on('Network.loadingFinished', ended);
  cdp.on('Network.loadingFailed', ended);
  return {
    async quiet(): Promise<void> {
      for (;;) {
        await page.evaluate(
          () =>
            new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 5000 })),
        );
        const quietFor = Date.now() - lastActivity;
        if (inFlight.size === 0 && quietFor >= QUIET_MS) return;
        await new Promise((resolve) => setTimeout(resolve, Math.max(QUIET_MS - quietFor, 0) + 50));
      }
    },
  };
}

export type MobileFcpSample = {
  fcp: number;
  /** Build scripts fetched before the paint: bytes over the wire (encoded body) each. */
  scripts: { name: string; encodedBytes: number }[];
};

export async function measureMobileFcp(browser: Browser, webUrl: string): Promise<MobileFcpSample> {
  const { context, page } = await mobilePage(browser, webUrl);
  try {
    await page.goto('/signin');
    const fcp = await firstContentfulPaint(page);
    const scripts = await page.evaluate((paintAt) => {
      return performance
        .getEntriesByType('resource')
        .filter((e) => e.startTime <= paintAt && new URL(e.name).pathname.endsWith('.js'))
        .map((e) => ({
          name: new URL(e.name).pathname,
          encodedBytes: (e as PerformanceResourceTiming).encodedBodySize,
        }));
    }, fcp);
    return { fcp, scripts };
  } finally {
    await context.close();
  }
}

export type ScriptUsage = {
  name: string;
  /** Characters of the script, and those inside functions that never ran. */
  length: number;
  unused: number;
  /** gzip size of the file, and its share that is unused (Lighthouse's estimate of wasted bytes). */
  gzip: number;
  unusedGzip: number;
};

export type UnusedJsSample = {
  scripts: ScriptUsage[];
  /** Sums over the build's scripts the page loaded. */
  unusedGzipBytes: number;
  unusedBytes: number;
  /** The same gzip sum over the scripts that waste more than 20 KiB each, as Lighthouse reports. */
  lighthouseGzipBytes: number;
};

/** Lighthouse's unused-JavaScript audit leaves out every script that wastes this much or less. */
export const LIGHTHOUSE_IGNORE_BYTES = 20 * 1024;

type FunctionCoverage = {
  ranges: { startOffset: number; endOffset: number; count: number }[];
};

/**
 * Characters of a script that belong to no function that ran, from function-level coverage: V8
 * gives each function its range and a count (0: never called); nested ranges that never ran inside
 * one that did are unused too. The script's length is the end of its widest range (the script
 * itself is a function covering all of it).
 */
export function unusedCharacters(functions: readonly FunctionCoverage[]): {
  length: number;
  unused: number;
} {
  let length = 0;
  for (const fn of functions) for (const r of fn.ranges) length = Math.max(length, r.endOffset);
  const unusedAt = new Uint8Array(length);
  for (const fn of functions) {
    for (const r of fn.ranges) if (r.count === 0) unusedAt.fill(1, r.startOffset, r.endOffset);
  }
  let unused = 0;
  for (const flag of unusedAt) unused += flag;
  return { length, unused };
}

/**
 * Loads /signin with function-level precise coverage on (what Lighthouse's unused-JavaScript audit
 * records), waits until the page has painted and gone idle, and counts, for every script of the
 * build it loaded, the part no code ran.
 */
export async function measureUnusedJs(
  browser: Browser,
  webUrl: string,
  gzipSizes: ReadonlyMap<string, number>,
): Promise<UnusedJsSample> {
  const { context, page, cdp } = await mobilePage(browser, webUrl);
  try {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.startPreciseCoverage', { callCount: true, detailed: false });
    const requests = followRequests(page, cdp);
    await page.goto('/signin');
    await firstContentfulPaint(page);
    await requests.quiet();
    const { result } = await cdp.send('Profiler.takePreciseCoverage');
    await cdp.send('Profiler.stopPreciseCoverage');
    const origin = new URL(webUrl).origin;
    const scripts: ScriptUsage[] = [];
    for (const script of result) {
      if (!script.url.startsWith(`${origin}/`)) continue;
      const name = new URL(script.url).pathname.split('/').pop() ?? '';
      const gzip = gzipSizes.get(name);
      if (gzip === undefined) continue; // Not a file of the build (the HTML's inline code has none).
      const { length, unused } = unusedCharacters(script.functions);
      const unusedGzip = length ? Math.round((gzip * unused) / length) : 0;
      scripts.push({ name, length, unused, gzip, unusedGzip });
    }
    if (!scripts.length) throw new Error('No script of the build was covered on /signin');
    const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
    return {
      scripts,
      unusedGzipBytes: sum(scripts.map((s) => s.unusedGzip)),
      unusedBytes: sum(scripts.map((s) => s.unused)),
      lighthouseGzipBytes: sum(
        scripts.map((s) => s.unusedGzip).filter((bytes) => bytes > LIGHTHOUSE_IGNORE_BYTES),
      ),
    };
  } finally {
    await context.close();
  }
}
