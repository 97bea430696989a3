// Reads that may find nothing. Without noUncheckedIndexedAccess the compiler types `list[i]` and
// `record[key]` as always there; these say so where the code checks what it read.

/** The item at `index` (as `list[index]` reads it: a negative index finds nothing). */
export const itemAt = <T>(list: readonly T[], index: number): T | undefined => list[index];

/** The record's entry for `key`, if it has one. */
export const entryOf = <T>(
  record: Readonly<Record<string | number, T>>,
  key: string | number,
): T | undefined => record[key];
