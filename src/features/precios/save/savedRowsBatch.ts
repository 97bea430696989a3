import type { TablaKey } from '../../../../contract';
import type { AppDispatch } from '../../../app/store';
import { type LoadedRow, type RowId, rowsSaved, type SavedRow } from '../drafts';

/**
 * How long an accepted row, or the progress, may wait before the page hears of it: the progress
 * line (`Guardando N de M…`) changes at most ten times a second because of this, and the rows'
 * marks go with the same rhythm.
 */
export const SAVED_ROWS_FLUSH_MS = 100;

export type SavedRowsBatch = {
  /** `done` rows of the save have been answered OK (their bodies may still be on the way). */
  progressed(done: number): void;
  /** A row was stored as `stored`: its new base, once flushed. */
  saved(id: RowId, stored: LoadedRow, done: number): void;
  /** The save ended: what is held is dispatched now, before its end is told. */
  close(): void;
  /** The save was cancelled (the drafts are nobody's any more): what is held is forgotten. */
  drop(): void;
};

/**
 * A save's accepted rows and progress, held and dispatched as one action at most every
 * SAVED_ROWS_FLUSH_MS instead of two actions per row: each action is a copy of the drafts' state
 * and a frame asked for, which on a 200-row save cost the loop more than the rows' own JavaScript
 * (bench/README.md, "Saving 200 rows"). While it is open, a page being hidden or closed gets what
 * it holds at once.
 */
export function createSavedRowsBatch(dispatch: AppDispatch, table: TablaKey): SavedRowsBatch {
  let held: SavedRow[] = [];
  let done = 0;
  let dispatchedDone = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (held.length === 0 && done === dispatchedDone) return;
    const saved = held;
    held = [];
    dispatchedDone = done;
    dispatch(rowsSaved({ table, saved, done }));
  };
  const schedule = () => {
    timer ??= setTimeout(flush, SAVED_ROWS_FLUSH_MS);
  };

  // Drafts kept in the browser are written when the page is hidden or closed (draftPersistence):
  // they must not keep edits of rows already saved, so what the batch holds reaches the store then.
  const flushIfHidden = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', flushIfHidden);
  const stop = () => {
    clearTimeout(timer);
    timer = undefined;
    window.removeEventListener('pagehide', flush);
    document.removeEventListener('visibilitychange', flushIfHidden);
  };

  return {
    progressed(count) {
      done = Math.max(done, count);
      schedule();
    },
    saved(id, stored, count) {
      held.push({ id, stored });
      done = Math.max(done, count);
      schedule();
    },
    close() {
      flush();
      stop();
    },
    drop() {
      stop();
      held = [];
    },
  };
}
