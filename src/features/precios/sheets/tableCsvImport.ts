// What an imported CSV file changes in a table: its lines matched to rows (by id when the file has
// an id column, else by the quantity), and each editable cell that differs from what the table
// shows becomes a draft, written as the inputs write numbers. Numbers are read as typed ones are
// (readNumber: docs/saving.md, "Numbers as staff write them"). Lines matching no row and cells
// that are no valid number are listed for the user, never applied.
import { isValidPriceValue } from '../../../../contract';
import { displayColumns, type PriceColumn, type Tabla } from '../catalog';
import {
  draftValue,
  numberText,
  readNumber,
  validDraftNumber,
  type DraftRow,
  type RowId,
} from '../drafts';
import { parseCsv } from './tableCsvParse';

export type ImportedCell = { id: RowId; field: string; value: string };

export type ImportPlan = {
  changes: ImportedCell[];
  /** "Línea 7: Cantidad 7000", lines whose row the table does not have (or has twice). */
  unknownRows: string[];
  /** "Línea 4, Coste: «abc»", cells left out because they hold no valid value. */
  invalidCells: string[];
  /** Why nothing at all could be read from the file. */
  error?: string;
};

const normalized = (header: string) =>
  header
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();

type FileColumns = { id?: number; fields: { column: PriceColumn; index: number }[] };

/** Which file column holds the id and which the table's editable fields (by header or field name). */
function fileColumns(table: Tabla, header: readonly string[]): FileColumns {
  const names = header.map(normalized);
  const id = names.indexOf('id');
  const fields = displayColumns(table).flatMap((column) => {
    if (column.kind !== 'field' || !column.editable) return [];
    const index = names.findIndex(
      (name) => name === normalized(column.header) || name === normalized(column.field),
    );
    return index >= 0 ? [{ column, index }] : [];
  });
  return { id: id >= 0 ? id : undefined, fields };
}

type RowFinder = (line: readonly string[]) => { row?: DraftRow; unknown?: string };

/** Finds rows by the id column's text. */
function byId(rows: readonly DraftRow[], index: number): RowFinder {
  const rowsById = new Map(rows.map((row) => [String(row.id), row]));
  return (line) => {
    const text = (line[index] ?? '').trim();
    const row = rowsById.get(text);
    return row ? { row } : { unknown: `id ${text || '(vacío)'}` };
  };
}

/** Finds rows by the quantity they show now; a quantity shown by two rows matches neither. */
function byQuantity(
  rows: readonly DraftRow[],
  quantity: { column: PriceColumn; index: number },
): RowFinder {
  const rowsByQuantity = new Map<number, DraftRow[]>();
  for (const row of rows) {
    const value = validDraftNumber(
      draftValue(row, quantity.column.field),
      quantity.column.valueKind,
    );
    if (value === undefined) continue;
    rowsByQuantity.set(value, [...(rowsByQuantity.get(value) ?? []), row]);
  }
  return (line) => {
    const text = (line[quantity.index] ?? '').trim();
    const name = `${quantity.column.header} ${text || '(vacío)'}`;
    const number = readNumber(text, quantity.column.valueKind);
    const found = number === undefined ? [] : (rowsByQuantity.get(number) ?? []);
    if (found.length > 1) return { unknown: `${name} (varias filas la tienen)` };
    return found[0] ? { row: found[0] } : { unknown: name };
  };
}

/** The plan for a file's text over the table's rows as shown now. */
export function planImport(table: Tabla, rows: readonly DraftRow[], file: string): ImportPlan {
  const plan: ImportPlan = { changes: [], unknownRows: [], invalidCells: [] };
  const { lines } = parseCsv(file);
  const blank = (line: readonly string[]) => line.every((cell) => cell.trim() === '');
  const headerAt = lines.findIndex((line) => !blank(line));
  const header = headerAt < 0 ? undefined : lines[headerAt];
  if (!header) return { ...plan, error: 'El archivo está vacío.' };
  const columns = fileColumns(table, header);
  const quantityColumn = table.columns[0];
  const quantity = columns.fields.find(({ column }) => column.field === quantityColumn.field);
  const find =
    columns.id !== undefined ? byId(rows, columns.id) : quantity && byQuantity(rows, quantity);
  if (!find) {
    return { ...plan, error: `El archivo no tiene columna id ni ${quantityColumn.header}.` };
  }
  const seen = new Set<RowId>();

  lines.forEach((line, index) => {
    // Blank lines say nothing; the header is not a row.
    if (index <= headerAt || blank(line)) return;
    const where = `Línea ${index + 1}`;
    const { row, unknown } = find(line);
    if (!row) {
      plan.unknownRows.push(`${where}: ${unknown}`);
      return;
    }
    if (seen.has(row.id)) {
      plan.unknownRows.push(`${where}: repite una fila ya leída`);
      return;
    }
    seen.add(row.id);
    for (const { column, index } of columns.fields) {
      const text = (line[index] ?? '').trim();
      // An empty cell says nothing: the row keeps what it shows.
      if (text === '') continue;
      const number = readNumber(text, column.valueKind);
      if (number === undefined || !isValidPriceValue(column.valueKind, number)) {
        plan.invalidCells.push(`${where}, ${column.header}: «${text}»`);
        continue;
      }
      if (validDraftNumber(draftValue(row, column.field), column.valueKind) === number) continue;
      plan.changes.push({ id: row.id, field: column.field, value: numberText(number) });
    }
  });
  return plan;
}
