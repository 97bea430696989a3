import { signedOut } from '../../src/features/auth/authSlice';
import {
  selectDraftRow,
  selectSaveProgress,
} from '../../src/features/precios/drafts/draftsSelectors';
import { saveDraftRows } from '../../src/features/precios/save/saveDraftRows';
import {
  acceptUpdates,
  SERIGRAFIA_KEY,
  serigrafiaRows,
  serveTable,
  updateUrl,
  vasoRows,
} from '../support/preciosFixtures';
import { closeOpenTables, editCell, storeWithOpenTable } from '../support/priceStores';
import { HttpResponse, recordRequests } from '../support/server';

// When saveDraftRows refuses to start, or stops early, and what it leaves behind.

const T = SERIGRAFIA_KEY;

afterEach(closeOpenTables);

describe('saveDraftRows guards', () => {
  it('never starts a second loop while one runs for the same table', async () => {
    const store = await storeWithOpenTable();
    const stats = acceptUpdates(T, { latencyMs: 10 });
    serveTable(T, serigrafiaRows(3));

    const first = store.dispatch(saveDraftRows(T));
    const second = store.dispatch(saveDraftRows(T));
    const [firstResult, secondResult] = await Promise.all([first, second]);

    expect(firstResult.meta.requestStatus).toBe('fulfilled');
    expect(secondResult.meta).toMatchObject({ requestStatus: 'rejected', condition: true });
    expect(stats.received).toBe(3);
    expect(stats.maxInFlight).toBe(1);
    expect(window.alert).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['empty', ''],
    ['not a number', 'x'],
    ['negative', '-3'],
  ])('sends nothing while a draft is %s', async (_, bad) => {
    const store = await storeWithOpenTable();
    editCell(store, 3, 'cantidad', bad);
    const requests = recordRequests();

    const result = await store.dispatch(saveDraftRows(T));

    expect(result.meta).toMatchObject({ requestStatus: 'rejected', condition: true });
    expect(requests).toEqual([]);
    expect(window.alert).not.toHaveBeenCalled();
    expect(selectSaveProgress(store.getState(), T).status).toBe('idle');
    expect(selectDraftRow(store.getState(), T, 3)?.edits).toEqual({ cantidad: bad });
  });

  it('sends QCajas back unchanged with a cup row', async () => {
    const key = 'vasos/V500l';
    const store = await storeWithOpenTable(key, vasoRows(key, 1));
    editCell(store, 10, 'v500l', '350', key);
    acceptUpdates(key);
    serveTable(key, vasoRows(key, 1));
    const requests = recordRequests();

    await store.dispatch(saveDraftRows(key));

    expect(requests[0]).toMatchObject({
      method: 'POST',
      url: updateUrl(key),
      body: { id: 10, v500l: 350, cv: 2, QCajas: 1000, Euro: 5, Metalicos: 7 },
    });
  });

  it('stops quietly when the user signs out mid-save', async () => {
    const store = await storeWithOpenTable();
    const stats = acceptUpdates(T, {
      answer: () => {
        store.dispatch(signedOut({ byPerson: true }));
        return HttpResponse.json({});
      },
    });

    await store.dispatch(saveDraftRows(T));

    expect(stats.received).toBe(1);
    expect(window.alert).not.toHaveBeenCalled();
    expect(store.getState().drafts).toEqual({});
  });

  it('leaves no mutation entries behind in the cache', async () => {
    const store = await storeWithOpenTable();
    acceptUpdates(T);
    serveTable(T, serigrafiaRows(3));
    await store.dispatch(saveDraftRows(T));
    expect(store.getState().api.mutations).toEqual({});
  });
});
