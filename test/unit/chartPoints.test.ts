import { chartSeries } from '../../src/features/precios/chart/chartPoints';
import { draftRowsOf } from '../../src/features/precios/drafts/draftsSlice';
import type { DraftRow } from '../../src/features/precios/drafts/draftValues';
import { tablaFor } from '../support/preciosFixtures';

const rowsOf = (drafts: DraftRow[]) => draftRowsOf(drafts);

describe('the price chart’s points', () => {
  it('follow the quantity, use what is typed, and leave out what is not a number', () => {
    const rows = rowsOf([
      { id: 2, loaded: { id: 2, cantidad: 500, coste: 0.2, venta_real: 0.35 }, edits: {} },
      {
        id: 1,
        loaded: { id: 1, cantidad: 100, coste: 0.5, venta_real: 0.8 },
        edits: { coste: '5' },
      },
      {
        id: 3,
        loaded: { id: 3, cantidad: 1000, coste: 0.1, venta_real: 0.2 },
        edits: { venta_real: 'x' },
      },
    ]);
    expect(chartSeries(tablaFor('serigrafia_1_color_vf'), rows)).toEqual([
      {
        header: 'Coste',
        points: [
          { quantity: 100, price: 5 },
          { quantity: 500, price: 0.2 },
          { quantity: 1000, price: 0.1 },
        ],
      },
      {
        header: 'Venta Real',
        points: [
          { quantity: 100, price: 0.8 },
          { quantity: 500, price: 0.35 },
        ],
      },
    ]);
  });

  it('draw a cup table’s € and Metalicos', () => {
    const rows = rowsOf([
      {
        id: 10,
        loaded: { id: 10, v500: 250, cv: 0.1, QCajas: 1, Euro: 0.2, Metalicos: 0.23 },
        edits: {},
      },
    ]);
    const series = chartSeries(tablaFor('vasos/500'), rows);
    expect(series.map((s) => s.header)).toEqual(['€', 'Metalicos']);
  });
});
