import { draftRowsOf } from '../../src/features/precios/drafts/draftsSlice';
import type { DraftRow } from '../../src/features/precios/drafts/draftValues';
import {
  BELOW_COST_WARNING,
  priceRiseWarning,
  priceWarnings,
} from '../../src/features/precios/checks/priceChecks';
import { tablaFor } from '../support/preciosFixtures';

const serigrafia = tablaFor('serigrafia_1_color_vf');
const vaso = tablaFor('vasos/500');

function rowsOf(rows: DraftRow['loaded'][], edits: Record<number, Record<string, string>> = {}) {
  const drafts: DraftRow[] = rows.map((loaded) => ({
    id: loaded.id,
    loaded,
    edits: edits[loaded.id as number] ?? {},
  }));
  return draftRowsOf(drafts);
}

/** A tariff that falls with the quantity, as it should. */
const tariff = () => [
  { id: 1, cantidad: 100, coste: 0.5, venta_real: 0.8 },
  { id: 2, cantidad: 250, coste: 0.3, venta_real: 0.5 },
  { id: 3, cantidad: 500, coste: 0.2, venta_real: 0.35 },
];

describe('the price checks', () => {
  it('find nothing in a tariff that falls with the quantity and sells above cost', () => {
    expect(priceWarnings(serigrafia, rowsOf(tariff()))).toEqual(new Map());
  });

  it('flag a row whose Venta Real is below its Coste', () => {
    const rows = rowsOf(tariff(), { 3: { venta_real: '0.15' } });
    expect(priceWarnings(serigrafia, rows)).toEqual(new Map([[3, BELOW_COST_WARNING]]));
  });

  it('flag a price higher than the same column at a smaller quantity, from the typed values', () => {
    // 3 typed as 30 (a slip): higher than 0.3 at 250 and 0.5 at 100.
    const rows = rowsOf(tariff(), { 3: { coste: '30' } });
    expect(priceWarnings(serigrafia, rows).get(3)).toBe(
      `${BELOW_COST_WARNING}. ${priceRiseWarning('Coste')}`,
    );
    expect(priceWarnings(serigrafia, rows).has(1)).toBe(false);
    expect(priceWarnings(serigrafia, rows).has(2)).toBe(false);
  });

  it('compare by quantity, not by the order of the rows', () => {
    const [small, middle, large] = tariff();
    const rows = rowsOf([large!, small!, middle!], { 1: { coste: '0.1' } });
    // 0.1 at 100 units: now both larger quantities cost more per unit.
    const warnings = priceWarnings(serigrafia, rows);
    expect([...warnings.keys()].sort()).toEqual([2, 3]);
    expect(warnings.get(2)).toBe(priceRiseWarning('Coste'));
  });

  it('leave out values that cannot be saved, and rows of equal quantity', () => {
    const rows = rowsOf([...tariff(), { id: 4, cantidad: 500, coste: 0.25, venta_real: 0.4 }], {
      2: { coste: 'abc' },
    });
    expect(priceWarnings(serigrafia, rows)).toEqual(new Map());
  });

  it('check every price column of a cup table, but not Q Cajas or the cup size', () => {
    const rows = rowsOf([
      { id: 10, v500: 250, cv: 0.1, QCajas: 1, Euro: 0.2, Metalicos: 0.23 },
      { id: 11, v500: 500, cv: 0.09, QCajas: 9, Euro: 0.21, Metalicos: 0.22 },
    ]);
    expect(priceWarnings(vaso, rows)).toEqual(new Map([[11, priceRiseWarning('€')]]));
  });
});
