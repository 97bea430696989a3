import { apiPaths, type TablaKey } from '../../../../contract';
import { createAppAsyncThunk } from '../../../app/hooks';
import type { AppDispatch, RootState } from '../../../app/store';
import { notify } from '../../../services/notify';
import { postWithSession } from '../../../services/postWithSession';
import { isForbidden } from '../../../services/sessionEnd';
import {
  selectAllDraftsValid,
  selectConflictCount,
  selectDraftRow,
  selectIsSaving,
  selectRowIds,
  selectRowsToSend,
  hasEdits,
  rowOvertaken,
  saveFailed,
  saveStarted,
  saveSucceeded,
  rowToSend,
  fieldKinds,
  type LoadedRow,
  preciosApi,
} from '../drafts';
import { overtakingRow, storedRow } from './rowAnswers';
import { createSavedRowsBatch, type SavedRowsBatch } from './savedRowsBatch';

export const SAVE_SUCCESS_MESSAGE = 'Datos guardados con éxito';
export const SAVE_ERROR_MESSAGE = 'Error al guardar los datos';
const CANCELLED = 'cancelled';

/**
 * How often one row is sent when colleagues keep saving it in between: after that many merges the
 * save stops as failed rather than chase them.
 */
const MAX_SENDS_PER_ROW = 3;

/** A second click, or a table with a value that cannot be saved or a conflict to settle, starts nothing. */
function canStartSave(state: RootState, table: TablaKey): boolean {
  return (
    !selectIsSaving(state, table) &&
    selectRowIds(state, table).length > 0 &&
    selectAllDraftsValid(state, table) &&
    selectConflictCount(state, table) === 0
  );
}

/** `refused`: the person's role may not save (they were told once, by the API layer). */
type RowOutcome = 'saved' | 'failed' | 'refused' | 'cancelled';
type LoopApi = {
  dispatch: AppDispatch;
  getState: () => RootState;
  /** Settles once every accepted row so far is in `batch`, in order (see saveRow). */
  stored: Promise<void>;
  /** Where accepted rows and the progress wait to reach the page. */
  batch: SavedRowsBatch;
};

/**
 * Sends one row and settles it. Accepted: the stored row is the new base. 409: the colleague's row
 * is the new base with this person's edits merged in; an untouched row is then done, an edited one
 * is sent again with the new version, and a field both changed differently stops the save.
 */
async function saveRow(
  table: TablaKey,
  first: LoadedRow,
  done: number,
  loop: LoopApi,
): Promise<RowOutcome> {
  const { dispatch, getState, batch } = loop;
  let body = first;
  for (let sends = 1; ; sends += 1) {
    // Sent outside RTK Query: nothing of one row's save goes to the store but its outcome, so
    // an accepted row costs one (batched) store update.
    const answer = await postWithSession(apiPaths.tablaUpdate(table), body, { dispatch });
    if (answer.error) {
      await loop.stored;
      // Signed out meanwhile, by the person or because the server ended the session (whose
      // drafts are cleared before the refused call returns): /signin says why, not an alert.
      if (!selectIsSaving(getState(), table)) return 'cancelled';
      if (isForbidden(answer.error)) return 'refused';
      const theirs = sends < MAX_SENDS_PER_ROW ? overtakingRow(answer.error, body.id) : undefined;
      if (!theirs) return 'failed';
      dispatch(rowOvertaken({ table, id: body.id, server: theirs }));
      const merged = selectDraftRow(getState(), table, body.id);
      if (merged?.conflict) return 'failed';
      if (!merged || !hasEdits(merged)) {
        batch.progressed(done);
        return 'saved';
      }
      body = rowToSend(merged, fieldKinds(table));
      continue;
    }
    // Signing out clears the drafts mid-save: the remaining rows are nobody's to send any more.
    if (!selectIsSaving(getState(), table)) return 'cancelled';
    batch.progressed(done);
    // The next row leaves now; this one becomes the base as the server stored it, with its new
    // version, once known (from the answer's header at once, or from its body: see storedRow).
    const sent = body;
    loop.stored = Promise.all([loop.stored, storedRow(sent, answer)]).then(([, stored]) => {
      if (!selectIsSaving(getState(), table)) return;
      batch.saved(sent.id, stored, done);
    });
    return 'saved';
  }
}

/**
 * Saves ALL rows of a table, one POST per row, each sent only once the previous one answered
 * (its status arrived: the API has stored that row). Each accepted row is saved for good, even if a later one fails.
 * The first failure, or a conflict with a colleague's save, stops the loop and keeps every unsaved
 * value, so Guardar retries; full success reloads the table once.
 */
export const saveDraftRows = createAppAsyncThunk(
  'drafts/saveRows',
  async (table: TablaKey, { dispatch, getState, rejectWithValue }) => {
    const rows = selectRowsToSend(getState(), table);
    // Dispatched before the first await: a click in the same tick already sees the save running.
    dispatch(saveStarted({ table, total: rows.length }));

    const batch = createSavedRowsBatch(dispatch, table);
    const loop: LoopApi = { dispatch, getState, stored: Promise.resolve(), batch };
    try {
      for (const [index, row] of rows.entries()) {
        const outcome = await saveRow(table, row, index + 1, loop);
        if (outcome === 'cancelled') return rejectWithValue(CANCELLED);
        if (outcome === 'failed' || outcome === 'refused') {
          // The rows saved before this one lose their marks before the failure is told; every
          // unsaved edit stays, for a Guardar by someone allowed to.
          batch.close();
          dispatch(saveFailed({ table }));
          if (outcome === 'failed') notify(SAVE_ERROR_MESSAGE);
          return rejectWithValue(SAVE_ERROR_MESSAGE);
        }
      }
      await loop.stored;
      batch.close();
    } finally {
      // Whatever ended the loop (a cancel too), its batch flushes no more: a no-op after close.
      batch.drop();
    }

    notify(SAVE_SUCCESS_MESSAGE);
    dispatch(saveSucceeded({ table }));
    // Once, after the last row: the table reloads from what the server now holds.
    dispatch(preciosApi.util.invalidateTags([{ type: 'Tabla', id: table }]));
  },
  { condition: (table, { getState }) => canStartSave(getState(), table) },
);
