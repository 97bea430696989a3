// /signin on a cold load: the JavaScript fetched before its first paint, then the same screen on a
// phone over a slow mobile network (Lighthouse's mobile preset).
import { measureSignInFirstPaint } from '../measures/firstPaint';
import { measureMobileSignIn } from '../measures/mobile';
import { figure } from '../stats';
import type { Step } from './step';

const KB = 1000;

export const signInFirstPaintStep: Step = {
  name: 'signInFirstPaint',
  uses: 'browser',
  async run({ browser, urls, sizes, runs, log }) {
    log(`sign-in first paint × ${runs.firstPaint}…`);
    const paints = [];
    for (let run = 0; run < runs.firstPaint; run++) {
      paints.push(await measureSignInFirstPaint(browser(), urls.web, sizes));
    }
    const figures = [
      figure(
        {
          id: 'signInFirstPaintJs',
          label: 'JS loaded for the first paint of /signin, gzip',
          unit: 'KB',
          budget: 170,
          method:
            'cold load; build .js files whose request started before first-contentful-paint (resource timing), gzip sizes summed',
        },
        paints.map((p) => p.gzipBytes / KB),
      ),
      figure(
        {
          id: 'signInFcp',
          label: '/signin first contentful paint (cold, local)',
          unit: 'ms',
          method: 'PerformanceObserver paint entry, from navigation start',
        },
        paints.map((p) => p.fcp),
      ),
    ];
    return { figures, details: { firstPaint: paints } };
  },
};

export const mobileSignInStep: Step = {
  name: 'mobileSignIn',
  uses: 'browser',
  async run({ browser, urls, sizes, runs, log }) {
    log(`sign-in on mobile: paint × ${runs.mobileFcp}, coverage × ${runs.mobileCoverage}…`);
    const mobile = await measureMobileSignIn(browser(), urls.web, sizes, {
      fcp: runs.mobileFcp,
      coverage: runs.mobileCoverage,
    });
    return { figures: mobile.figures, details: { mobileSignIn: mobile.details } };
  },
};
