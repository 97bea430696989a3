import { createSelector } from '@reduxjs/toolkit';
import { tablaView, type TablaKey } from '../catalog';
import { hasUnsavedEdits, IDLE_SAVE, type DraftsState } from './draftsSlice';
import { draftValue, fieldKinds, isValidDraft, rowToSend, type RowId } from './draftValues';

/** Any state holding the drafts slice (the app's RootState, or a test's). */
type DraftsRoot = { drafts: DraftsState };

const NO_IDS: readonly RowId[] = [];

/** A table's draft rows (ids and entities); undefined until the table has loaded. */
export const selectRows = (state: DraftsRoot, table: TablaKey) => state.drafts[table]?.rows;

/** Row ids in the order loaded; the same array until rows are added or removed. */
export const selectRowIds = (state: DraftsRoot, table: TablaKey): readonly RowId[] =>
  selectRows(state, table)?.ids ?? NO_IDS;

export const selectDraftRow = (state: DraftsRoot, table: TablaKey, id: RowId) =>
  selectRows(state, table)?.entities[id];

export const selectSaveProgress = (state: DraftsRoot, table: TablaKey) =>
  state.drafts[table]?.save ?? IDLE_SAVE;

export const selectIsSaving = (state: DraftsRoot, table: TablaKey) =>
  selectSaveProgress(state, table).status === 'saving';

export const selectHasUnsavedEdits = createSelector([selectRows], (rows) =>
  rows ? hasUnsavedEdits(rows) : false,
);

/** True while any price table holds edits not yet saved, or a save is still running. */
export const selectAnyUnsavedWork = (state: DraftsRoot): boolean =>
  Object.values(state.drafts).some(
    (table) => table.save.status === 'saving' || hasUnsavedEdits(table.rows),
  );

/** Rows where a colleague's save and this person's edits differ, waiting for a choice. */
export const selectConflictCount = createSelector([selectRows], (rows) =>
  rows ? rows.ids.filter((id) => rows.entities[id].conflict).length : 0,
);

/** Unsaved edits kept in this browser came back when the table loaded, and are not saved yet. */
export const selectRecoveredDrafts = (state: DraftsRoot, table: TablaKey) =>
  state.drafts[table]?.recovered ?? false;

/** Validity is derived from the text shown, never stored: it cannot go stale. */
export const selectAllDraftsValid = createSelector(
  [selectRows, (_state: DraftsRoot, table: TablaKey) => table],
  (rows, table) => {
    if (!rows) return true;
    const columns = tablaView(table).columns.filter((column) => column.editable);
    return rows.ids.every((id) =>
      columns.every((column) =>
        isValidDraft(draftValue(rows.entities[id], column.field), column.valueKind),
      ),
    );
  },
);

/** The update bodies, in table order: id plus every loaded field, edits as numbers. */
export const selectRowsToSend = createSelector(
  [selectRows, (_state: DraftsRoot, table: TablaKey) => table],
  (rows, table) => {
    const kinds = fieldKinds(table);
    return rows ? rows.ids.map((id) => rowToSend(rows.entities[id], kinds)) : [];
  },
);
