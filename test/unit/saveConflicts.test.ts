import {
  selectConflictCount,
  selectDraftRow,
  selectHasUnsavedEdits,
} from '../../src/features/precios/drafts/draftsSelectors';
import { conflictSettled } from '../../src/features/precios/drafts/draftsSlice';
import { saveDraftRows } from '../../src/features/precios/save/saveDraftRows';
import { SERIGRAFIA_KEY } from '../support/preciosFixtures';
import { makeStore } from '../../src/app/store';
import { closeOpenTables, editCell, openTable } from '../support/priceStores';
import { serveVersionedTable } from '../support/versionedTable';

const T = SERIGRAFIA_KEY;
const OK = 'Datos guardados con éxito';
const FAILED = 'Error al guardar los datos';

afterEach(closeOpenTables);

/** A store with the table open, loaded at version 1 of every row, and the fake server behind it. */
async function openVersionedTable() {
  const server = serveVersionedTable(T);
  const store = makeStore();
  await openTable(store, T);
  return { store, server };
}

const sentIds = (posts: { id: number }[]) => posts.map((post) => post.id);

describe('saving with row versions', () => {
  it('sends each row with the version it was loaded at', async () => {
    const { store, server } = await openVersionedTable();
    editCell(store, 2, 'coste', '2.5');
    await store.dispatch(saveDraftRows(T));
    expect(server.posts).toEqual([
      { id: 1, cantidad: 100, coste: 1, venta_real: 2, version: 1 },
      { id: 2, cantidad: 200, coste: 2.5, venta_real: 4, version: 1 },
      { id: 3, cantidad: 300, coste: 3, venta_real: 6, version: 1 },
    ]);
    expect(window.alert).toHaveBeenCalledWith(OK);
  });

  it('makes an accepted row the new base with its new version, even when a later row fails', async () => {
    const { store, server } = await openVersionedTable();
    editCell(store, 1, 'coste', '7');
    editCell(store, 3, 'coste', '9');
    server.failOn(3);
    await store.dispatch(saveDraftRows(T));
    expect(window.alert).toHaveBeenCalledWith(FAILED);
    const row1 = selectDraftRow(store.getState(), T, 1);
    expect(row1?.loaded).toMatchObject({ coste: 7, version: 2 });
    expect(row1?.edits).toEqual({});
    expect(selectDraftRow(store.getState(), T, 3)?.edits).toEqual({ coste: '9' });
  });

  it('takes an accepted row’s new version from the Row-Version header, its body unread', async () => {
    const { store, server } = await openVersionedTable();
    server.cutAcceptedBodies();
    editCell(store, 1, 'coste', '7');
    await store.dispatch(saveDraftRows(T));
    expect(window.alert).toHaveBeenCalledWith(OK);
    expect(selectDraftRow(store.getState(), T, 1)?.loaded).toEqual({
      id: 1,
      cantidad: 100,
      coste: 7,
      venta_real: 2,
      version: 2,
    });
    // The next edit of that row is based on version 2: accepted, no conflict.
    editCell(store, 1, 'coste', '8');
    await store.dispatch(saveDraftRows(T));
    expect(server.posts.at(-3)).toMatchObject({ id: 1, coste: 8, version: 2 });
    expect(server.row(1)).toMatchObject({ coste: 8, version: 3 });
  });

  it('on a 409 for a row this person did not edit, shows the colleague’s row and goes on', async () => {
    const { store, server } = await openVersionedTable();
    server.colleagueSaves(2, { coste: 50 });
    editCell(store, 1, 'coste', '7');
    await store.dispatch(saveDraftRows(T));
    expect(sentIds(server.posts)).toEqual([1, 2, 3]);
    expect(server.row(2)).toMatchObject({ coste: 50, version: 2 });
    expect(selectDraftRow(store.getState(), T, 2)).toMatchObject({
      loaded: { coste: 50, version: 2 },
      edits: {},
    });
    expect(window.alert).toHaveBeenCalledWith(OK);
  });

  it('on a 409 for an edited row, merges by field and sends it again with the new version', async () => {
    const { store, server } = await openVersionedTable();
    server.colleagueSaves(2, { venta_real: 40 });
    editCell(store, 2, 'coste', '2.5');
    await store.dispatch(saveDraftRows(T));
    expect(sentIds(server.posts)).toEqual([1, 2, 2, 3]);
    expect(server.posts[2]).toEqual({
      id: 2,
      cantidad: 200,
      coste: 2.5,
      venta_real: 40,
      version: 2,
    });
    expect(server.row(2)).toMatchObject({ coste: 2.5, venta_real: 40, version: 3 });
    expect(selectHasUnsavedEdits(store.getState(), T)).toBe(false);
    expect(window.alert).toHaveBeenCalledWith(OK);
  });

  it('stops at a field both changed differently, holding both values until a choice', async () => {
    const { store, server } = await openVersionedTable();
    server.colleagueSaves(2, { coste: 50 });
    editCell(store, 2, 'coste', '60');
    const result = await store.dispatch(saveDraftRows(T));

    expect(result.meta.requestStatus).toBe('rejected');
    expect(sentIds(server.posts)).toEqual([1, 2]);
    expect(window.alert).toHaveBeenCalledTimes(1);
    expect(window.alert).toHaveBeenCalledWith(FAILED);
    expect(selectDraftRow(store.getState(), T, 2)).toMatchObject({
      loaded: { coste: 50, version: 2 },
      edits: { coste: '60' },
      conflict: { theirs: { coste: 50 } },
    });
    // Guardar starts nothing while the conflict waits.
    await store.dispatch(saveDraftRows(T));
    expect(server.posts).toHaveLength(2);
    expect(selectConflictCount(store.getState(), T)).toBe(1);
  });

  it('after “Mantener los míos”, Guardar saves this person’s value over the colleague’s', async () => {
    const { store, server } = await openVersionedTable();
    server.colleagueSaves(2, { coste: 50 });
    editCell(store, 2, 'coste', '60');
    await store.dispatch(saveDraftRows(T));
    store.dispatch(conflictSettled({ table: T, id: 2, choice: 'mine' }));
    await store.dispatch(saveDraftRows(T));
    expect(server.row(2)).toMatchObject({ coste: 60, version: 3 });
    expect(window.alert).toHaveBeenLastCalledWith(OK);
  });

  it('after “Usar sus valores”, the colleague’s value stays and Guardar saves the rest', async () => {
    const { store, server } = await openVersionedTable();
    server.colleagueSaves(2, { coste: 50 });
    editCell(store, 2, 'coste', '60');
    editCell(store, 2, 'cantidad', '250');
    await store.dispatch(saveDraftRows(T));
    store.dispatch(conflictSettled({ table: T, id: 2, choice: 'theirs' }));
    expect(selectDraftRow(store.getState(), T, 2)?.edits).toEqual({ cantidad: '250' });
    await store.dispatch(saveDraftRows(T));
    expect(server.row(2)).toMatchObject({ coste: 50, cantidad: 250, version: 3 });
    expect(window.alert).toHaveBeenLastCalledWith(OK);
  });
});
