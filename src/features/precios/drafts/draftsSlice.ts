import {
  createSlice,
  prepareAutoBatched,
  type EntityState,
  type PayloadAction,
} from '@reduxjs/toolkit';
import { ROW_VERSION_FIELD, type TablaKey } from '../../../../contract';
import { signedOut } from '../../auth/state';
import { writeCells, takeStep } from './bulkEdits';
import {
  fieldKinds,
  keptEdits,
  sameLoadedValue,
  type DraftRow,
  type FieldKinds,
  type LoadedRow,
  type RowId,
} from './draftValues';
import {
  applyEdit,
  emptyHistory,
  recordCellChange,
  recordStep,
  type EditHistory,
} from './editHistory';
import { preciosApi } from './preciosApi';
import { mergeRow, settleConflict, type ConflictChoice } from './rowMerge';
import type { StoredRow } from './storedDrafts';
import { entryOf } from '../../../services/lookup';

export type SaveStatus = 'idle' | 'saving' | 'failed' | 'succeeded';
/** `done` rows answered OK out of `total` in the current (or last) save. */
export type SaveProgress = { status: SaveStatus; done: number; total: number };

export type TableDrafts = {
  rows: EntityState<DraftRow, RowId>;
  save: SaveProgress;
  /** Unsaved edits kept in this browser came back when the table loaded; cleared by a save. */
  recovered: boolean;
  /** What Ctrl+Z and Ctrl+Y replay; emptied whenever the edits change other than by typing. */
  history?: EditHistory;
};
/** Drafts per table key of the catalogue. */
export type DraftsState = Partial<Record<TablaKey, TableDrafts>>;

type TablePayload = { table: TablaKey };
type RowPayload = TablePayload & { id: RowId };
/** A row the server accepted, as it now stores it. */
export type SavedRow = { id: RowId; stored: LoadedRow };
type RowsSavedPayload = TablePayload & { saved: SavedRow[]; done: number };

/**
 * A table's rows in the store's normalized shape (RTK's `EntityState`), in the order the server
 * sent them. Built directly rather than by `createEntityAdapter`, whose whole code (sorted
 * collections, upserts, selectors) would ship in the first load for this one use.
 */
export function draftRowsOf(rows: readonly DraftRow[]): EntityState<DraftRow, RowId> {
  const ids: RowId[] = [];
  const entities = {} as Record<RowId, DraftRow>;
  for (const row of rows) {
    // A repeated id keeps its first row, as the adapter's `setAll` did.
    if (row.id in entities) continue;
    ids.push(row.id);
    entities[row.id] = row;
  }
  return { ids, entities };
}

/** A row holds edits not saved yet: the one definition of "unsaved", for a row and a table. */
export const hasEdits = (row: DraftRow) => Object.keys(row.edits).length > 0;

export const hasUnsavedEdits = (rows: TableDrafts['rows']) =>
  rows.ids.some((id) => hasEdits(rows.entities[id]));

export const IDLE_SAVE: SaveProgress = { status: 'idle', done: 0, total: 0 };

const initialState: DraftsState = {};

function tableDrafts(state: DraftsState, table: TablaKey): TableDrafts {
  state[table] ??= {
    rows: draftRowsOf([]),
    save: IDLE_SAVE,
    recovered: false,
  };
  return state[table];
}

const versionOf = (row: LoadedRow): unknown => row[ROW_VERSION_FIELD];

/** Whether the server's row moved on from the one these edits were typed over. */
function versionMoved(before: LoadedRow, now: LoadedRow): boolean {
  const version = versionOf(before);
  return version !== undefined && version !== versionOf(now);
}

function sameRow(a: LoadedRow, b: LoadedRow): boolean {
  const fields = Object.keys(b);
  return (
    fields.length === Object.keys(a).length &&
    fields.every((field) => sameLoadedValue(a[field], b[field]))
  );
}

/** The server's row becomes the loaded one; edits are merged field by field if it moved on. */
function rebase(row: DraftRow, server: LoadedRow, kinds: FieldKinds) {
  if (versionMoved(row.loaded, server)) {
    const merged = mergeRow(row.loaded, row.edits, server, kinds);
    row.edits = merged.edits;
    if (merged.conflict) row.conflict = merged.conflict;
    else delete row.conflict;
  } else {
    row.edits = keptEdits(row.edits, server, kinds);
  }
  row.loaded = server;
}

