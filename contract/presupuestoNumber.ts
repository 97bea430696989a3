// A quote's number as staff and customers read it: P-2026-0007, and P-2026-0007 v2 for a later
// version of the same quote.

export type PresupuestoNumberParts = {
  /** The year the quote was first made. */
  readonly year: number;
  /** Its place among that year's quotes, from 1. */
  readonly sequence: number;
  /** 1 for the first version; each change sent again is the next. */
  readonly version: number;
};

const isWholeFrom = (value: number, least: number) => Number.isSafeInteger(value) && value >= least;

/** P-{year}-{sequence, at least 4 digits} plus ` v{version}` from the second version on. */
export function formatPresupuestoNumber({
  year,
  sequence,
  version,
}: PresupuestoNumberParts): string {
  if (!isWholeFrom(year, 1000) || year > 9999 || !isWholeFrom(sequence, 1)) {
    throw new RangeError(`No quote number for year ${year}, sequence ${sequence}`);
  }
  if (!isWholeFrom(version, 1)) throw new RangeError(`No quote version ${version}`);
  const number = `P-${year}-${String(sequence).padStart(4, '0')}`;
  return version >= 2 ? `${number} v${version}` : number;
}
