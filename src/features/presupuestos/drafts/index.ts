// A quote being written, as typed, and its copy kept in this browser per account and request.
export type { LineDraft, QuoteDraft } from './quoteDraftTypes';
export { readStoredQuote, removeStoredQuote, writeStoredQuote } from './storedQuoteDrafts';
