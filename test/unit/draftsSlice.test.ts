import { signedOut } from '../../src/features/auth/authSlice';
import {
  selectDraftRow,
  selectHasUnsavedEdits,
  selectRowIds,
  selectRowsToSend,
  selectSaveProgress,
} from '../../src/features/precios/drafts/draftsSelectors';
import {
  editsDiscarded,
  rowsSaved,
  saveFailed,
  saveStarted,
  saveSucceeded,
} from '../../src/features/precios/drafts/draftsSlice';
import { SERIGRAFIA_KEY, serigrafiaRows, serveTable, vasoRows } from '../support/preciosFixtures';
import { editCell, loadTable, storeWithLoadedTable } from '../support/priceStores';
import { HttpResponse } from '../support/server';

const T = SERIGRAFIA_KEY;

describe('drafts slice', () => {
  it('seeds a table from its load, rows in server order, without edits', async () => {
    const store = await storeWithLoadedTable(T, [
      { id: 3, cantidad: 1, coste: 1, venta_real: 1 },
      { id: 1, cantidad: 2, coste: 2, venta_real: 2 },
    ]);
    const state = store.getState();
    expect(selectRowIds(state, T)).toEqual([3, 1]);
    expect(selectDraftRow(state, T, 1)).toEqual({
      id: 1,
      loaded: { id: 1, cantidad: 2, coste: 2, venta_real: 2 },
      edits: {},
    });
    expect(selectHasUnsavedEdits(state, T)).toBe(false);
    expect(selectSaveProgress(state, T)).toEqual({ status: 'idle', done: 0, total: 0 });
  });

  it('leaves out rows without an id', async () => {
    const store = await storeWithLoadedTable(T, [{ id: 1, coste: 1 }, { coste: 2 }, 'x']);
    expect(selectRowIds(store.getState(), T)).toEqual([1]);
  });

  it('keeps the first row of an id the server sent twice, once, in its place', async () => {
    const store = await storeWithLoadedTable(T, [
      { id: 2, coste: 1 },
      { id: 1, coste: 2 },
      { id: 2, coste: 3 },
    ]);
    const state = store.getState();
    expect(selectRowIds(state, T)).toEqual([2, 1]);
    expect(selectDraftRow(state, T, 2)?.loaded).toEqual({ id: 2, coste: 1 });
  });

  it('changes only the edited row when a cell is edited', async () => {
    const store = await storeWithLoadedTable();
    const before = store.getState();
    editCell(store, 2, 'coste', '9');
    const after = store.getState();
    expect(selectDraftRow(after, T, 2)?.edits).toEqual({ coste: '9' });
    expect(selectDraftRow(after, T, 1)).toBe(selectDraftRow(before, T, 1));
    expect(selectDraftRow(after, T, 3)).toBe(selectDraftRow(before, T, 3));
    expect(selectRowIds(after, T)).toBe(selectRowIds(before, T));
    expect(selectHasUnsavedEdits(after, T)).toBe(true);
  });

  it('forgets an edit typed back to the loaded text, but keeps "2.0" over 2 while typing', async () => {
    const store = await storeWithLoadedTable();
    editCell(store, 2, 'coste', '5');
    editCell(store, 2, 'coste', '2');
    expect(selectDraftRow(store.getState(), T, 2)?.edits).toEqual({});
    expect(selectHasUnsavedEdits(store.getState(), T)).toBe(false);
    editCell(store, 2, 'coste', '2.0');
    expect(selectDraftRow(store.getState(), T, 2)?.edits).toEqual({ coste: '2.0' });
  });

  it('ignores edits of rows or tables it does not hold', async () => {
    const store = await storeWithLoadedTable();
    const before = store.getState().drafts;
    editCell(store, 99, 'coste', '1');
    editCell(store, 1, 'cv', '1', 'vasos/200');
    expect(store.getState().drafts).toBe(before);
  });

  it('keeps unsaved edits through a reload, except those the server now agrees with', async () => {
    const store = await storeWithLoadedTable();
    editCell(store, 1, 'coste', '7');
    editCell(store, 2, 'coste', '8.50');
    editCell(store, 3, 'cantidad', '5');
    // The server changed row 1 elsewhere, now holds 8.5 for row 2, and row 3 is gone.
    serveTable(T, [
      { id: 1, cantidad: 111, coste: 1, venta_real: 2 },
      { id: 2, cantidad: 200, coste: 8.5, venta_real: 4 },
      { id: 4, cantidad: 400, coste: 4, venta_real: 8 },
    ]);
    await loadTable(store, T);
    const state = store.getState();
    expect(selectRowIds(state, T)).toEqual([1, 2, 4]);
    expect(selectDraftRow(state, T, 1)).toEqual({
      id: 1,
      loaded: { id: 1, cantidad: 111, coste: 1, venta_real: 2 },
      edits: { coste: '7' },
    });
    expect(selectDraftRow(state, T, 2)?.edits).toEqual({});
    expect(selectDraftRow(state, T, 4)?.edits).toEqual({});

    // Row 3 coming back later does not bring its old edit back.
    serveTable(T, serigrafiaRows(3));
    await loadTable(store, T);
    expect(selectDraftRow(store.getState(), T, 3)?.edits).toEqual({});
    expect(selectDraftRow(store.getState(), T, 1)?.edits).toEqual({ coste: '7' });
  });

  it('keeps drafts as they were when a reload fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = await storeWithLoadedTable();
    editCell(store, 1, 'coste', '7');
    const before = store.getState().drafts;
    serveTable(T, () => new HttpResponse(null, { status: 500 }));
    await loadTable(store, T);
    expect(store.getState().drafts).toBe(before);
    expect(window.alert).toHaveBeenCalledWith('Error al cargar los datos');
  });

  it('keeps each table apart', async () => {
    const store = await storeWithLoadedTable();
    editCell(store, 1, 'coste', '7');
    serveTable('vasos/200', vasoRows('vasos/200'));
    await loadTable(store, 'vasos/200');
    expect(selectRowIds(store.getState(), 'vasos/200')).toEqual([10, 11]);
    expect(selectDraftRow(store.getState(), T, 1)?.edits).toEqual({ coste: '7' });
  });

  it('clears every draft on sign-out', async () => {
    const store = await storeWithLoadedTable();
    editCell(store, 1, 'coste', '7');
    store.dispatch(saveStarted({ table: T, total: 3 }));
    store.dispatch(signedOut({ byPerson: true }));
    expect(store.getState().drafts).toEqual({});
    expect(selectHasUnsavedEdits(store.getState(), T)).toBe(false);
    expect(selectSaveProgress(store.getState(), T).status).toBe('idle');
  });

  it('drops the edits but keeps the rows when the user leaves without saving', async () => {
    const store = await storeWithLoadedTable();
    editCell(store, 1, 'coste', '7');
    store.dispatch(editsDiscarded({ table: T }));
    expect(selectRowIds(store.getState(), T)).toEqual([1, 2, 3]);
    expect(selectHasUnsavedEdits(store.getState(), T)).toBe(false);
  });

  it('tracks a save: started, progressed, failed or saved', async () => {
    const store = await storeWithLoadedTable();
    store.dispatch(saveStarted({ table: T, total: 3 }));
    store.dispatch(rowsSaved({ table: T, saved: [], done: 2 }));
    expect(selectSaveProgress(store.getState(), T)).toEqual({
      status: 'saving',
      done: 2,
      total: 3,
    });
    store.dispatch(saveFailed({ table: T }));
    expect(selectSaveProgress(store.getState(), T)).toEqual({
      status: 'failed',
      done: 2,
      total: 3,
    });
  });

  it('makes what a row stored its loaded values as it is saved, keeping edits typed meanwhile', async () => {
    const store = await storeWithLoadedTable();
    editCell(store, 1, 'coste', '7');
    editCell(store, 2, 'coste', '8');
    const sent = selectRowsToSend(store.getState(), T);
    store.dispatch(saveStarted({ table: T, total: 3 }));
    editCell(store, 2, 'coste', '9'); // typed while the save ran
    const [first, ...rest] = sent.map((row) => ({ id: row.id, stored: row }));
    store.dispatch(rowsSaved({ table: T, saved: [first!], done: 1 }));
    store.dispatch(rowsSaved({ table: T, saved: rest, done: 3 }));
    store.dispatch(saveSucceeded({ table: T }));
    const state = store.getState();
    expect(selectDraftRow(state, T, 1)).toEqual({
      id: 1,
      loaded: { id: 1, cantidad: 100, coste: 7, venta_real: 2 },
      edits: {},
    });
    expect(selectDraftRow(state, T, 2)?.edits).toEqual({ coste: '9' });
    expect(selectSaveProgress(state, T)).toEqual({ status: 'succeeded', done: 3, total: 3 });
  });

  it('ignores saved rows arriving when no save runs (after it ended, or after a sign-out)', async () => {
    const store = await storeWithLoadedTable();
    editCell(store, 1, 'coste', '7');
    const [row] = selectRowsToSend(store.getState(), T);
    store.dispatch(rowsSaved({ table: T, saved: [{ id: 1, stored: row! }], done: 1 }));
    expect(selectDraftRow(store.getState(), T, 1)?.edits).toEqual({ coste: '7' });
    expect(selectSaveProgress(store.getState(), T).done).toBe(0);
  });
});
