// Numbers as staff write them, read one way wherever they come from (typed into a cell, pasted
// from a spreadsheet, imported from a CSV file), and written back the way the inputs show them.
// The rule and why it is so: docs/saving.md, "Numbers as staff write them".
import type { ValueKind } from '../../../../contract';

type Mark = '.' | ',';
const other = (mark: Mark): Mark => (mark === '.' ? ',' : '.');

/** The whole part of a number grouped by thousands with `mark`: 1–3 digits, then groups of 3. */
const grouped = (mark: Mark) => new RegExp(`^\\d{1,3}(?:\\${mark}\\d{3})+$`);
const GROUPED = { '.': grouped('.'), ',': grouped(',') };
/** One mark, after 1–3 digits that are not a lone 0, before exactly 3: `1.234`, `12,500`. */
const LONE_MARK_BEFORE_THREE = /^[1-9]\d{0,2}[.,]\d{3}$/;
/** Thousands grouped by spaces (plain, non-breaking or narrow), as some locales write them. */
const SPACE_GROUPED = /^\d{1,3}(?:\s\d{3})+(?:[.,]\d*)?$/;
/** Digits with at most one mark, as nearly every typed number and pasted cell is. */
const PLAIN = /^(\d*)([.,]?)(\d*)$/;

/**
 * The number a text stands for in a column of `kind`, or undefined when it is no number: digits
 * with `.` and `,` as decimal mark or thousands groups, thousands also grouped by spaces, a euro
 * sign before or after ignored. No sign, exponent or hexadecimal. With both marks the last is the
 * decimal mark; one mark written several times groups thousands; one mark written once is the
 * decimal mark, except in a quantity where it stands after 1–3 digits (not a lone 0) and before
 * exactly three: a quantity is a whole number, so `1.000` there is a thousand.
 */
export function readNumber(text: string, kind: ValueKind): number | undefined {
  // The same rule, read at once for the common shape (the checks read every cell of a table).
  const plain = PLAIN.exec(text);
  if (plain) {
    const [, whole = '', mark, fraction = ''] = plain;
    if (whole === '' && fraction === '') return undefined;
    if (!mark) return Number(whole);
    const thousands = kind === 'quantity' && LONE_MARK_BEFORE_THREE.test(text);
    return Number(thousands ? whole + fraction : `${whole || '0'}.${fraction || '0'}`);
  }
  let compact = text.trim().replace(/^€\s*|\s*€$/g, '');
  if (/\s/.test(compact)) {
    if (!SPACE_GROUPED.test(compact)) return undefined;
    compact = compact.replace(/\s/g, '');
  }
  if (!/^[\d.,]*\d[\d.,]*$/.test(compact)) return undefined;
  const comma = compact.lastIndexOf(',');
  const dot = compact.lastIndexOf('.');
  let decimal: Mark | undefined;
  let thousands: Mark | undefined;
  if (comma >= 0 && dot >= 0) {
    decimal = comma > dot ? ',' : '.';
    thousands = other(decimal);
  } else if (comma >= 0 || dot >= 0) {
    const mark: Mark = comma >= 0 ? ',' : '.';
    const once = compact.indexOf(mark) === compact.lastIndexOf(mark);
    if (!once || (kind === 'quantity' && LONE_MARK_BEFORE_THREE.test(compact))) thousands = mark;
    else decimal = mark;
  }
  const parts: (string | undefined)[] = decimal ? compact.split(decimal) : [compact];
  const [whole = '', fraction, ...more] = parts;
  if (more.length > 0 || (thousands && fraction?.includes(thousands))) return undefined;
  if (thousands && whole.includes(thousands) && !GROUPED[thousands].test(whole)) return undefined;
  const digits = thousands ? whole.split(thousands).join('') : whole;
  if (digits === '' && !fraction) return undefined;
  return Number(`${digits || '0'}.${fraction || '0'}`);
}

// For the rare number whose plain text has an exponent (below a millionth).
const spanishDecimals = new Intl.NumberFormat('es-ES', {
  useGrouping: false,
  maximumFractionDigits: 20,
});

/** A number as the price inputs show it: es-ES decimal comma, no thousands groups (`1234,5`). */
export function numberText(value: number): string {
  const plain = String(value);
  return plain.includes('e') ? spanishDecimals.format(value) : plain.replace('.', ',');
}
