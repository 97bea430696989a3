// What the store is built from for the price tables: the drafts slice and the middleware that keeps
// drafts in the browser. Nothing here imports the app's store or hooks, so the store imports it
// without a cycle; the app's face (routes, leaving with unsaved work) is index.ts.
export { createDraftPersistence, draftsSlice } from './drafts';
