// What a search text asks the database (docs/server.md, "Search"): the patterns the requests'
// searchable text must all match, a request's number, and a quote's number. The patterns are
// folded (lower case, no accents) by the database's own search_fold, as the columns are.

/** The most words of a text that are looked for: the rest narrow nothing a person would miss. */
const MAX_WORDS = 8;
/** A phone as people write it: digits, spaces, dots, dashes, slashes, brackets, a leading +. */
const PHONE_LIKE = /^\+?[\d\s.\-/()]+$/;
/** A request's number as a search: digits, perhaps after # (`#1234`). */
const PETICION_NUMBER = /^#?(\d{1,9})$/;
/** A quote's number, whole or in part: P-2026-0012, p 2026 12, 2026-0012 v2, P-0012, 0012. */
const PRESUPUESTO_NUMBER = /^(?:p[\s-]*)?(?:(\d{4})[\s-]+)?(\d{1,6})(?:\s*v\s*(\d{1,4}))?$/i;

export type PresupuestoNumberSearch = { sequence: number; year?: number; version?: number };

export type SearchTerms = {
  /** LIKE patterns (already escaped) the request's text must all match. */
  patterns: string[];
  /** A request's number, when the text is one. */
  peticionId?: number;
  /** A quote's number, when the text is one. */
  presupuesto?: PresupuestoNumberSearch;
};

/** `%`, `_` and the escape character itself stand for themselves in a LIKE pattern. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);

/**
 * A word as a pattern: anywhere in the text, or, under three characters (too short for the
 * trigram index to look up inside a word), at the start of a word.
 */
const wordPattern = (word: string) =>
  word.length >= 3 ? `%${escapeLike(word)}%` : `% ${escapeLike(word)}%`;

/**
 * A phone's digits as the database keeps them (phone_key, migration 4): without a Spanish prefix
 * (+34, 0034, or 34 before nine digits) and without any other `+`.
 */
export function phoneDigits(text: string): string {
  const kept = text.replace(/[^\d+]/g, '');
  let local = kept;
  if (kept.startsWith('+34')) local = kept.slice(3);
  else if (kept.startsWith('0034')) local = kept.slice(4);
  else if (/^34\d{9}$/.test(kept)) local = kept.slice(2);
  return local.replace(/\+/g, '');
}

function presupuestoNumber(text: string): PresupuestoNumberSearch | undefined {
  const match = PRESUPUESTO_NUMBER.exec(text);
  if (!match) return undefined;
  // The year and the version may be left out (their groups then match nothing).
  const [, year, sequence, version] = match;
  return {
    sequence: Number(sequence),
    ...(year ? { year: Number(year) } : {}),
    ...(version ? { version: Number(version) } : {}),
  };
}

/** What `text` (trimmed, long enough) asks for. */
export function searchTerms(text: string): SearchTerms {
  const trimmed = text.trim();
  const number = PETICION_NUMBER.exec(trimmed);
  const presupuesto = presupuestoNumber(trimmed);
  const digits = PHONE_LIKE.test(trimmed) ? phoneDigits(trimmed) : '';
  // A phone in any format is one run of digits, as the column keeps it.
  const typed = [...new Set(trimmed.split(/\s+/).filter(Boolean))];
  // Beside a longer word, one of one or two letters (`de`, `la`) narrows little and matches
  // nearly every request: it is left out, so the index is asked about the words that tell.
  const telling = typed.some((word) => word.length >= 3)
    ? typed.filter((word) => word.length >= 3)
    : typed;
  // A quote's number written as one (`P-2`, `p 2026 12`, `12 v2`: not digits alone, which may be a
  // phone's) is looked for among the quotes only: no request's text holds one, and its short runs
  // between dashes give the trigram index nothing to look up, so every request would be read.
  const quoteOnly = presupuesto !== undefined && !digits && !number;
  let words = telling.slice(0, MAX_WORDS);
  if (digits.length >= 2) words = [digits];
  else if (quoteOnly) words = [];
  return {
    patterns: words.map(wordPattern),
    ...(number ? { peticionId: Number(number[1]) } : {}),
    ...(presupuesto ? { presupuesto } : {}),
  };
}