/** The server's rows become the loaded values; the user's edits of rows still there survive. */
function loadRows(drafts: TableDrafts, rows: readonly LoadedRow[], kinds: FieldKinds) {
  const previous = drafts.rows.entities;
  const next = rows.map((server): DraftRow => {
    const before = entryOf(previous, server.id);
    if (!before) return { id: server.id, loaded: server, edits: {} };
    const row: DraftRow = { ...before, edits: { ...before.edits } };
    rebase(row, server, kinds);
    return row;
  });
  drafts.rows = draftRowsOf(next);
}

/** Edits kept in this browser, typed over `stored.version`, applied to the row as loaded now. */
function restoreRow(row: DraftRow, stored: StoredRow, kinds: FieldKinds) {
  const edits: Record<string, string> = {};
  const base: Record<string, unknown> = {};
  for (const [field, { text, base: value }] of Object.entries(stored.edits)) {
    edits[field] = text;
    base[field] = value;
  }
  const moved = stored.version !== undefined && stored.version !== versionOf(row.loaded);
  if (!moved) {
    row.edits = keptEdits(edits, row.loaded, kinds);
    return;
  }
  const merged = mergeRow(base, edits, row.loaded, kinds);
  row.edits = merged.edits;
  if (merged.conflict) row.conflict = merged.conflict;
}

