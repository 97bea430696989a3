// The numbers a row's cells show, read once per version of the row. The checks and the chart go
// over every row after each keystroke; an edit replaces only its own row's object, so every other
// row's numbers come from here instead of being parsed again.
import type { ValueKind } from '../../../../contract';
import { draftValue, validDraftNumber, type DraftRow } from './draftValues';

const readNumbers = new WeakMap<DraftRow, Map<string, number | undefined>>();

/** The number the cell shows when it is one that could be saved in a column of `kind`. */
export function shownNumber(row: DraftRow, field: string, kind: ValueKind): number | undefined {
  let fields = readNumbers.get(row);
  if (!fields) {
    fields = new Map();
    readNumbers.set(row, fields);
  }
  const key = `${kind} ${field}`;
  if (fields.has(key)) return fields.get(key);
  const number = validDraftNumber(draftValue(row, field), kind);
  fields.set(key, number);
  return number;
}
