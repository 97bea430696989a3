// Unsaved price edits kept in this browser's localStorage, per account and per table, so a reload,
// a crash or a closed tab loses nothing. Only what a draft needs is kept: the row id, the version
// and values the edits were typed over, and the typed text. Never a token or anything of the session.
import { isRecord } from '../../../../contract';
import type { TablaKey } from '../../../../contract';
import type { RowId } from './draftValues';

/** One typed field: the text, and the value the server held when it was typed (for merging). */
export type StoredEdit = { text: string; base: unknown };
export type StoredRow = { id: RowId; version?: number; edits: Record<string, StoredEdit> };
type StoredTable = { savedAt: number; rows: readonly StoredRow[] };

/** Kept drafts older than this are dropped: a week-old price edit is no longer anyone's intent. */
export const STORED_DRAFTS_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

const PREFIX = 'vasos-admin.drafts.';
const keyOf = (account: string, table: TablaKey) =>
  `${PREFIX}${encodeURIComponent(account)}.${table}`;
const accountPrefix = (account: string) => `${PREFIX}${encodeURIComponent(account)}.`;

// Storage can be missing, full or refused (private windows, policies): drafts then live only in
// memory, as before, and nothing else breaks.
function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

const isBase = (value: unknown) =>
  value === null || typeof value === 'number' || typeof value === 'string';

function isStoredRow(value: unknown): value is StoredRow {
  if (!isRecord(value) || !isRecord(value.edits)) return false;
  if (typeof value.id !== 'number' && typeof value.id !== 'string') return false;
  if (value.version !== undefined && typeof value.version !== 'number') return false;
  return Object.values(value.edits).every(
    (edit) => isRecord(edit) && typeof edit.text === 'string' && isBase(edit.base),
  );
}

function parse(text: string): StoredTable | undefined {
  try {
    const value: unknown = JSON.parse(text);
    if (!isRecord(value) || typeof value.savedAt !== 'number' || !Array.isArray(value.rows)) {
      return undefined;
    }
    return value.rows.every(isStoredRow) ? (value as StoredTable) : undefined;
  } catch {
    return undefined;
  }
}

const isExpired = (table: StoredTable, now: number) =>
  now - table.savedAt > STORED_DRAFTS_LIFETIME_MS;

function remove(key: string) {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing to do: the entry expires anyway.
  }
}

/** The account's kept edits of a table; undefined when there are none, they expired or are unreadable. */
export function readStoredDrafts(
  account: string,
  table: TablaKey,
  now = Date.now(),
): StoredRow[] | undefined {
  const key = keyOf(account, table);
  const text = storage()?.getItem(key);
  if (!text) return undefined;
  const stored = parse(text);
  if (!stored || isExpired(stored, now)) {
    remove(key);
    return undefined;
  }
  return [...stored.rows];
}

/** Replaces the account's kept edits of a table; no rows removes them. */
export function writeStoredDrafts(
  account: string,
  table: TablaKey,
  rows: readonly StoredRow[],
  now = Date.now(),
) {
  const key = keyOf(account, table);
  if (rows.length === 0) {
    remove(key);
    return;
  }
  try {
    storage()?.setItem(key, JSON.stringify({ savedAt: now, rows } satisfies StoredTable));
  } catch (error) {
    // Full storage: the edits are still on screen and in memory; only the safety copy is missing.
    console.warn('Unsaved edits could not be kept in this browser', error);
  }
}

function keysWhere(matches: (key: string) => boolean): string[] {
  const store = storage();
  if (!store) return [];
  const keys: string[] = [];
  for (let index = 0; index < store.length; index += 1) {
    const key = store.key(index);
    if (key !== null && matches(key)) keys.push(key);
  }
  return keys;
}

/** Signing out: the account's kept edits of every table go. */
export function removeAccountDrafts(account: string) {
  keysWhere((key) => key.startsWith(accountPrefix(account))).forEach(remove);
}

/** Drops every account's kept edits older than their lifetime (and any unreadable entry). */
export function removeExpiredDrafts(now = Date.now()) {
  const store = storage();
  for (const key of keysWhere((key) => key.startsWith(PREFIX))) {
    const stored = parse(store?.getItem(key) ?? '');
    if (!stored || isExpired(stored, now)) remove(key);
  }
}
