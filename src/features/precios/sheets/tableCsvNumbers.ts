// Numbers as spreadsheets write them: `1234,5` or `1234.5`, with thousands grouped or not
// (`1.234,5`, `1,234.5`, `1 234,5`). Which mark is the decimal one is settled once per file, from
// the cells that can only be read one way; a cell that could be read two ways is never guessed.

export type DecimalMark = ',' | '.';

const other = (mark: DecimalMark): DecimalMark => (mark === ',' ? '.' : ',');

/** Spaces (plain, non-breaking, narrow) group thousands in some locales. */
const compact = (text: string) => text.trim().replace(/[\s\u00a0\u202f]/g, '');

/**
 * The decimal mark a cell's own text proves, if any: with both marks the last is decimal; a mark
 * appearing twice groups thousands; a single mark not followed by exactly three digits, or after
 * a lone 0 (`0,125`), is decimal. `1.234` proves nothing: it may be 1234 or 1.234.
 */
export function provenMark(cell: string): DecimalMark | undefined {
  const text = compact(cell).replace(/^[+-]/, '');
  if (!/^[\d.,]*\d[\d.,]*$/.test(text)) return undefined;
  const comma = text.lastIndexOf(',');
  const dot = text.lastIndexOf('.');
  if (comma >= 0 && dot >= 0) return comma > dot ? ',' : '.';
  const mark: DecimalMark | undefined = comma >= 0 ? ',' : dot >= 0 ? '.' : undefined;
  if (!mark) return undefined;
  if (text.indexOf(mark) !== text.lastIndexOf(mark)) return other(mark);
  const [whole = '', fraction = ''] = text.split(mark);
  return fraction.length !== 3 || whole === '' || /^0+$/.test(whole) ? mark : undefined;
}

/**
 * The file's decimal mark: what its cells prove, when they agree. Cells proving nothing take the
 * convention of the separator (Excel in Spanish writes `;` and `,` decimals; a `,`-separated file
 * writes `.` decimals); a tab-separated file has no such convention. Undefined when the cells
 * disagree or nothing settles it.
 */
export function fileDecimalMark(
  cells: Iterable<string>,
  separator: string,
): DecimalMark | undefined {
  const proven = new Set<DecimalMark>();
  for (const cell of cells) {
    const mark = provenMark(cell);
    if (mark) proven.add(mark);
  }
  if (proven.size === 1) return [...proven][0];
  if (proven.size > 1) return undefined;
  if (separator === ';') return ',';
  if (separator === ',') return '.';
  return undefined;
}

/**
 * The number in a cell read with the file's decimal mark (or, without one, the mark the cell
 * itself proves); undefined when it is not a number or could be read two ways. Thousands groups
 * must be whole (`1.23,5` is no number).
 */
export function readNumber(cell: string, fileMark: DecimalMark | undefined): number | undefined {
  const text = compact(cell);
  if (/^[+-]?\d+$/.test(text)) return Number(text);
  const mark = fileMark ?? provenMark(text);
  if (!mark) return undefined;
  const thousands = other(mark) === '.' ? '\\.' : ',';
  const decimal = mark === '.' ? '\\.' : ',';
  const shape = new RegExp(`^([+-]?)(\\d{1,3}(?:${thousands}\\d{3})+|\\d*)(?:${decimal}(\\d+))?$`);
  const match = shape.exec(text);
  if (!match || (match[2] === '' && match[3] === undefined)) return undefined;
  const whole = match[2]!.split(other(mark)).join('') || '0';
  const number = Number(`${match[1]}${whole}.${match[3] ?? '0'}`);
  return Number.isFinite(number) ? number : undefined;
}
