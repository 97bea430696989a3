// Real stores holding price tables loaded from the fake network, and edits typed into them.
import type { TablaKey } from '../../contract';
import { makeStore, type AppStore } from '../../src/app/store';
import { cellEdited } from '../../src/features/precios/drafts/draftsSlice';
import { preciosApi } from '../../src/features/precios/drafts/preciosApi';
import { SERIGRAFIA_KEY, serigrafiaRows, serveTable } from './preciosFixtures';

/** Loads a table through the real endpoint once, as a page visit would, and lets it go. */
export async function loadTable(store: AppStore, key: TablaKey) {
  const request = store.dispatch(
    preciosApi.endpoints.getTabla.initiate(key, { forceRefetch: true }),
  );
  await request;
  request.unsubscribe();
}

/** A fresh store whose table (the screen-print one by default) was loaded once with `rows`. */
export async function storeWithLoadedTable(
  key: TablaKey = SERIGRAFIA_KEY,
  rows: unknown[] = serigrafiaRows(3),
) {
  const store = makeStore();
  serveTable(key, rows);
  await loadTable(store, key);
  return store;
}

const openTables: (() => void)[] = [];

/**
 * A fresh store with the table loaded and still subscribed, as an open table page keeps it (so an
 * invalidated table reloads). It stays open until `closeOpenTables` (register it with `afterEach`).
 */
export async function storeWithOpenTable(
  key: TablaKey = SERIGRAFIA_KEY,
  rows: unknown[] = serigrafiaRows(3),
) {
  const store = makeStore();
  serveTable(key, rows);
  await openTable(store, key);
  return store;
}

/** Opens a table from whatever the fake network serves for it, until `closeOpenTables`. */
export async function openTable(store: AppStore, key: TablaKey = SERIGRAFIA_KEY) {
  const subscription = store.dispatch(preciosApi.endpoints.getTabla.initiate(key));
  openTables.push(subscription.unsubscribe);
  await subscription;
}

export function closeOpenTables() {
  openTables.splice(0).forEach((unsubscribe) => unsubscribe());
}

/** Types `value` into a cell of a loaded table (the screen-print one by default). */
export const editCell = (
  store: AppStore,
  id: number,
  field: string,
  value: string,
  table: TablaKey = SERIGRAFIA_KEY,
) => store.dispatch(cellEdited({ table, id, field, value }));
