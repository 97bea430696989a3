// Rows as the dashboard receives them and the rules for the text a user types over them.
import {
  isValidPriceValue,
  tablaSpec,
  type PriceRow,
  type TablaKey,
  type ValueKind,
} from '../../../../contract';
import { numberText, readNumber } from './priceNumbers';

/** The contract's ids are numbers; a backend that sends text ids is still served. */
export type RowId = PriceRow['id'] | string;

/**
 * A price row as loaded: its id plus every field the backend sent, untouched. Read as received, not
 * as the contract's `PriceRow`, since nothing but the id is checked before it is shown and edited.
 */
export type LoadedRow = { id: RowId } & Record<string, unknown>;

/**
 * A colleague saved a field this person had also changed, to another value: the row keeps this
 * person's text as the edit and holds the colleague's value here until one of the two is chosen.
 */
export type RowConflict = { theirs: Record<string, unknown> };

/** A row being edited: what the server sent and what the user typed over it, field by field. */
export type DraftRow = {
  id: RowId;
  loaded: LoadedRow;
  edits: Record<string, string>;
  conflict?: RowConflict;
};

export function isPriceRow(value: unknown): value is LoadedRow {
  if (value === null || typeof value !== 'object') return false;
  const id = (value as { id?: unknown }).id;
  return typeof id === 'number' || typeof id === 'string';
}

/**
 * A loaded value as a number: the API sends numbers; another backend may send their plain text
 * (`"2.5"`). Undefined for anything else.
 */
export function loadedNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && /^\s*\d+(?:\.\d+)?\s*$/.test(value)) return Number(value);
  return undefined;
}

/**
 * The text an input shows for a loaded value: a number as the inputs write numbers (es-ES decimal
 * comma, no thousands groups: `0,655`, like the computed columns), null and missing as empty,
 * anything else as it came. What staff type is shown as typed (draftValue), never reformatted.
 */
export function toDraftString(value: unknown): string {
  if (value === null || value === undefined) return '';
  const number = loadedNumber(value);
  return number === undefined ? String(value) : numberText(number);
}

/**
 * Whether a typed value can be saved in a column of `kind`, by the rule the API applies too:
 * empty text, garbage, negatives, fractional quantities and prices above the maximum cannot.
 */
export function isValidDraft(text: string, kind: ValueKind): boolean {
  const number = readNumber(text, kind);
  return number !== undefined && isValidPriceValue(kind, number);
}

/** The number a typed text stands for when it can be saved in a column of `kind`, else undefined. */
export function validDraftNumber(text: string, kind: ValueKind): number | undefined {
  const number = readNumber(text, kind);
  return number !== undefined && isValidPriceValue(kind, number) ? number : undefined;
}

/** Which numbers each field of a table's rows takes (how its text is read: readNumber). */
export type FieldKinds = (field: string) => ValueKind;

const kindsByTable = new Map<TablaKey, FieldKinds>();

/** The kinds of a table's fields, as the contract gives them; a field it does not name is a price. */
export function fieldKinds(table: TablaKey): FieldKinds {
  let kinds = kindsByTable.get(table);
  if (!kinds) {
    const byField = new Map<string, ValueKind>(
      tablaSpec(table).fields.map((field) => [field.field, field.valueKind]),
    );
    kinds = (field) => byField.get(field) ?? 'price';
    kindsByTable.set(table, kinds);
  }
  return kinds;
}

export function draftValue(row: DraftRow, field: string): string {
  return row.edits[field] ?? toDraftString(row.loaded[field]);
}

/**
 * Whether an edit in a column of `kind` says nothing new about a value loaded from the server:
 * "2.50" over 2.5 does not. Used when the server's values change under the edits (reload, save),
 * never per keystroke, where "1,0" must survive on its way to "1,05".
 */
export function editMatchesLoaded(edit: string, loaded: unknown, kind: ValueKind): boolean {
  if (edit === toDraftString(loaded)) return true;
  const number = readNumber(edit, kind);
  return number !== undefined && number === loadedNumber(loaded);
}

/** Whether two loaded values say the same (a backend may send 2.5 once and "2.5" the next time). */
export function sameLoadedValue(a: unknown, b: unknown): boolean {
  const number = loadedNumber(a);
  return number === undefined ? toDraftString(a) === toDraftString(b) : number === loadedNumber(b);
}

/** The edits still worth keeping once `loaded` is what the server holds. */
export function keptEdits(
  edits: Record<string, string>,
  loaded: LoadedRow,
  kinds: FieldKinds,
): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [field, edit] of Object.entries(edits)) {
    if (!editMatchesLoaded(edit, loaded[field], kinds(field))) kept[field] = edit;
  }
  return kept;
}

/** The body of a row's update: every field as loaded, edited ones replaced by their numbers. */
export function rowToSend(row: DraftRow, kinds: FieldKinds): LoadedRow {
  const sent: LoadedRow = Object.assign({ id: row.id }, row.loaded);
  for (const [field, edit] of Object.entries(row.edits))
    sent[field] = readNumber(edit, kinds(field));
  return sent;
}
