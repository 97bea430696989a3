import { waitFor } from '@testing-library/react';
import { makeStore, type AppStore } from '../../src/app/store';
import { sessionChanged } from '../../src/features/auth/authSlice';
import { endSession, signOut } from '../../src/features/auth/sessionThunks';
import {
  selectDraftRow,
  selectRecoveredDrafts,
} from '../../src/features/precios/drafts/draftsSelectors';
import { saveDraftRows } from '../../src/features/precios/save/saveDraftRows';
import {
  readStoredDrafts,
  removeExpiredDrafts,
  STORED_DRAFTS_LIFETIME_MS,
  writeStoredDrafts,
} from '../../src/features/precios/drafts/storedDrafts';
import { DEMO_USER, STRANGER } from '../support/fakeFirebase';
import { SERIGRAFIA_KEY } from '../support/preciosFixtures';
import { closeOpenTables, editCell, openTable } from '../support/priceStores';
import { serveVersionedTable } from '../support/versionedTable';

const T = SERIGRAFIA_KEY;
const TOKEN = 'token-that-must-not-be-stored';

afterEach(closeOpenTables);

/** A browser tab: a fresh store, signed in as `user`, with the table open. */
async function openTab(user = DEMO_USER): Promise<AppStore> {
  const store = makeStore();
  store.dispatch(sessionChanged({ user, token: TOKEN, role: 'administrador' }));
  await openTable(store, T);
  return store;
}

/** What the browser does when a tab is closed or reloaded: pending writes go out now. */
const closeTab = () => window.dispatchEvent(new Event('pagehide'));

describe('the draft store', () => {
  const row = { id: 2, version: 1, edits: { coste: { text: '2.5', base: 2 } } };

  it('keeps drafts per account and per table', () => {
    writeStoredDrafts(DEMO_USER.id, T, [row]);
    expect(readStoredDrafts(DEMO_USER.id, T)).toEqual([row]);
    expect(readStoredDrafts(STRANGER.id, T)).toBeUndefined();
    expect(readStoredDrafts(DEMO_USER.id, 'vasos/200')).toBeUndefined();
  });

  it('forgets drafts older than seven days', () => {
    const written = Date.UTC(2026, 0, 1);
    writeStoredDrafts(DEMO_USER.id, T, [row], written);
    expect(readStoredDrafts(DEMO_USER.id, T, written + STORED_DRAFTS_LIFETIME_MS)).toEqual([row]);
    expect(
      readStoredDrafts(DEMO_USER.id, T, written + STORED_DRAFTS_LIFETIME_MS + 1),
    ).toBeUndefined();
    expect(localStorage).toHaveLength(0);
  });

  it('sweeps every account’s expired and unreadable entries', () => {
    writeStoredDrafts(DEMO_USER.id, T, [row], Date.now() - STORED_DRAFTS_LIFETIME_MS - 1);
    writeStoredDrafts(STRANGER.id, T, [row]);
    localStorage.setItem('vasos-admin.drafts.x.vasos/200', '{"savedAt":"yesterday"}');
    removeExpiredDrafts();
    expect(localStorage).toHaveLength(1);
    expect(readStoredDrafts(STRANGER.id, T)).toEqual([row]);
  });
});

describe('drafts kept in the browser', () => {
  it('are written when the browser is idle, with no token in them', async () => {
    serveVersionedTable(T);
    const tab = await openTab();
    editCell(tab, 2, 'coste', '2.5');
    await waitFor(() =>
      expect(readStoredDrafts(DEMO_USER.id, T)).toEqual([
        { id: 2, version: 1, edits: { coste: { text: '2.5', base: 2 } } },
      ]),
    );
    expect(JSON.stringify({ ...localStorage })).not.toContain(TOKEN);
  });

  it('come back, marked as recovered, when the same account opens the table again', async () => {
    serveVersionedTable(T);
    const first = await openTab();
    editCell(first, 2, 'coste', '2.5');
    closeTab();

    const second = await openTab();
    expect(selectDraftRow(second.getState(), T, 2)?.edits).toEqual({ coste: '2.5' });
    expect(selectRecoveredDrafts(second.getState(), T)).toBe(true);
  });

  it('are never shown to another account', async () => {
    serveVersionedTable(T);
    const first = await openTab(DEMO_USER);
    editCell(first, 2, 'coste', '2.5');
    closeTab();

    const other = await openTab(STRANGER);
    expect(selectDraftRow(other.getState(), T, 2)?.edits).toEqual({});
    expect(selectRecoveredDrafts(other.getState(), T)).toBe(false);
  });

  it('merge with a colleague’s save made meanwhile, by the same rules as a save', async () => {
    const server = serveVersionedTable(T);
    const first = await openTab();
    editCell(first, 1, 'coste', '1.5');
    editCell(first, 2, 'coste', '2.5');
    closeTab();
    server.colleagueSaves(1, { venta_real: 9 }); // another field: merged
    server.colleagueSaves(2, { coste: 20 }); // the same field: a conflict

    const second = await openTab();
    expect(selectDraftRow(second.getState(), T, 1)).toMatchObject({
      loaded: { venta_real: 9, version: 2 },
      edits: { coste: '1.5' },
    });
    expect(selectDraftRow(second.getState(), T, 1)?.conflict).toBeUndefined();
    expect(selectDraftRow(second.getState(), T, 2)).toMatchObject({
      edits: { coste: '2.5' },
      conflict: { theirs: { coste: 20 } },
    });
  });

  it('are removed by a successful save', async () => {
    serveVersionedTable(T);
    const tab = await openTab();
    editCell(tab, 2, 'coste', '2.5');
    closeTab();
    await tab.dispatch(saveDraftRows(T));
    closeTab();
    expect(readStoredDrafts(DEMO_USER.id, T)).toBeUndefined();
  });

  it('are removed when the person signs out', async () => {
    serveVersionedTable(T);
    const tab = await openTab();
    editCell(tab, 2, 'coste', '2.5');
    closeTab();
    await tab.dispatch(signOut());
    closeTab();
    expect(localStorage).toHaveLength(0);
  });

  it('are kept for the same account when the server ends the session', async () => {
    serveVersionedTable(T);
    const tab = await openTab();
    editCell(tab, 2, 'coste', '2.5');
    await tab.dispatch(endSession('sessionEnded'));
    expect(readStoredDrafts(DEMO_USER.id, T)).toEqual([
      { id: 2, version: 1, edits: { coste: { text: '2.5', base: 2 } } },
    ]);
  });
});
