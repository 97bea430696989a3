// The price tables as the dashboard shows them: headings, column headers and menu order, over the
// tables, fields, rules and tile labels the contract defines.
import {
  apiPaths,
  editableFields as contractEditableFields,
  parseTablaRoute,
  TABLA_LABELS,
  tablaSpec,
  rowFields as contractRowFields,
  type PriceField,
  type PriceKind,
  type TablaKey,
} from '../../../contract';
import { entryOf } from '../../services/lookup';

export { MARKUP_DIVISOR } from '../../../contract';
export type { PriceKind, TablaKey };

export type PriceColumn = PriceField & {
  header: string;
};

export type Tabla = {
  kind: PriceKind;
  key: TablaKey;
  /** The route parameter ({tablaid} or {vaso}). */
  routeId: string;
  /** Tile label in the menus. */
  tileLabel: string;
  /** Heading of the table page. */
  heading: string;
  /** Columns in display order, before the computed Mark-up (serigrafía) and the Acción column. */
  columns: readonly PriceColumn[];
};

export const MARKUP_HEADER = 'Mark-up 35%';
/** Field the computed Mark-up 35% is derived from (serigrafía only). */
export const MARKUP_SOURCE_FIELD = 'coste';
export const ACTION_HEADER = 'Acción';

// Tile labels are the contract's: the quote's PDF and message name the tables the same way.
const tileLabels = TABLA_LABELS;

const fieldHeaders: Readonly<Record<string, string>> = {
  cantidad: 'Cantidad',
  coste: 'Coste',
  venta_real: 'Venta Real',
  cv: 'cv',
  QCajas: 'Q Cajas',
  Euro: '€',
  Metalicos: 'Metalicos',
};

function tableView(key: TablaKey): Tabla {
  const { kind, routeId, fields } = tablaSpec(key);
  const tileLabel: string = tileLabels[key];
  // A cup table's first column, its cup size, is headed by the tile's label (300T, 500L…).
  const headerOf = (field: PriceField, index: number) =>
    kind === 'vaso' && index === 0 ? tileLabel : entryOf(fieldHeaders, field.field);
  const columns = fields.map((field, index) => {
    const header = headerOf(field, index);
    if (header === undefined) throw new Error(`No header for ${key}.${field.field}`);
    return { ...field, header };
  });
  const heading = kind === 'vaso' ? `Tabla: ${routeId.toUpperCase()}` : tileLabel;
  return { kind, key, routeId, tileLabel, heading, columns };
}

export const allTablas: readonly Tabla[] = (Object.keys(tileLabels) as TablaKey[]).map(tableView);

/** Screen-print tables, in menu order. */
export const serigrafiaTables = allTablas.filter((table) => table.kind === 'serigrafia');
/** Cup tables, in menu order. */
export const vasoTables = allTablas.filter((table) => table.kind === 'vaso');

const byKey = new Map(allTablas.map((table) => [table.key, table]));

/** The table of a key: every key has one. */
export function tablaView(key: TablaKey): Tabla {
  const tabla = byKey.get(key);
  if (tabla === undefined) throw new RangeError(`No price table ${key}`);
  return tabla;
}

/** The table behind a route parameter, or undefined for an id nobody knows. */
export function findTabla(kind: PriceKind, routeId: string | undefined): Tabla | undefined {
  const key = parseTablaRoute(kind, routeId);
  return key && tablaView(key);
}

/** The table of a key that arrives as plain text, or undefined when it names none. */
export function findTablaByKey(key: string): Tabla | undefined {
  return byKey.get(key as TablaKey);
}

export const tablePath = (table: Tabla) => apiPaths.tabla(table.key);
export const updatePath = (table: Tabla) => apiPaths.tablaUpdate(table.key);
export const rowFields = (table: Tabla) => contractRowFields(table.key);
export const editableFields = (table: Tabla) => contractEditableFields(table.key);

/** A column as a table page shows it: a row field, or the Mark-up computed from one. */
export type DisplayColumn =
  ({ kind: 'field' } & PriceColumn) | { kind: 'markup'; header: string; sourceField: string };

/** The page's columns before Acción: serigrafía shows Mark-up 35% right after Coste. */
export function displayColumns(table: Tabla): DisplayColumn[] {
  return table.columns.flatMap((column): DisplayColumn[] =>
    table.kind === 'serigrafia' && column.field === MARKUP_SOURCE_FIELD
      ? [
          { kind: 'field', ...column },
          { kind: 'markup', header: MARKUP_HEADER, sourceField: column.field },
        ]
      : [{ kind: 'field', ...column }],
  );
}
