// The built API under load, on PostgreSQL and on PGlite, and its memory afterwards. The browser is
// closed by then: the load needs only the stack's Auth Emulator.
import { measureApi } from '../measures/api';
import type { Step } from './step';

export const apiStep: Step = {
  name: 'api',
  uses: 'stack',
  async run({ urls, workDir, runs, log, hold }) {
    const api = await measureApi({
      authEmulatorUrl: urls.authEmulator,
      workDir,
      runs: runs.apiLoad,
      runMs: runs.apiLoadMs,
      track: (handle) => hold('apis', handle),
      log,
    });
    return { figures: api.figures, details: { api: api.details } };
  },
};
