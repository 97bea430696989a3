import type { UnknownAction } from '@reduxjs/toolkit';
import { makeStore, rootReducer } from '../../src/app/store';
import {
  cellEdited,
  draftsSlice,
  rowsSaved,
  saveFailed,
  saveStarted,
  saveSucceeded,
} from '../../src/features/precios/drafts/draftsSlice';
import { saveDraftRows } from '../../src/features/precios/save/saveDraftRows';
import {
  acceptUpdates,
  SERIGRAFIA_KEY,
  serigrafiaRows,
  serveTable,
} from '../support/preciosFixtures';
import { editCell, loadTable } from '../support/priceStores';
import { HttpResponse } from '../support/server';

// Redux DevTools exports a session as JSON and replays it: that only works if the drafts follow
// from the actions alone and every action the app dispatches about them is plain data.

const T = SERIGRAFIA_KEY;

/** A fresh store, with every action it handles from now on, in order (as its reducer sees them). */
function recordingStore() {
  const log: UnknownAction[] = [];
  const store = makeStore();
  store.replaceReducer((state, action) => {
    log.push(action);
    return rootReducer(state, action);
  });
  return { log, store };
}

it('a session of loads, edits and saves, replayed from its JSON log, rebuilds the same drafts', async () => {
  const { log, store } = recordingStore();
  serveTable(T, serigrafiaRows(3));
  await loadTable(store, T);
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
});
