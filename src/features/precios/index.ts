// What the app shell and other features use of the price tables: their routes, whether leaving (or
// signing out) would throw edits away, and the rule that reads numbers as staff write them. What
// the store is built from is state.ts.
export { numberText, readNumber, selectAnyUnsavedWork } from './drafts';
export { preciosRoutes } from './routes';
export { LEAVE_MESSAGE } from './useLeaveGuard';
