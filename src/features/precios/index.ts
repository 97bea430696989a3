// What the rest of the dashboard may use of the price tables: their routes, the drafts slice the
// store is built from, and whether leaving (or signing out) would throw edits away.
export { selectAnyUnsavedWork } from './draftsSelectors';
export { createDraftPersistence } from './draftPersistence';
export { draftsSlice } from './draftsSlice';
export { preciosRoutes } from './routes';
export { LEAVE_MESSAGE } from './useLeaveGuard';
