// Informes: the report's answer → its tables and bars painted (bench/README.md, "Informes").
import { measureInformesPaint } from '../measures/informesPaint';
import { figure } from '../stats';
import type { Step } from './step';

export const informesStep: Step = {
  name: 'informes',
  uses: 'browser',
  async run({ browser, urls, runs, log }) {
    log(`informes: Últimos 12 meses × ${runs.informesPaint}…`);
    const samples = await measureInformesPaint(browser(), urls.web, runs.informesPaint);
    if (samples.some((s) => s.figures < 9 || s.rows === 0)) {
      throw new Error('Informes painted fewer than its nine figures');
    }
    const figures = [
      figure(
        {
          id: 'informesAnswerToPaint',
          label: 'Informes, Últimos 12 meses: answer received → tables and bars painted',
          unit: 'ms',
          budget: 200,
          method:
            'resource timing responseEnd of GET …/informes → first task after the paint of the frame after the MutationObserver saw the figures',
        },
        samples.map((s) => s.answerToPaint),
      ),
      figure(
        {
          id: 'informesAnswerToCommit',
          label: '… of which answer → figures committed to the DOM',
          unit: 'ms',
          method: 'responseEnd → MutationObserver callback for the inserted figures',
        },
        samples.map((s) => s.answerToCommit),
      ),
    ];
    return { figures, details: { informes: samples } };
  },
};
