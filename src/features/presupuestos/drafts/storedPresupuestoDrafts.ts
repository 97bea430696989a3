// Quotes being written, kept in this browser's localStorage per account and request, so a reload or
// a closed tab loses no typed line. Only the typed lines and discount are kept: never a token,
// nothing of the session, nothing of the customer. Like the price tables' drafts
// (docs/saving.md), they go when the account signs out, and after a week.
import { isRecord, isCupTableKey, isPrintTableKey } from '../../../../contract';
import { keyOf, remove, storage } from '../presupuestoDraftKeys';
import type { LineDraft, PresupuestoDraft } from './presupuestoDraftTypes';

/** A week-old quote nobody saved is no longer anyone's intent. */
export const STORED_PRESUPUESTO_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

type StoredQuote = { savedAt: number; draft: PresupuestoDraft };

function isLineDraft(value: unknown): value is LineDraft {
  return (
    isRecord(value) &&
    typeof value.id === 'string' &&
    isCupTableKey(value.cup) &&
    typeof value.quantity === 'string' &&
    (value.print === null || isPrintTableKey(value.print)) &&
    typeof value.override === 'string'
  );
}

function isQuoteDraft(value: unknown): value is PresupuestoDraft {
  return (
    isRecord(value) &&
    Array.isArray(value.lines) &&
    value.lines.length > 0 &&
    value.lines.every(isLineDraft) &&
    typeof value.discount === 'string' &&
    typeof value.nextId === 'number'
  );
}

function parse(text: string): StoredQuote | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return isRecord(value) && typeof value.savedAt === 'number' && isQuoteDraft(value.draft)
      ? (value as StoredQuote)
      : undefined;
  } catch {
    return undefined;
  }
}

/** The account's quote being written for a request; undefined when none, expired or unreadable. */
export function readStoredPresupuesto(
  account: string,
  peticionId: string,
  now = Date.now(),
): PresupuestoDraft | undefined {
  const key = keyOf(account, peticionId);
  const text = storage()?.getItem(key);
  if (!text) return undefined;
  const stored = parse(text);
  if (!stored || now - stored.savedAt > STORED_PRESUPUESTO_LIFETIME_MS) {
    remove(key);
    return undefined;
  }
  return stored.draft;
}

export function writeStoredPresupuesto(
  account: string,
  peticionId: string,
  draft: PresupuestoDraft,
  now = Date.now(),
) {
  try {
    storage()?.setItem(
      keyOf(account, peticionId),
      JSON.stringify({ savedAt: now, draft } satisfies StoredQuote),
    );
  } catch (error) {
    // Full storage: the lines are still on screen; only the safety copy is missing.
    console.warn('The quote being written could not be kept in this browser', error);
  }
}

/** Saved, or thrown away: the request's kept quote goes. */
export function removeStoredPresupuesto(account: string, peticionId: string) {
  remove(keyOf(account, peticionId));
}
