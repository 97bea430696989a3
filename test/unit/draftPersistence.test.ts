import { waitFor } from '@testing-library/react';
import { sessionChanged } from '../../src/features/auth/authSlice';
import { saveDraftRows } from '../../src/features/precios/save/saveDraftRows';
import { readStoredDrafts } from '../../src/features/precios/drafts/storedDrafts';
import { DEMO_USER } from '../support/fakeFirebase';
import {
  acceptUpdates,
  deferred,
  SERIGRAFIA_KEY,
  serigrafiaRows,
} from '../support/preciosFixtures';
import { closeOpenTables, editCell, storeWithOpenTable } from '../support/priceStores';

// The browser's idle moments, at the unit's boundary: the test says when one comes.
const mockIdleWork: (() => void)[] = [];
jest.mock('../../src/components/whenIdle', () => ({
  whenIdle: (run: () => void) => {
    mockIdleWork.push(run);
    return { cancel: () => mockIdleWork.splice(mockIdleWork.indexOf(run) >>> 0, 1) };
  },
}));

const T = SERIGRAFIA_KEY;
const keptRowIds = () => readStoredDrafts(DEMO_USER.id, T)?.map((row) => row.id) ?? [];
const idleMomentComes = () => mockIdleWork.splice(0).forEach((run) => run());

afterEach(() => {
  jest.restoreAllMocks();
  closeOpenTables();
  mockIdleWork.splice(0);
  localStorage.clear();
});

async function editedTable() {
  const store = await storeWithOpenTable(T, serigrafiaRows(3));
  store.dispatch(sessionChanged({ user: DEMO_USER, token: 'token', role: 'administrador' }));
  editCell(store, 1, 'coste', '7');
  editCell(store, 2, 'coste', '8');
  return store;
}

describe('keeping unsaved values in the browser', () => {
  it('writes what was typed when the browser is idle, not on the keystroke', async () => {
    await editedTable();
    expect(keptRowIds()).toEqual([]);
    idleMomentComes();
    expect(keptRowIds()).toEqual([1, 2]);
  });

  it('during a save, writes once it ends, or at once if the page is closed, not between rows', async () => {
    const store = await editedTable();
    idleMomentComes();
    const gates = [deferred(), deferred(), deferred()];
    const stats = acceptUpdates(T, {
      latencyMs: 0,
      answer: async (n) => {
        await gates[n - 1]!.promise;
        return Response.json({});
      },
    });
    const saved = store.dispatch(saveDraftRows(T));
    gates[0]!.resolve();
    await waitFor(() => expect(stats.received).toBe(2));

    // Row 1 is saved and row 2 is on its way: nothing waits for an idle moment meanwhile.
    expect(mockIdleWork).toEqual([]);
    expect(keptRowIds()).toEqual([1, 2]);
    window.dispatchEvent(new Event('pagehide'));
    expect(keptRowIds()).toEqual([2]);

    gates[1]!.resolve();
    gates[2]!.resolve();
    await saved;
    idleMomentComes();
    expect(keptRowIds()).toEqual([]);
  });

  it('while the page is hidden, writes what changes at once: no idle moment is coming', async () => {
    const store = await editedTable();
    jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(keptRowIds()).toEqual([1, 2]);

    editCell(store, 3, 'coste', '9');
    expect(keptRowIds()).toEqual([1, 2, 3]);
    expect(mockIdleWork).toEqual([]);
  });
});
