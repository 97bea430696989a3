// A link's token: 32 random bytes (256 bits) in base64url, as the link carries it. Only its SHA-256
// is stored, so a copy of the database opens no link (docs/decisions.md, "The customer's link").
import { createHash, randomBytes } from 'node:crypto';

export const newEnlaceToken = (): string => randomBytes(32).toString('base64url');

/** What the `enlaces` table keeps of a token. */
export const tokenHash = (token: string): Buffer =>
  createHash('sha256').update(token, 'utf8').digest();

/** SHA-256 of a text, in hex: the fingerprint of a quote as shown. */
export const sha256Hex = (text: string): string =>
  createHash('sha256').update(text, 'utf8').digest('hex');
