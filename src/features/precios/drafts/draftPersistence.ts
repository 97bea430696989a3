// Keeps each account's unsaved price edits in this browser as they are typed, and brings them back
// when the same account opens the table again. Writes happen when the browser is idle, never on the
// keystroke's path, and at once when the page is hidden or closed.
import type { Middleware } from '@reduxjs/toolkit';
import { ROW_VERSION_FIELD, type TablaKey } from '../../../../contract';
import { whenIdle, type IdleHandle } from '../../../components/whenIdle';
import { selectCurrentUser, selectMay, signedOut, type AuthState } from '../../auth/state';
import { draftsRestored, hasEdits, type DraftsState, type TableDrafts } from './draftsSlice';
import { preciosApi } from './preciosApi';
import {
  readStoredDrafts,
  removeAccountDrafts,
  removeExpiredDrafts,
  writeStoredDrafts,
  type StoredRow,
} from './storedDrafts';

// An idle moment comes quickly while typing pauses; the timeout bounds the wait under a busy page.
const IDLE_TIMEOUT_MS = 1000;
const FALLBACK_DELAY_MS = 200;

/** The rows of a table holding edits, as kept: id, base version, and per field the text and base. */
export function storedRowsOf(drafts: TableDrafts): StoredRow[] {
  const rows: StoredRow[] = [];
  for (const id of drafts.rows.ids) {
    const row = drafts.rows.entities[id];
    if (!hasEdits(row)) continue;
    const edits: StoredRow['edits'] = {};
    for (const [field, text] of Object.entries(row.edits)) {
      edits[field] = { text, base: row.loaded[field] ?? null };
    }
    const version = row.loaded[ROW_VERSION_FIELD];
    rows.push(typeof version === 'number' ? { id, version, edits } : { id, edits });
  }
  return rows;
}

/**
 * The part of the store kept drafts are made of: the drafts and whose they are. Typed so, not by
 * the app's RootState: the store is built with this middleware.
 */
type KeptDraftsRoot = { drafts: DraftsState; auth: AuthState };

function writeTables(state: KeptDraftsRoot, tables: Iterable<TablaKey>) {
  const account = selectCurrentUser(state)?.id;
  // A role that may not edit prices (Personal) holds no edits: what the account kept as an
  // administrator waits untouched.
  if (!account || !selectMay(state, 'editPrices')) return;
  for (const table of tables) {
    const drafts = state.drafts[table];
    // A table not open in this session is not touched: its kept edits wait for their next visit.
    if (drafts) writeStoredDrafts(account, table, storedRowsOf(drafts));
  }
}

/** One per store (the tables whose drafts changed since they were last written are its own). */
export function createDraftPersistence() {
  const pending = new Set<TablaKey>();
  let idle: IdleHandle | undefined;
  let leaving = false;
  let latestState: (() => KeptDraftsRoot) | undefined;
  // Between a pagehide and the next pageshow (a page kept in the back/forward cache comes back).
  let pageLeft = false;

  const flush = () => {
    idle?.cancel();
    idle = undefined;
    leaving = false;
    window.removeEventListener('pagehide', leavePage);
    document.removeEventListener('visibilitychange', flushIfHidden);
    if (pending.size === 0 || !latestState) return;
    const tables = [...pending];
    pending.clear();
    writeTables(latestState(), tables);
  };
  function flushIfHidden() {
    if (document.visibilityState === 'hidden') flush();
  }
  function leavePage() {
    pageLeft = true;
    window.addEventListener('pageshow', backToPage, { once: true });
    flush();
  }
  function backToPage() {
    pageLeft = false;
  }
  // No idle moment is coming for a hidden or closed page: what changes then (a save's rows, which
  // its batch hands over as the page goes) is written at once.
  const pageAway = () => pageLeft || document.visibilityState === 'hidden';
  const drop = () => {
    pending.clear();
    flush();
  };

  removeExpiredDrafts();

  // Any change of a table's drafts (typing, a save, a discard) marks it to be written when idle.
  // A plain middleware, not a listener: it runs on every keystroke and every saved row, and only
  // compares references. A table being saved changes once per batch of rows: it is written when
  // its save ends (or at once if the page is hidden or closed meanwhile), not in the gaps between
  // rows, where the write would hold up the next row's answer.
  const trackChanges: Middleware<object, KeptDraftsRoot> = (store) => (next) => (action) => {
    const before = store.getState().drafts;
    const result = next(action);
    const now = store.getState().drafts;
    if (now === before) return result;
    let writeWhenIdle = false;
    for (const table of Object.keys(now) as TablaKey[]) {
      if (now[table] === before[table]) continue;
      pending.add(table);
      if (now[table]?.save.status !== 'saving') writeWhenIdle = true;
    }
    if (pending.size === 0) return result;
    latestState = store.getState;
    if (pageAway()) {
      flush();
      return result;
    }
    if (!leaving) {
      leaving = true;
      window.addEventListener('pagehide', leavePage);
      document.addEventListener('visibilitychange', flushIfHidden);
    }
    if (writeWhenIdle && !idle) idle = whenIdle(flush, IDLE_TIMEOUT_MS, FALLBACK_DELAY_MS);
    return result;
  };

  // The first load of a table in this session brings back what this account left unsaved there.
  // Signing out removes the account's kept edits. A session the server ended keeps them, written
  // out now, so the same account finds them when it signs in again. A plain middleware: RTK's
  // listener middleware would bring its whole task machinery into the first load for these two.
  const keepDrafts: Middleware<object, KeptDraftsRoot> = (store) => (next) => (action) => {
    const loaded = preciosApi.endpoints.getTabla.matchFulfilled(action);
    if (!loaded && !signedOut.match(action)) return next(action);
    const before = store.getState();
    const result = next(action);
    const account = selectCurrentUser(loaded ? store.getState() : before)?.id;
    if (loaded) {
      const table = action.meta.arg.originalArgs;
      if (before.drafts[table]) return result;
      const rows = account ? readStoredDrafts(account, table) : undefined;
      if (rows) store.dispatch(draftsRestored({ table, rows }));
    } else if (account && signedOut.match(action)) {
      if (action.payload.byPerson) {
        drop();
        removeAccountDrafts(account);
      } else {
        writeTables(before, pending);
        drop();
      }
    }
    return result;
  };

  return [trackChanges, keepDrafts] as const;
}
