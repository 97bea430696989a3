import type { UnknownAction } from '@reduxjs/toolkit';
import { sessionListener } from '../../src/features/auth/sessionListener';
import {
  cellEdited,
  draftsSlice,
  rowsSaved,
  saveFailed,
  saveStarted,
  saveSucceeded,
} from '../../src/features/precios/drafts/draftsSlice';
import { saveDraftRows } from '../../src/features/precios/save/saveDraftRows';
import { acceptUpdates, SERIGRAFIA_KEY, serigrafiaRows } from '../support/preciosFixtures';
import { editCell, storeWithLoadedTable } from '../support/priceStores';
import { HttpResponse } from '../support/server';

// Redux DevTools exports a session as JSON and replays it: that only works if the drafts follow
// from the actions alone and every action the app dispatches about them is plain data.

const T = SERIGRAFIA_KEY;

/** Every action the store handles from now on, in order (seen by the store's listener middleware). */
function recordActions() {
  const log: UnknownAction[] = [];
  const stop = sessionListener.startListening({
    predicate: () => true,
    effect: (action) => {
      log.push(action);
    },
  });
  return { log, stop };
}

it('a session of loads, edits and saves, replayed from its JSON log, rebuilds the same drafts', async () => {
  const { log, stop } = recordActions();
  try {
    const store = await storeWithLoadedTable(T, serigrafiaRows(3));
    editCell(store, 1, 'coste', '7');
    editCell(store, 2, 'cantidad', '250');
    // The first save goes through; the second stops at its second row.
    acceptUpdates(T, {
      answer: (n) => (n === 5 ? new HttpResponse(null, { status: 500 }) : HttpResponse.json({})),
    });
    await store.dispatch(saveDraftRows(T));
    editCell(store, 3, 'venta_real', '9.5');
    await store.dispatch(saveDraftRows(T));

    const draftActions = log.filter((action) => action.type.startsWith(`${draftsSlice.name}/`));
    expect(draftActions.map((action) => action.type)).toEqual(
      expect.arrayContaining(
        [cellEdited, saveStarted, rowsSaved, saveSucceeded, saveFailed].map((a) => a.type),
      ),
    );
    for (const action of draftActions) expect(JSON.parse(JSON.stringify(action))).toEqual(action);

    const exported = JSON.parse(JSON.stringify(log)) as UnknownAction[];
    const replayed = exported.reduce(draftsSlice.reducer, draftsSlice.getInitialState());
    expect(replayed).toEqual(store.getState().drafts);
    expect(replayed[T]?.save).toEqual({ status: 'failed', done: 1, total: 3 });
  } finally {
    stop();
  }
});
