// A customer's phone as WhatsApp's links need it: digits only, country code first
// (docs/decisions.md, "Quotes").

/** What people put between digits: spaces (non-breaking too), dots, dashes and parentheses. */
const SEPARATORS = /[\s.\-()]/g;
/** A Spanish number: nine digits, from 6 to 9 (mobiles 6 and 7, landlines 8 and 9). */
const SPANISH = /^[6-9]\d{8}$/;
const SPAIN = '34';

/**
 * E.164: at most 15 digits with the country code; fewer than 8 is no number WhatsApp reaches.
 * No country code starts with 0.
 */
const isInternational = (digits: string) => /^[1-9]\d{7,14}$/.test(digits);

/** The digits after an international prefix (`+` or `00`), or undefined without one. */
function afterPrefix(compact: string): string | undefined {
  if (compact.startsWith('+')) return compact.slice(1);
  if (compact.startsWith('00')) return compact.slice(2);
  return undefined;
}

/**
 * The number in international form, digits only (`34612345678`), or undefined when it cannot be
 * made one: then the dashboard disables WhatsApp (`Este teléfono no sirve para WhatsApp.`).
 * A Spanish number may come without prefix; any other needs `+` or `00` and its country code.
 */
export function whatsappNumber(phone: string): string | undefined {
  const trimmed = phone.trim();
  const international = /^(\+|00)/.test(trimmed);
  // "+44 (0)20…": the (0) is dialled only from inside the country.
  const compact = (international ? trimmed.replace(/\(0\)/g, '') : trimmed).replace(SEPARATORS, '');
  const prefixed = afterPrefix(compact);
  // Anything but digits left (a letter, a second +) fails each pattern below, all anchored.
  const digits = prefixed ?? compact;
  if (digits.startsWith(SPAIN) && digits.length > 9) {
    return SPANISH.test(digits.slice(SPAIN.length)) ? digits : undefined;
  }
  if (prefixed !== undefined) return isInternational(digits) ? digits : undefined;
  return SPANISH.test(digits) ? SPAIN + digits : undefined;
}
