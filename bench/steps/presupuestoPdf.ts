// The PDF of a 10-line quote at the API, p95, on each engine (bench/README.md, "The quote's PDF").
import type { ApiMode } from '../api/apiServers';
import { POSTGRES_MISSING } from '../api/figures';
import { measurePresupuestoPdf } from '../measures/presupuestoPdf';
import { figure, notMeasured, percentile, type Figure } from '../stats';
import type { Step } from './step';

const LABEL: Record<ApiMode, string> = { postgres: 'PostgreSQL', pglite: 'PGlite' };

export const presupuestoPdfStep: Step = {
  name: 'quotePdf',
  uses: 'stack',
  async run({ urls, workDir, runs, log, hold }) {
    const samples = await measurePresupuestoPdf({
      authEmulatorUrl: urls.authEmulator,
      workDir,
      runs: runs.quotePdf,
      calls: runs.quotePdfCalls,
      track: (apis) => hold('quotePdfApis', apis),
      log,
    });
    const figures = (['pglite', 'postgres'] as const).map((mode): Figure => {
      const spec = {
        id: `quotePdfP95_${mode}`,
        label: `PDF of a 10-line quote at the API on ${LABEL[mode]}, p95`,
        unit: 'ms',
        budget: 200,
        method: 'GET …/presupuestos/{id}/pdf one call at a time, call → last byte; p95 of each run',
      };
      const runsOf = samples[mode];
      return runsOf
        ? figure(
            spec,
            runsOf.map((times) => percentile(times, 95)),
          )
        : notMeasured(spec, POSTGRES_MISSING);
    });
    return { figures, details: { quotePdf: samples } };
  },
};
