// The size of the production build's JavaScript: the staff dashboard's, and apart from it the
// customer's link page's (enlace.html), which loads none of the dashboard's code.
import { totalBytes } from '../measures/bundle';
import { figure } from '../stats';
import type { Step } from './step';

const KB = 1000;

export const bundleStep: Step = {
  name: 'bundle',
  uses: 'stack',
  async run({ sizes, enlaceScripts, enlaceOwnScripts }) {
    // Only the link page's own scripts are left out of the staff build's figure: a chunk both
    // pages load (the runtime, the few contract modules they share) counts in both.
    const enlacePage = new Map([...sizes].filter(([name]) => enlaceScripts.has(name)));
    const staff = new Map([...sizes].filter(([name]) => !enlaceOwnScripts.has(name)));
    const total = figure(
      {
        id: 'bundleGzip',
        label: 'all JS of the staff build, gzip',
        unit: 'KB',
        budget: 200,
        method:
          "zlib gzip (level 6) of every .js in the build assets but the link page's own, summed; 1 KB = 1,000 bytes",
      },
      [totalBytes(staff) / KB],
    );
    const enlace = figure(
      {
        id: 'enlaceGzip',
        label: "JS of the customer's link page (/c/{token}), gzip",
        unit: 'KB',
        budget: 60,
        method:
          'zlib gzip (level 6) of every .js enlace.html loads (its module and its preloads), summed; 1 KB = 1,000 bytes',
      },
      [totalBytes(enlacePage) / KB],
    );
    return {
      figures: [total, enlace],
      details: {
        bundle: Object.fromEntries(sizes),
        enlace: [...enlaceScripts],
        enlaceOwn: [...enlaceOwnScripts],
      },
    };
  },
};
