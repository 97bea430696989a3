import { displayColumns } from '../../src/features/precios/catalog';
import { pastePlan } from '../../src/features/precios/sheets/pasteBlock';
import { priceTable } from '../support/preciosFixtures';

const cup = displayColumns(priceTable('vasos/500'));
const ids = [10, 11, 12];

describe('where a pasted block lands', () => {
  it('skips Q Cajas in a cup table and counts cells past the last column and row', () => {
    // From cv of the first row: cv, Q Cajas (skipped), €, Metalicos, then one column too many.
    const plan = pastePlan([['1', '2', '3', '4', '5']], { row: 0, column: 1 }, cup, ids);
    expect(plan.changes).toEqual([
      { id: 10, field: 'cv', value: '1' },
      { id: 10, field: 'Euro', value: '3' },
      { id: 10, field: 'Metalicos', value: '4' },
    ]);
    expect(plan.outside).toBe(1);
    expect(pastePlan([['1'], ['2'], ['3']], { row: 2, column: 0 }, cup, ids).outside).toBe(2);
  });

  it('leaves ragged rows’ missing cells alone', () => {
    const plan = pastePlan([['1', '2'], ['3']], { row: 0, column: 3 }, cup, ids);
    expect(plan.changes).toEqual([
      { id: 10, field: 'Euro', value: '1' },
      { id: 10, field: 'Metalicos', value: '2' },
      { id: 11, field: 'Euro', value: '3' },
    ]);
  });
});
