import {
  createEntityAdapter,
  createSlice,
  type EntityState,
  type PayloadAction,
} from '@reduxjs/toolkit';
import type { PriceTableKey } from '../../../contract';
import { signedOut } from '../auth';
import { keptEdits, toDraftString, type DraftRow, type LoadedRow, type RowId } from './draftValues';
import { preciosApi } from './preciosApi';

export type SaveStatus = 'idle' | 'saving' | 'failed' | 'succeeded';
/** `done` rows answered OK out of `total` in the current (or last) save. */
export type SaveProgress = { status: SaveStatus; done: number; total: number };

export type TableDrafts = { rows: EntityState<DraftRow, RowId>; save: SaveProgress };
/** Drafts per table key of the catalogue. */
export type DraftsState = Partial<Record<PriceTableKey, TableDrafts>>;

type TablePayload = { table: PriceTableKey };

// No sort comparer: rows keep the order the server sent them in.
export const draftRowsAdapter = createEntityAdapter<DraftRow>();

/** A row holds edits not saved yet: the one definition of "unsaved", for a row and a table. */
const hasEdits = (row: DraftRow) => Object.keys(row.edits).length > 0;

export const hasUnsavedEdits = (rows: TableDrafts['rows']) =>
  rows.ids.some((id) => hasEdits(rows.entities[id]));

export const IDLE_SAVE: SaveProgress = { status: 'idle', done: 0, total: 0 };

const initialState: DraftsState = {};

function tableDrafts(state: DraftsState, table: PriceTableKey): TableDrafts {
  state[table] ??= { rows: draftRowsAdapter.getInitialState(), save: IDLE_SAVE };
  return state[table];
}

/** The server's rows become the loaded values; the user's edits of rows still there survive. */
function loadRows(drafts: TableDrafts, rows: readonly LoadedRow[]) {
  const previous = drafts.rows.entities;
  const next = rows.map((row) => {
    const edits = previous[row.id]?.edits;
    return { id: row.id, loaded: row, edits: edits ? keptEdits(edits, row) : {} };
  });
  // Assigned, not just applied: a table created in this same reducer is a plain object, not an Immer
  // draft, and the adapter then returns a new state instead of mutating.
  drafts.rows = draftRowsAdapter.setAll(drafts.rows, next);
}

export const draftsSlice = createSlice({
  name: 'drafts',
  initialState,
  reducers: {
    cellEdited(
      state,
      action: PayloadAction<{ table: PriceTableKey; id: RowId; field: string; value: string }>,
    ) {
      const { table, id, field, value } = action.payload;
      // Only this row's entity changes, so only its row re-renders.
      const row = state[table]?.rows.entities[id];
      if (!row) return;
      // Exact text, not numeric equality: "1.0" typed on the way to "1.05" over a loaded 1 must stay.
      if (value === toDraftString(row.loaded[field])) delete row.edits[field];
      else row.edits[field] = value;
    },
    /** The user chose to leave the table without saving. */
    editsDiscarded(state, action: PayloadAction<TablePayload>) {
      const rows = state[action.payload.table]?.rows;
      if (!rows) return;
      for (const id of rows.ids) {
        // Rows without edits stay as they are, so only the edited ones re-render.
        const row = rows.entities[id];
        if (hasEdits(row)) row.edits = {};
      }
    },
    saveStarted(state, action: PayloadAction<TablePayload & { total: number }>) {
      tableDrafts(state, action.payload.table).save = {
        status: 'saving',
        done: 0,
        total: action.payload.total,
      };
    },
    saveProgressed(state, action: PayloadAction<TablePayload & { done: number }>) {
      const drafts = state[action.payload.table];
      if (drafts) drafts.save.done = action.payload.done;
    },
    saveFailed(state, action: PayloadAction<TablePayload>) {
      const drafts = state[action.payload.table];
      if (drafts) drafts.save.status = 'failed';
    },
    /** Every row was stored: what was sent is now what the server holds. */
    rowsSaved(state, action: PayloadAction<TablePayload & { rows: LoadedRow[] }>) {
      const drafts = state[action.payload.table];
      if (!drafts) return;
      for (const sent of action.payload.rows) {
        const row = drafts.rows.entities[sent.id];
        if (!row) continue;
        row.loaded = sent;
        // An edit typed while the save ran, and differing from what was sent, is still unsaved.
        row.edits = keptEdits(row.edits, sent);
      }
      drafts.save = { status: 'succeeded', done: drafts.save.total, total: drafts.save.total };
    },
  },
  extraReducers: (builder) => {
    builder
      // The next person at this browser must not find the last one's unsaved prices.
      .addCase(signedOut, () => initialState)
      .addMatcher(preciosApi.endpoints.getTabla.matchFulfilled, (state, action) => {
        loadRows(tableDrafts(state, action.meta.arg.originalArgs), action.payload);
      });
  },
});

export const { cellEdited, editsDiscarded, saveStarted, saveProgressed, saveFailed, rowsSaved } =
  draftsSlice.actions;
