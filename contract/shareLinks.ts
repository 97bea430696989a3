// Links that open WhatsApp or the mail program with a quote's text filled in, encoded so that any
// text arrives as written (accents, €, line breaks, & and ?).

/** https://wa.me/{number}?text=…, for a number as whatsappNumber gives it (digits only). */
export function whatsappUrl(number: string, text: string): string {
  if (!/^\d+$/.test(number)) throw new RangeError('A WhatsApp number is digits only');
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}

export type MailDraft = {
  /** The customer's address; none leaves it for staff to fill in. */
  readonly to?: string | null;
  readonly subject: string;
  readonly body: string;
};

/**
 * mailto:{to}?subject=…&body=… (RFC 6068): every part percent-encoded as UTF-8, line breaks in
 * the body as CRLF (%0D%0A), the address's @ kept readable.
 */
export function mailtoUrl({ to, subject, body }: MailDraft): string {
  const address = to ? encodeURIComponent(to.trim()).replace(/%40/g, '@') : '';
  const crlf = body.replace(/\r?\n/g, '\r\n');
  return `mailto:${address}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(crlf)}`;
}
