// What the store is built from for the price tables: the drafts slice, the middleware that keeps
// drafts in the browser and the one that keeps Personal's tables read-only. Nothing here imports
// the app's store or hooks, so the store imports it without a cycle; the app's face (routes,
// leaving with unsaved work) is index.ts.
export { createDraftPersistence, draftsSlice, readOnlyGuard } from './drafts';
