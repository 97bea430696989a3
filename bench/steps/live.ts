// A live change on the 10,000-request page: one request added through the order form, then taken.
import { measureLive } from '../measures/live';
import { figure } from '../stats';
import type { Step } from './step';

export const liveStep: Step = {
  name: 'live',
  uses: 'browser',
  async run({ browser, urls, runs, log }) {
    log(`live changes × ${runs.live} (added, then removed)…`);
    const live = await measureLive(browser(), urls, runs.live);
    const figures = [
      figure(
        {
          id: 'liveChangeToPaint',
          label: 'requests (10,000): live change arrived → painted',
          unit: 'ms',
          method:
            "the event's arrival in the page (the bench's wrapper of the stream's fetch) → first task after the paint of the frame that showed its commit; order form POST and Asignar through the API",
        },
        live.map((s) => s.ms),
      ),
      figure(
        {
          id: 'liveChangeFrames',
          label: '… frames from arrival to that paint',
          unit: 'frames',
          budget: 1,
          budgetOn: 'max',
          method: 'requestAnimationFrame starts after the arrival, up to the frame that showed it',
        },
        live.map((s) => s.frames),
      ),
      figure(
        {
          id: 'liveRowsRendered',
          label: 'rows re-rendered by a live change',
          unit: 'rows',
          budget: 2,
          budgetOn: 'max',
          method: "distinct table rows whose React component rendered (React's commit hook)",
        },
        live.map((s) => s.rowsRendered),
      ),
    ];
    return { figures, details: { live } };
  },
};
