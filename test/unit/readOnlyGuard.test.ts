import { sessionChanged } from '../../src/features/auth/authSlice';
import {
  cellEdited,
  cellsImported,
  draftsRestored,
  editUndone,
} from '../../src/features/precios/drafts/draftsSlice';
import { DEMO_USER } from '../support/fakeFirebase';
import { SERIGRAFIA_KEY } from '../support/preciosFixtures';
import { storeWithLoadedTable } from '../support/priceStores';

const table = SERIGRAFIA_KEY;
const editsOf = (store: Awaited<ReturnType<typeof storeWithLoadedTable>>, id: number) =>
  store.getState().drafts[table]?.rows.entities[id]?.edits;

describe('the read-only guard of the drafts', () => {
  it('lets no edit reach a Personal account’s drafts, however it was started', async () => {
    const store = await storeWithLoadedTable();
    store.dispatch(sessionChanged({ user: DEMO_USER, token: 't', role: 'personal' }));
    store.dispatch(cellEdited({ table, id: 1, field: 'coste', value: '9' }));
    store.dispatch(cellsImported({ table, changes: [{ id: 2, field: 'coste', value: '8' }] }));
    store.dispatch(
      draftsRestored({ table, rows: [{ id: 3, edits: { coste: { text: '7', base: 3 } } }] }),
    );
    store.dispatch(editUndone({ table }));
    expect([editsOf(store, 1), editsOf(store, 2), editsOf(store, 3)]).toEqual([{}, {}, {}]);
  });

  it('lets an administrator’s edits through', async () => {
    const store = await storeWithLoadedTable();
    store.dispatch(sessionChanged({ user: DEMO_USER, token: 't', role: 'administrador' }));
    store.dispatch(cellEdited({ table, id: 1, field: 'coste', value: '9' }));
    expect(editsOf(store, 1)).toEqual({ coste: '9' });
  });
});
