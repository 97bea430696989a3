// What the app shell and other features use of the price tables: their routes, whether leaving (or
// signing out) would throw edits away, and, for a quote, the tables by their tile labels, their
// rows as loaded and the rule that reads numbers as staff write them. What the store is built
// from is state.ts.
export { allTablas, tablaView, serigrafiaTables, vasoTables, type Tabla } from './catalog';
export { numberText, preciosApi, readNumber, selectAnyUnsavedWork } from './drafts';
export { preciosRoutes } from './routes';
export { LEAVE_MESSAGE } from './useLeaveGuard';
