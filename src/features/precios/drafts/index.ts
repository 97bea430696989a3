// A table's drafts: its rows as loaded, what staff typed over them (with its undo history), the
// rules for that text, how edits meet a row that changed on the server, their copy kept in the
// browser, and the guard that keeps Personal's tables free of edits. The rest of the feature reads and changes the drafts only through these.
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
export { readOnlyGuard } from './readOnlyGuard';
export { numberText, readNumber } from './priceNumbers';
export type { ConflictChoice } from './rowMerge';
export { shownNumber } from './shownNumbers';
