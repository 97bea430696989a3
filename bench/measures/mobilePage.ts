// A page on a mid-range phone over a slow mobile network, as Lighthouse's mobile preset describes
// one: the context that applies it, its first contentful paint, and the wait until it is quiet.
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
export async function mobilePage(
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
export const firstContentfulPaint = (page: Page, what: string) =>
  page.evaluate(
    (what) =>
      new Promise<number>((resolve, reject) => {
        setTimeout(() => reject(new Error(`${what} did not paint within 60 s`)), 60_000);
        new PerformanceObserver((list, observer) => {
          const paint = list.getEntries().find((e) => e.name === 'first-contentful-paint');
          if (!paint) return;
          observer.disconnect();
          resolve(paint.startTime);
        }).observe({ type: 'paint', buffered: true });
      }),
    what,
  );

/**
 * Follows the page's requests from before its navigation. `quiet()` resolves once none has been in
 * flight for QUIET_MS (the app may start one late, once its code has run: a chunk it loads on
 * demand) and the page's main thread has then had an idle period.
 */
const QUIET_MS = 1000;
export function followRequests(page: Page, cdp: CDPSession) {
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
