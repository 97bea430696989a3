// Many cells set at once (a paste, an import, the undo or redo of one), each as typing sets it
// (editFor), without an Immer draft per row. Each changed row is rebuilt from the row as it was,
// frozen, and put in place: Immer then has nothing to walk inside it. A 1,000 × 3 paste is then
// plain object copies, where a draft per row (and per cell of the recorded step) cost more than
// the rest of the paste's work.
import { isDraft, original, type Draft } from '@reduxjs/toolkit';
import type { DraftRow, RowId } from './draftValues';
import { editFor, type CellChange, type EditHistory, type EditStep } from './editHistory';
import { entryOf } from '../../../services/lookup';

type Entities = Record<RowId, DraftRow>;
/** A cell to set: `text` undefined puts the loaded value back. */
export type CellWrite = { id: RowId; field: string; text: string | undefined };

const plain = <T>(value: T): T => (isDraft(value) ? original(value as Draft<T>) : value);

/**
 * Sets each cell the way typing does (text equal to the loaded value is no edit) and returns what
 * changed, cell by cell, frozen: the step to record for undo.
 */
export function writeCells(entities: Draft<Entities>, writes: Iterable<CellWrite>): EditStep {
  const before = plain(entities) as Entities;
  const rebuilt = new Map<RowId, DraftRow>();
  const step: CellChange[] = [];
  for (const { id, field, text } of writes) {
    const row = rebuilt.get(id) ?? entryOf(before, id);
    if (!row) continue;
    const was = row.edits[field];
    const now = editFor(row, field, text);
    if (was === now) continue;
    const edits = { ...row.edits };
    if (now === undefined) delete edits[field];
    else edits[field] = now;
    rebuilt.set(id, { ...row, edits });
    step.push(Object.freeze({ id, field, before: was, after: now }));
  }
  for (const [id, row] of rebuilt) {
    Object.freeze(row.edits);
    (entities as Entities)[id] = Object.freeze(row);
  }
  return Object.freeze(step) as EditStep;
}

/**
 * Takes the last step of `direction`'s list and moves it onto the other list, without reading it
 * through Immer; returns the cells to write (each cell's `before` for an undo, `after` for a redo).
 */
export function takeStep(
  history: Draft<EditHistory>,
  direction: 'undo' | 'redo',
): CellWrite[] | undefined {
  const from = direction === 'undo' ? history.undo : history.redo;
  const to = direction === 'undo' ? history.redo : history.undo;
  const steps = plain(from) as EditStep[];
  const step = steps.at(-1);
  if (!step) return undefined;
  from.length = steps.length - 1;
  (to as EditStep[]).push(step);
  return step.map((change) => ({
    id: change.id,
    field: change.field,
    text: direction === 'undo' ? change.before : change.after,
  }));
}
