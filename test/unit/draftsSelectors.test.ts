import { MAX_PRICE } from '../../contract/priceRules';
import { makeStore } from '../../src/app/store';
import {
  selectAllDraftsValid,
  selectDraftRow,
  selectHasUnsavedEdits,
  selectRowIds,
  selectRowsToSend,
} from '../../src/features/precios/drafts/draftsSelectors';
import { SERIGRAFIA_KEY, serveTable, vasoRows } from '../support/preciosFixtures';
import { editCell, loadTable, storeWithLoadedTable } from '../support/priceStores';

const T = SERIGRAFIA_KEY;

describe('draft selectors', () => {
  it('knows nothing of a table never loaded', () => {
    const state = makeStore().getState();
    expect(selectRowIds(state, T)).toEqual([]);
    expect(selectDraftRow(state, T, 1)).toBeUndefined();
    expect(selectHasUnsavedEdits(state, T)).toBe(false);
    expect(selectRowsToSend(state, T)).toEqual([]);
  });

  it.each([
    ['empty', ''],
    ['not a number', 'abc'],
    ['negative', '-1'],
  ])('a %s value makes the table invalid, fixing it makes it valid again', async (_, bad) => {
    const store = await storeWithLoadedTable();
    expect(selectAllDraftsValid(store.getState(), T)).toBe(true);
    editCell(store, 2, 'venta_real', bad);
    expect(selectAllDraftsValid(store.getState(), T)).toBe(false);
    editCell(store, 2, 'venta_real', '0');
    expect(selectAllDraftsValid(store.getState(), T)).toBe(true);
  });

  it.each([
    ['a fractional Cantidad', 'cantidad', '100.5'],
    ['a Coste above the maximum price', 'coste', String(MAX_PRICE + 1)],
    ['a Venta Real above the maximum price', 'venta_real', '1e9'],
  ])('%s makes the table invalid', async (_, field, bad) => {
    const store = await storeWithLoadedTable();
    editCell(store, 1, field, bad);
    expect(selectAllDraftsValid(store.getState(), T)).toBe(false);
  });

  it('a cup table: the cup-size column takes whole numbers, the prices take fractions', async () => {
    const store = await storeWithLoadedTable('vasos/200', vasoRows('vasos/200'));
    const cellEditedIn = (field: string, value: string) =>
      editCell(store, 10, field, value, 'vasos/200');
    cellEditedIn('cv', '0.125');
    cellEditedIn('Euro', String(MAX_PRICE));
    expect(selectAllDraftsValid(store.getState(), 'vasos/200')).toBe(true);
    cellEditedIn('v200', '250.5');
    expect(selectAllDraftsValid(store.getState(), 'vasos/200')).toBe(false);
    cellEditedIn('v200', '300');
    expect(selectAllDraftsValid(store.getState(), 'vasos/200')).toBe(true);
  });

  it('judges the values shown, loaded ones included, but not read-only QCajas', async () => {
    const store = await storeWithLoadedTable('vasos/200', [
      { id: 1, v200: 1, cv: 1, QCajas: null, Euro: 1, Metalicos: 1 },
    ]);
    expect(selectAllDraftsValid(store.getState(), 'vasos/200')).toBe(true);
    serveTable('vasos/200', [{ id: 1, v200: 1, cv: null, QCajas: 5, Euro: 1, Metalicos: 1 }]);
    await loadTable(store, 'vasos/200');
    expect(selectAllDraftsValid(store.getState(), 'vasos/200')).toBe(false);
  });

  it('sends id plus every loaded field with the edits as numbers, QCajas unchanged', async () => {
    const store = await storeWithLoadedTable('vasos/200', vasoRows('vasos/200'));
    editCell(store, 11, 'Euro', '6.25', 'vasos/200');
    expect(selectRowsToSend(store.getState(), 'vasos/200')).toEqual([
      { id: 10, v200: 250, cv: 2, QCajas: 1000, Euro: 5, Metalicos: 7 },
      { id: 11, v200: 500, cv: 3, QCajas: 1001, Euro: 6.25, Metalicos: 8 },
    ]);
  });
});
