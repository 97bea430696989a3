import type { PriceTableKey } from '../../../contract';
import { createAppAsyncThunk } from '../../app/hooks';
import type { RootState } from '../../app/store';
import { notify } from '../../services/notify';
import {
  selectAllDraftsValid,
  selectIsSaving,
  selectRowIds,
  selectRowsToSend,
} from './draftsSelectors';
import { rowsSaved, saveFailed, saveProgressed, saveStarted } from './draftsSlice';
import { preciosApi } from './preciosApi';

export const SAVE_SUCCESS_MESSAGE = 'Datos guardados con éxito';
export const SAVE_ERROR_MESSAGE = 'Error al guardar los datos';
const CANCELLED = 'cancelled';

/** A second click, or a table with a value that cannot be saved, starts nothing. */
function canStartSave(state: RootState, table: PriceTableKey): boolean {
  return (
    !selectIsSaving(state, table) &&
    selectRowIds(state, table).length > 0 &&
    selectAllDraftsValid(state, table)
  );
}

/**
 * Saves ALL rows of a table, one POST per row, each sent only once the previous one answered
 * (the API stores a row per call). The first failure stops the loop and keeps every draft, so
 * Guardar retries; full success reloads the table once.
 */
export const saveDraftRows = createAppAsyncThunk(
  'drafts/saveRows',
  async (table: PriceTableKey, { dispatch, getState, rejectWithValue }) => {
    const rows = selectRowsToSend(getState(), table);
    // Dispatched before the first await: a click in the same tick already sees the save running.
    dispatch(saveStarted({ table, total: rows.length }));

    for (const [index, row] of rows.entries()) {
      try {
        // Untracked: no mutation entry is written to the store (a long table leaves nothing in the
        // cache), so a row costs one store update, its progress, instead of four.
        await dispatch(
          preciosApi.endpoints.updateRow.initiate({ table, row }, { track: false }),
        ).unwrap();
      } catch {
        // Signed out meanwhile, by the person or because the server ended the session (whose
        // drafts are cleared before the refused call returns): /signin says why, not an alert.
        if (!selectIsSaving(getState(), table)) return rejectWithValue(CANCELLED);
        dispatch(saveFailed({ table }));
        notify(SAVE_ERROR_MESSAGE);
        return rejectWithValue(SAVE_ERROR_MESSAGE);
      }
      // Signing out clears the drafts mid-save: the remaining rows are nobody's to send any more.
      if (!selectIsSaving(getState(), table)) return rejectWithValue(CANCELLED);
      dispatch(saveProgressed({ table, done: index + 1 }));
    }

    notify(SAVE_SUCCESS_MESSAGE);
    dispatch(rowsSaved({ table, rows }));
    // Once, after the last row: the table reloads from what the server now holds.
    dispatch(preciosApi.util.invalidateTags([{ type: 'Tabla', id: table }]));
  },
  { condition: (table, { getState }) => canStartSave(getState(), table) },
);
