// The customer's link page (/c/{token}) on a phone over a slow mobile network (Lighthouse's mobile
// preset): a quote saved and its link made as staff do, then the link opened cold.
import { measureMobileEnlace, savedQuoteLink } from '../measures/mobileEnlace';
import { figure } from '../stats';
import type { Step } from './step';

const KB = 1000;
const THROTTLING =
  'cold load, CDP: 150 ms latency, 1.6 Mbps down, 750 Kbps up, CPU 4× slower, 412×823 screen';

export const mobileEnlaceStep: Step = {
  name: 'mobileEnlace',
  uses: 'browser',
  async run({ browser, urls, sizes, runs, log }) {
    log(`customer's link on mobile: a quote and its link, then ${runs.mobileEnlace} cold loads…`);
    const linkPath = await savedQuoteLink(urls);
    const samples = [];
    for (let run = 0; run < runs.mobileEnlace; run++) {
      samples.push(await measureMobileEnlace(browser(), urls.web, linkPath, sizes));
    }
    const figures = [
      figure(
        {
          id: 'enlaceMobileFcp',
          label:
            "customer's link /c/{token}, mobile (Lighthouse throttling): first contentful paint",
          unit: 'ms',
          budget: 1200,
          method: `${THROTTLING}; PerformanceObserver paint entry`,
        },
        samples.map((s) => s.fcp),
      ),
      figure(
        {
          id: 'enlaceMobileQuoteShown',
          label: '… the quote painted',
          unit: 'ms',
          method:
            'navigation start → first task after the paint of the frame after the quote’s title entered the DOM',
        },
        samples.map((s) => s.quoteShown),
      ),
      figure(
        {
          id: 'enlaceMobileJs',
          label: "customer's link, mobile: JS the page loaded, gzip",
          unit: 'KB',
          budget: 60,
          method:
            'build .js files in resource timing once the quote is painted and no request for 1 s; gzip sizes summed',
        },
        samples.map((s) => s.jsGzipBytes / KB),
      ),
    ];
    return { figures, details: { mobileEnlace: samples } };
  },
};
