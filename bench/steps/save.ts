// Saving 200 rows through the UI, against a bare fetch loop of the same requests in the same page.
import { measureSave } from '../measures/save';
import { BENCH_DEFAULTS } from '../seed/benchData';
import { figure, median } from '../stats';
import type { Step } from './step';

export const saveStep: Step = {
  name: 'save',
  uses: 'browser',
  async run({ browser, urls, runs, log }) {
    const { saveTable, saveRows } = BENCH_DEFAULTS;
    log(`save of ${saveRows} rows × ${runs.save} (UI and loop)…`);
    const saves = await measureSave(
      browser(),
      urls.web,
      `/precios/serigrafias/${saveTable}`,
      `${urls.api}/api/admin/tablas/${saveTable}`,
      saveRows,
      runs.save,
    );
    const uiMedian = median(saves.map((s) => s.uiMs));
    const loopMedian = median(saves.map((s) => s.loopMs));
    const figures = [
      figure(
        {
          id: 'saveRatio',
          label: 'saving 200 rows: UI ÷ plain fetch loop (ratio of medians)',
          unit: '×',
          budget: 1.15,
          method: 'Guardar click → success alert, over the same 200 POSTs awaited one by one',
        },
        saves.map((s) => s.uiMs / s.loopMs),
        uiMedian / loopMedian,
      ),
      figure(
        {
          id: 'saveUi',
          label: '… UI: Guardar → success alert',
          unit: 'ms',
          method: 'click event.timeStamp → window.alert call',
        },
        saves.map((s) => s.uiMs),
      ),
      figure(
        {
          id: 'saveLoop',
          label: '… plain sequential fetch loop',
          unit: 'ms',
          method: 'performance.now() around the loop',
        },
        saves.map((s) => s.loopMs),
      ),
    ];
    return { figures, details: { save: saves } };
  },
};