export const draftsSlice = createSlice({
  name: 'drafts',
  initialState,
  reducers: {
    cellEdited(state, action: PayloadAction<RowPayload & { field: string; value: string }>) {
      const { table, id, field, value } = action.payload;
      // Only this row's entity changes, so only its row re-renders.
      const drafts = state[table];
      const row = drafts?.rows.entities[id];
      if (!drafts || !row) return;
      const before = row.edits[field];
      // Exact text, not numeric equality: "1.0" typed on the way to "1.05" over a loaded 1 must stay.
      applyEdit(row, field, value);
      drafts.history ??= emptyHistory();
      recordCellChange(drafts.history, { id, field, before, after: row.edits[field] });
    },
    /**
     * A block of values from outside (a paste, an imported file): each set as if typed, and the
     * whole block one undo step.
     */
    cellsImported(
      state,
      action: PayloadAction<
        TablePayload & { changes: { id: RowId; field: string; value: string }[] }
      >,
    ) {
      const drafts = state[action.payload.table];
      if (!drafts) return;
      const writes = action.payload.changes.map(({ id, field, value }) => ({
        id,
        field,
        text: value,
      }));
      const step = writeCells(drafts.rows.entities, writes);
      drafts.history ??= emptyHistory();
      recordStep(drafts.history, step);
    },
    /** Ctrl+Z: the last step of typing (or a paste) is taken back. */
    editUndone(state, action: PayloadAction<TablePayload>) {
      const drafts = state[action.payload.table];
      const writes = drafts?.history && takeStep(drafts.history, 'undo');
      if (drafts && writes) writeCells(drafts.rows.entities, writes);
    },
    /** Ctrl+Y or Ctrl+Shift+Z: the last step taken back is made again. */
    editRedone(state, action: PayloadAction<TablePayload>) {
      const drafts = state[action.payload.table];
      const writes = drafts?.history && takeStep(drafts.history, 'redo');
      if (drafts && writes) writeCells(drafts.rows.entities, writes);
    },
    /** The user chose to drop every unsaved value of the table (leaving it, or Descartar cambios). */
    editsDiscarded(state, action: PayloadAction<TablePayload>) {
      const drafts = state[action.payload.table];
      if (!drafts) return;
      drafts.recovered = false;
      delete drafts.history;
      for (const id of drafts.rows.ids) {
        // Rows without edits stay as they are, so only the edited ones re-render.
        const row = drafts.rows.entities[id];
        if (hasEdits(row) || row.conflict) {
          row.edits = {};
          delete row.conflict;
        }
      }
    },
    /** Unsaved edits kept in this browser by the same account, back on the freshly loaded table. */
    draftsRestored(state, action: PayloadAction<TablePayload & { rows: StoredRow[] }>) {
      const drafts = state[action.payload.table];
      if (!drafts) return;
      delete drafts.history;
      const kinds = fieldKinds(action.payload.table);
      for (const stored of action.payload.rows) {
        const row = entryOf(drafts.rows.entities, stored.id);
        if (row) restoreRow(row, stored, kinds);
      }
      drafts.recovered = hasUnsavedEdits(drafts.rows);
    },
    conflictSettled(state, action: PayloadAction<RowPayload & { choice: ConflictChoice }>) {
      const { table, id, choice } = action.payload;
      const drafts = state[table];
      const row = drafts?.rows.entities[id];
      if (!drafts || !row?.conflict) return;
      delete drafts.history;
      row.edits = settleConflict(row.edits, row.conflict, choice);
      delete row.conflict;
    },
    saveStarted(state, action: PayloadAction<TablePayload & { total: number }>) {
      // Saved values are not undone by Ctrl+Z: the history starts again from the saved table.
      delete tableDrafts(state, action.payload.table).history;
      tableDrafts(state, action.payload.table).save = {
        status: 'saving',
        done: 0,
        total: action.payload.total,
      };
    },
    /**
     * Rows answered OK, each with what the server now stores (or, from a backend that answers no
     * row, what was sent): that is each row's new base, whatever happens to the rows after them.
     * `done` counts the rows answered so far. The save sends them in batches (savedRowsBatch), and
     * the page hears of a batch in the next frame.
     */
    rowsSaved: {
      reducer(state, action: PayloadAction<RowsSavedPayload>) {
        const { table, saved, done } = action.payload;
        const drafts = state[table];
        // Only during its save: a batch must never land on drafts loaded after it ended.
        if (drafts?.save.status !== 'saving') return;
        drafts.save.done = done;
        const kinds = fieldKinds(table);
        for (const { id, stored } of saved) {
          const row = entryOf(drafts.rows.entities, id);
          // An untouched row the server answered as it was: left alone, so it does not re-render.
          if (!row || (!hasEdits(row) && sameRow(row.loaded, stored))) continue;
          row.loaded = stored;
          // An edit typed while the save ran, and differing from what was sent, is still unsaved.
          row.edits = keptEdits(row.edits, stored, kinds);
        }
      },
      prepare: prepareAutoBatched<RowsSavedPayload>(),
    },
    /** A colleague saved the row first (409): their row becomes the base, edits merged by field. */
    rowOvertaken(state, action: PayloadAction<RowPayload & { server: LoadedRow }>) {
      const { table, id, server } = action.payload;
      const drafts = state[table];
      const row = drafts?.rows.entities[id];
      if (!drafts || !row) return;
      delete drafts.history;
      rebase(row, server, fieldKinds(table));
    },
    saveFailed(state, action: PayloadAction<TablePayload>) {
      const drafts = state[action.payload.table];
      if (drafts) drafts.save.status = 'failed';
    },
    /** Every row was stored. */
    saveSucceeded(state, action: PayloadAction<TablePayload>) {
      const drafts = state[action.payload.table];
      if (!drafts) return;
      drafts.save = { status: 'succeeded', done: drafts.save.total, total: drafts.save.total };
      drafts.recovered = false;
    },
  },
  extraReducers: (builder) => {
    builder
      // The next person at this browser must not find the last one's unsaved prices.
      .addCase(signedOut, () => initialState)
      .addMatcher(preciosApi.endpoints.getTabla.matchFulfilled, (state, action) => {
        const table = action.meta.arg.originalArgs;
        const drafts = tableDrafts(state, table);
        delete drafts.history;
        loadRows(drafts, action.payload, fieldKinds(table));
      });
  },
});

export const {
  cellEdited,
  cellsImported,
  editUndone,
  editRedone,
  editsDiscarded,
  draftsRestored,
  conflictSettled,
  saveStarted,
  rowsSaved,
  rowOvertaken,
  saveFailed,
  saveSucceeded,
} = draftsSlice.actions;
