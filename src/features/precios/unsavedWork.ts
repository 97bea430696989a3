import type { DraftsState } from './draftsSlice';

/** True while any price table holds edits not yet saved, or a save is still running. */
export function selectAnyUnsavedWork(state: { drafts: DraftsState }): boolean {
  return Object.values(state.drafts).some(
    (table) =>
      table.save.status === 'saving' ||
      table.rows.ids.some((id) => Object.keys(table.rows.entities[id].edits).length > 0),
  );
}
