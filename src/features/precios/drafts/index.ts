// A table's drafts: its rows as loaded, what staff typed over them (with its undo history), the
// rules for that text, how edits meet a row that changed on the server, and their copy kept in the
// browser. The rest of the feature reads and changes the drafts only through these.
export { createDraftPersistence } from './draftPersistence';
export {
  selectAllDraftsValid,
  selectAnyUnsavedWork,
  selectConflictCount,
  selectDraftRow,
  selectHasUnsavedEdits,
  selectIsSaving,
  selectRecoveredDrafts,
  selectRows,
  selectRowIds,
  selectRowsToSend,
  selectSaveProgress,
} from './draftsSelectors';
export {
  cellEdited,
  cellsImported,
  conflictSettled,
  draftsSlice,
  editRedone,
  editsDiscarded,
  editUndone,
  hasEdits,
  rowOvertaken,
  rowsSaved,
  saveFailed,
  saveStarted,
  saveSucceeded,
  type SavedRow,
} from './draftsSlice';
export {
  draftValue,
  fieldKinds,
  isPriceRow,
  isValidDraft,
  rowToSend,
  toDraftString,
  validDraftNumber,
  type DraftRow,
  type LoadedRow,
  type RowId,
} from './draftValues';
export { preciosApi, useGetTablaQuery } from './preciosApi';
export { numberText, readNumber } from './priceNumbers';
export type { ConflictChoice } from './rowMerge';
export { shownNumber } from './shownNumbers';
