// /signin of the production build on a mid-range phone over a slow mobile network, as Lighthouse's
// mobile preset describes one: its first contentful paint, and how much of the JavaScript it loaded
// it never ran.
import type { Browser } from 'playwright-core';
import { firstContentfulPaint, followRequests, mobilePage } from './mobilePage';

export type MobileFcpSample = {
  fcp: number;
  /** Build scripts fetched before the paint: bytes over the wire (encoded body) each. */
  scripts: { name: string; encodedBytes: number }[];
};

export async function measureMobileFcp(browser: Browser, webUrl: string): Promise<MobileFcpSample> {
  const { context, page } = await mobilePage(browser, webUrl);
  try {
    await page.goto('/signin');
    const fcp = await firstContentfulPaint(page, '/signin');
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
    await firstContentfulPaint(page, '/signin');
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
