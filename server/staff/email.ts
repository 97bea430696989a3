import { hasUnsafeCharacter } from '../http/validation/safeCharacters';

// Deliberately loose: the identity provider has the last word on what an e-mail address is. But
// no control character nor lone surrogate ever is part of one: the provider may accept such an
// address, and the database then refuses to record it (docs/server.md, Safe text).
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The longest address the e-mail standards allow. */
export const MAX_EMAIL_LENGTH = 254;

/** The length is checked first, so the pattern never runs over a long text. */
export function isEmail(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length <= MAX_EMAIL_LENGTH &&
    EMAIL.test(value) &&
    !hasUnsafeCharacter(value)
  );
}
