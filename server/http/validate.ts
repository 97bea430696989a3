import { badRequest } from './errors';

export type JsonObject = Record<string, unknown>;

export function requireObject(body: unknown): JsonObject {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw badRequest('The body must be a JSON object');
  }
  return body as JsonObject;
}

/** Rejects any key the route does not know, so a typo never passes silently. */
export function rejectUnknownKeys(body: JsonObject, known: Iterable<string>) {
  const allowed = new Set(known);
  const unknown = Object.keys(body).filter((key) => !allowed.has(key));
  if (unknown.length) throw badRequest(`Unknown field: ${unknown.join(', ')}`);
}

const MAX_ID = 2_147_483_647;

/** A positive integer id from the path; anything else cannot name a row. */
export function parsePathId(raw: string): number | undefined {
  if (!/^[1-9]\d{0,9}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id <= MAX_ID ? id : undefined;
}

export function isPositiveId(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= MAX_ID;
}

// Deliberately loose: Firebase has the last word on what an e-mail address is.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 254 && EMAIL.test(value);
}
