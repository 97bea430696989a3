// The 1,000-row price table as a spreadsheet: a pasted block, its undo, arrow-key moves.
import { measureSpreadsheet } from '../measures/spreadsheet';
import { BENCH_DEFAULTS } from '../seed/benchData';
import { figure, percentile } from '../stats';
import { BIG_TABLE } from './keystrokes';
import type { Step } from './step';

export const spreadsheetStep: Step = {
  name: 'spreadsheet',
  uses: 'browser',
  async run({ browser, urls, runs, log }) {
    const rows = BENCH_DEFAULTS.priceRows;
    log(`spreadsheet: paste of ${rows} × 3, undo, arrows × ${runs.spreadsheet}…`);
    const sheets = [];
    for (let run = 0; run < runs.spreadsheet; run++) {
      sheets.push(await measureSpreadsheet(browser(), urls.web, BIG_TABLE, rows, runs.arrowMoves));
    }
    const figures = [
      figure(
        {
          id: 'pasteToPaint',
          label: `price table (1,000 rows): paste of a 1,000 × 3 block → painted`,
          unit: 'ms',
          budget: 100,
          method:
            'paste event dispatched on Coste fila 1 → first task after the paint following the commit',
        },
        sheets.map((s) => s.pasteMs),
      ),
      figure(
        {
          id: 'undoPasteToPaint',
          label: '… its undo (Ctrl+Z) → painted',
          unit: 'ms',
          budget: 50,
          method: 'keydown Ctrl+Z dispatched → first task after the paint following the commit',
        },
        sheets.map((s) => s.undoMs),
      ),
      figure(
        {
          id: 'arrowMoveToPaintP95',
          label: 'price table: arrow key → focus moved and painted, p95',
          unit: 'ms',
          budget: 16,
          method: 'keydown ArrowDown/ArrowUp dispatched → first task after the next paint',
        },
        sheets.map((s) => percentile(s.arrowMs, 95)),
      ),
    ];
    return { figures, details: { spreadsheet: sheets } };
  },
};
