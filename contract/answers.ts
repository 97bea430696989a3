// The envelopes of the API's answers.

/** Every GET but the users list, and every successful write but account creation. */
export type DataAnswer<T> = { data: T };

/** Every failure: an English text saying what was wrong. */
export type ErrorAnswer = { error: string };
