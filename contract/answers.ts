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
