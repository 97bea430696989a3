// The size of all the JavaScript the production build holds.
import { totalBytes } from '../measures/bundle';
import { figure } from '../stats';
import type { Step } from './step';

const KB = 1000;

export const bundleStep: Step = {
  name: 'bundle',
  uses: 'stack',
  async run({ sizes }) {
    const total = figure(
      {
        id: 'bundleGzip',
        label: 'all JS of the production build, gzip',
        unit: 'KB',
        budget: 200,
        method: 'zlib gzip (level 6) of every .js in the build assets, summed; 1 KB = 1,000 bytes',
      },
      [totalBytes(sizes) / KB],
    );
    return { figures: [total], details: { bundle: Object.fromEntries(sizes) } };
  },
};
