// "Safe text": the one rule every text a route takes is held to (docs/server.md, Safe text). A
// database cannot store every string JavaScript can hold: PostgreSQL refuses NUL, and a lone
// UTF-16 surrogate is no character at all; control characters in a name or a postal code are
// never what a person typed. Each route declares its text fields with SafeText, so the rule sits
// in the route's schema (and in the OpenAPI document) and a new route cannot forget it.
import { Type, type TString } from '@fastify/type-provider-typebox';
import { LINE_BREAKS, NEVER } from './safeCharacters';

export type SafeTextOptions = {
  maxLength: number;
  minLength?: number;
  /** Tab and line breaks allowed (an order's description); otherwise a single line. */
  multiline?: boolean;
  /** At least one character that is not a space. */
  nonBlank?: boolean;
  description?: string;
  examples?: string[];
  format?: string;
};

/**
 * The pattern of a safe text. Written so that a regular expression engine never backtracks more
 * than once over the text: spaces, then one visible character, then anything safe (the first two
 * classes do not overlap), so a long text costs linear time even where length is checked after.
 */
export function safeTextPattern({
  multiline = false,
  nonBlank = false,
}: Pick<SafeTextOptions, 'multiline' | 'nonBlank'> = {}): string {
  const refused = multiline ? NEVER : NEVER + LINE_BREAKS;
  const safe = `[^${refused}]`;
  if (!nonBlank) return `^${safe}*$`;
  const space = `[^\\S${refused}]`;
  const visible = `[^\\s${refused}]`;
  return `^${space}*${visible}${safe}*$`;
}

/** A text field of a route's schema, by the safe-text rule. */
export function SafeText(options: SafeTextOptions): TString {
  const { maxLength, minLength, multiline, nonBlank, ...annotations } = options;
  return Type.String({
    ...annotations,
    ...(minLength === undefined ? {} : { minLength }),
    maxLength,
    pattern: safeTextPattern({ multiline, nonBlank }),
  });
}
