// The characters of the safe-text rule (docs/server.md, Safe text), apart from the schema helper
// in safeText.ts: code that checks text by hand (the staff CLI's e-mails) needs the rule without
// the schema library, which only loads as an ES module.

/**
 * Characters no text field takes: C0 controls but tab, line feed and carriage return; DEL and the
 * C1 controls; the bidirectional embeddings, overrides and isolates (U+202A–U+202E,
 * U+2066–U+2069), which make a text read in another order than it is stored (an e-mail shown as
 * another, a phone with its digits turned round); UTF-16 surrogates. Patterns are compiled with
 * the `u` flag (Ajv's default), so a surrogate pair is one code point beyond U+FFFF and only a
 * lone half matches this range.
 */
export const NEVER =
  '\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F\\u202A-\\u202E\\u2066-\\u2069\\uD800-\\uDFFF';

/** What a one-line field refuses besides: tab and every kind of line break. */
export const LINE_BREAKS = '\\t\\n\\r\\u2028\\u2029';

const unsafeCharacter = new RegExp(`[${NEVER}]`, 'u');
const lineBreak = new RegExp(`[${LINE_BREAKS}]`, 'u');

/** Whether a text holds a character no field takes (for rules written as code, such as e-mails). */
export const hasUnsafeCharacter = (text: string, multiline = false): boolean =>
  unsafeCharacter.test(text) || (!multiline && lineBreak.test(text));
