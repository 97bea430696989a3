// /signin on Lighthouse's mobile preset: first contentful paint and unused JavaScript, as figures.
import type { Browser } from 'playwright-core';
import { figure, type Figure } from '../stats';
import {
  measureMobileFcp,
  measureUnusedJs,
  type MobileFcpSample,
  type UnusedJsSample,
} from './mobileSignIn';

const KB = 1000;

export type MobileDetails = { fcp: MobileFcpSample[]; unusedJs: UnusedJsSample[] };

export async function measureMobileSignIn(
  browser: Browser,
  webUrl: string,
  sizes: ReadonlyMap<string, number>,
  runs: { fcp: number; coverage: number },
): Promise<{ figures: Figure[]; details: MobileDetails }> {
  const fcp: MobileFcpSample[] = [];
  for (let run = 0; run < runs.fcp; run++) fcp.push(await measureMobileFcp(browser, webUrl));
  // Separate loads: coverage slows the page's code down, and the paint is timed without it.
  const unusedJs: UnusedJsSample[] = [];
  for (let run = 0; run < runs.coverage; run++) {
    unusedJs.push(await measureUnusedJs(browser, webUrl, sizes));
  }
  const figures = [
    figure(
      {
        id: 'signInMobileFcp',
        label: '/signin, mobile (Lighthouse throttling): first contentful paint',
        unit: 'ms',
        budget: 1500,
        method:
          'cold load, CDP: 150 ms latency, 1.6 Mbps down, 750 Kbps up, CPU 4× slower, 412×823 screen; PerformanceObserver paint entry',
      },
      fcp.map((s) => s.fcp),
    ),
    figure(
      {
        id: 'signInMobileUnusedJs',
        label: '/signin, mobile: JS loaded but not run once idle, gzip',
        unit: 'KB',
        budget: 20,
        method:
          'function-level precise coverage (CDP Profiler) until painted and quiet; per build script, its gzip size × its unused share, summed',
      },
      unusedJs.map((s) => s.unusedGzipBytes / KB),
    ),
    figure(
      {
        id: 'signInMobileUnusedJsLighthouse',
        label: "… as Lighthouse's audit counts it (scripts wasting > 20 KiB only)",
        unit: 'KB',
        method: 'the same sum over the scripts whose unused share exceeds 20 KiB',
      },
      unusedJs.map((s) => s.lighthouseGzipBytes / KB),
    ),
  ];
  return { figures, details: { fcp, unusedJs } };
}
