// What a database error means for the client, whichever engine raised it. Both engines raise
// PostgreSQL's own errors, with its SQLSTATE codes in `code`; node-postgres adds Node's network
// errors and its own messages for a pool that cannot connect.

const codeOf = (error: unknown): string | undefined => {
  const code = (error as { code?: unknown } | null | undefined)?.code;
  return typeof code === 'string' ? code : undefined;
};

/**
 * Text the database cannot store (a NUL, a lone surrogate in JSON, bytes that are no UTF-8): the
 * request's fault, a 400. The routes' schemas refuse such text before it gets here
 * (server/http/validation/safeText.ts); this is the answer should one of them ever miss it.
 */
const UNSTORABLE_TEXT = new Set([
  '22021', // character_not_in_repertoire: invalid byte sequence, NUL in text
  '22P05', // untranslatable_character: \u0000 in jsonb
  '22P02', // invalid_text_representation: a lone surrogate escape in jsonb
]);

export const isUnstorableText = (error: unknown): boolean =>
  UNSTORABLE_TEXT.has(codeOf(error) ?? '');

// Node's errors for a server that cannot be reached or went away.
const NETWORK = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH']);

/**
 * The database cannot answer now (stopped, restarting, unreachable, every connection busy), as
 * opposed to a query that failed: the client may try again, a 503.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const code = codeOf(error);
  if (code) {
    if (NETWORK.has(code)) return true;
    // Connection exceptions, insufficient resources, operator intervention (shutdown, restart),
    // a statement cancelled by the statement timeout (57014).
    if (/^(08|53|57P)/.test(code) || code === '57014') return true;
  }
  const message = (error as Error | undefined)?.message ?? '';
  // node-postgres: the pool's connection timeout, or a connection that ended mid-query.
  return /timeout exceeded when trying to connect|Connection terminated/i.test(message);
}
