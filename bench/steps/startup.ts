// `npm start` on an installed clone, timed with the bench's own stack stopped: nothing else may
// compete for the machine's cores meanwhile.
import { startOnce } from '../measures/startup';
import { figure } from '../stats';
import type { Step } from './step';

export const startupStep: Step = {
  name: 'startup',
  uses: 'machine',
  async run({ runs, log, hold }) {
    log(`npm start × ${runs.startup}…`);
    const starts = [];
    for (let run = 0; run < runs.startup; run++) {
      starts.push(
        await startOnce((kill) =>
          hold('startup', kill && { stop: async () => kill(), killNow: kill }),
        ),
      );
    }
    const total = figure(
      {
        id: 'npmStart',
        label: '`npm start` (installed clone): start → all three answer',
        unit: 's',
        budget: 20,
        method:
          'spawn of npm exec tsx → stack (dev mode, free ports, fresh data) reports all three answering',
      },
      starts.map((s) => s.totalMs / 1000),
    );
    return { figures: [total], details: { startup: starts } };
  },
};
