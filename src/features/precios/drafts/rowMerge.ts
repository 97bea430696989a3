// How a row edited here meets the same row as a colleague saved it meanwhile.
import {
  editMatchesLoaded,
  sameLoadedValue,
  type FieldKinds,
  type LoadedRow,
  type RowConflict,
} from './draftValues';

export type MergedRow = {
  loaded: LoadedRow;
  edits: Record<string, string>;
  conflict?: RowConflict;
};

/**
 * Merges field by field, from the values this person started from (`base`), the text they typed
 * (`edits`) and the row as the server holds it now (`server`), which becomes the new loaded row:
 * - a field only the colleague changed shows the colleague's value (there is no edit for it);
 * - a field only this person changed keeps their edit;
 * - a field both changed keeps nothing to save when both say the same number, and is a conflict
 *   when they differ: this person's edit stays and the colleague's value is held beside it.
 * `base` needs only the edited fields; a field without a base counts as changed by the colleague
 * when the server's value differs from the edit, so nothing is overwritten unseen.
 */
export function mergeRow(
  base: Readonly<Record<string, unknown>>,
  edits: Readonly<Record<string, string>>,
  server: LoadedRow,
  kinds: FieldKinds,
): MergedRow {
  const kept: Record<string, string> = {};
  const theirs: Record<string, unknown> = {};
  for (const [field, edit] of Object.entries(edits)) {
    if (editMatchesLoaded(edit, server[field], kinds(field))) continue;
    kept[field] = edit;
    const colleagueChanged = !(field in base) || !sameLoadedValue(base[field], server[field]);
    if (colleagueChanged) theirs[field] = server[field];
  }
  const merged: MergedRow = { loaded: server, edits: kept };
  if (Object.keys(theirs).length > 0) merged.conflict = { theirs };
  return merged;
}

export type ConflictChoice = 'theirs' | 'mine';

/** The edits left once a conflict is settled: the colleague's values, or this person's. */
export function settleConflict(
  edits: Readonly<Record<string, string>>,
  conflict: RowConflict,
  choice: ConflictChoice,
): Record<string, string> {
  if (choice === 'mine') return { ...edits };
  const settled = { ...edits };
  for (const field of Object.keys(conflict.theirs)) delete settled[field];
  return settled;
}
