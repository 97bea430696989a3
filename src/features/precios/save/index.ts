// Guardar: every row of a table sent in order, each answer settled (stored, or merged with a
// colleague's save), the rows reaching the page in batches, and the progress and conflict choice
// the page shows meanwhile (docs/saving.md, "The save loop").
export { RowConflictChoice } from './RowConflictChoice';
export { saveDraftRows } from './saveDraftRows';
export { SaveProgress } from './SaveProgress';
