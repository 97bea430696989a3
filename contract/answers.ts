// The envelopes of the API's answers.

/** Every GET but the users list, and every successful write but account creation. */
export type DataAnswer<T> = { data: T };

/** Every failure: an English text saying what was wrong. */
export type ErrorAnswer = { error: string };

/**
 * A write refused because the client's copy is out of date: what was wrong, and the thing as it is
 * now, so the client can start again from it without another read.
 */
export type ConflictAnswer<T> = ErrorAnswer & DataAnswer<T>;

// The client's boundary reads answers (and what it stored itself) with these, one copy for every
// reader: docs/decisions.md, "One source per wire shape".

/** Anything JSON parses to an object: a record or an array (null is not). */
export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** A JSON object with keys, not an array. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  isObject(value) && !Array.isArray(value);

/** The `data` of an answer `{ data }`, or undefined when the answer has none. */
export const dataOf = (body: unknown): unknown => (isObject(body) ? body.data : undefined);

/**
 * Checks of some of a shape's fields, by name: a name the shape does not have does not compile, so
 * a field renamed in the API's schema breaks the check that reads it.
 */
export type FieldChecks<T> = { readonly [K in keyof T]?: (field: unknown) => boolean };

/** Whether a value is an object whose named fields pass their checks; the rest is not looked at. */
export function matchesFields<T>(value: unknown, checks: FieldChecks<T>): value is T {
  if (!isObject(value)) return false;
  return Object.entries(checks).every(([name, check]) =>
    (check as (field: unknown) => boolean)(value[name]),
  );
}

export const isNumber = (value: unknown): value is number => typeof value === 'number';
export const isString = (value: unknown): value is string => typeof value === 'string';
/** Present at all: JSON has no undefined, so an absent key is the only way to fail. */
export const isPresent = (value: unknown): boolean => value !== undefined;
