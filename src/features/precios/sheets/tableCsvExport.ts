// A price table as a CSV file for Excel in Spanish: the columns the page shows (Mark-up and Q Cajas
// included, not Acción), each cell as shown, drafts included, numbers with a decimal comma.
import type { ValueKind } from '../../../../contract';
import { csvText, fileDay } from '../../../components/csv';
import { displayColumns, MARKUP_DIVISOR, type DisplayColumn, type Tabla } from '../catalog';
import {
  draftValue,
  numberText,
  readNumber,
  toDraftString,
  validDraftNumber,
  type DraftRow,
} from '../drafts';

/** The Mark-up's decimals, as the page shows it. */
const MARKUP_DECIMALS = 3;

/**
 * A cell's number with a decimal comma, read as typing reads it (readNumber); text that is no
 * number stays as typed, so nothing is hidden.
 */
export function spanishNumber(text: string, kind: ValueKind): string {
  if (text.trim() === '') return '';
  const number = readNumber(text, kind);
  return number === undefined ? text : numberText(number);
}

function cellText(column: DisplayColumn, row: DraftRow): string {
  if (column.kind === 'markup') {
    const coste = validDraftNumber(draftValue(row, column.sourceField), 'price');
    // Empty where the page shows no Mark-up (a Coste that cannot be saved).
    if (coste === undefined) return '';
    return (coste / MARKUP_DIVISOR).toFixed(MARKUP_DECIMALS).replace('.', ',');
  }
  const text = column.editable
    ? draftValue(row, column.field)
    : toDraftString(row.loaded[column.field]);
  return spanishNumber(text, column.valueKind);
}

/** The file's text: a header line with the page's column headers, then one line per row. */
export function tableCsv(table: Tabla, rows: readonly DraftRow[]): string {
  const columns = displayColumns(table);
  return csvText([
    columns.map((column) => column.header),
    ...rows.map((row) => columns.map((column) => cellText(column, row))),
  ]);
}

/** `serigrafia_1_color_vf-2026-11-22.csv`, `vasos_200-2026-11-22.csv`. */
export function tableCsvFileName(table: Tabla, today: Date): string {
  return `${table.key.replace(/\//g, '_')}-${fileDay(today)}.csv`;
}
