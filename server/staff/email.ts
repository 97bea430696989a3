// Deliberately loose: the identity provider has the last word on what an e-mail address is.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The longest address the e-mail standards allow. */
export const MAX_EMAIL_LENGTH = 254;

/** The length is checked first, so the pattern never runs over a long text. */
export function isEmail(value: unknown): value is string {
  return typeof value === 'string' && value.length <= MAX_EMAIL_LENGTH && EMAIL.test(value);
}
