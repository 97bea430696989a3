// What the app shell uses of the price tables: their routes, and whether leaving (or signing out)
// would throw edits away. What the store is built from is state.ts.
export { selectAnyUnsavedWork } from './drafts';
export { preciosRoutes } from './routes';
export { LEAVE_MESSAGE } from './useLeaveGuard';
