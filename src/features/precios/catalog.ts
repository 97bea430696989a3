// The price tables as the dashboard shows them: tile labels, headings, column headers and menu
// order, over the tables, fields and rules the contract defines.
import {
  apiPaths,
  editableFields as contractEditableFields,
  parsePriceTableRoute,
  priceTable,
  rowFields as contractRowFields,
  type PriceField,
  type PriceKind,
  type PriceTableKey,
} from '../../../contract';

export { MARKUP_DIVISOR } from '../../../contract';
export type { PriceKind, PriceTableKey };

export type PriceColumn = PriceField & {
  header: string;
};

export type PriceTable = {
  kind: PriceKind;
  key: PriceTableKey;
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

/** Each table's tile label, in menu order within its kind. Every table of the contract has one. */
const tileLabels = {
  serigrafia_1_color_vf: 'Serigrafia 1 Color VF',
  serigrafia_2_colores_vf: 'Serigrafia 2 Colores VF',
  serigrafia_1_color_metalizado: 'Serigrafia 1 Color Metalizado',
  serigrafia_2_colores_metalizados: 'Serigrafia 2 Colores Metalizado',
  'vasos/200': '200',
  'vasos/280': '280',
  'vasos/300': '300T',
  'vasos/400': '400',
  'vasos/500': '500C',
  'vasos/V500l': '500L',
  'vasos/V600L': '600L',
  'vasos/v900l': '900L',
  'vasos/pinzas': 'Pinzas',
  'vasos/ceniceros': 'Ceniceros',
} as const satisfies Record<PriceTableKey, string>;

const fieldHeaders: Readonly<Record<string, string>> = {
  cantidad: 'Cantidad',
  coste: 'Coste',
  venta_real: 'Venta Real',
  cv: 'cv',
  QCajas: 'Q Cajas',
  Euro: '€',
  Metalicos: 'Metalicos',
};

function tableView(key: PriceTableKey): PriceTable {
  const { kind, routeId, fields } = priceTable(key);
  const tileLabel: string = tileLabels[key];
  // A cup table's first column, its cup size, is headed by the tile's label (300T, 500L…).
  const headerOf = (field: PriceField, index: number) =>
    kind === 'vaso' && index === 0 ? tileLabel : fieldHeaders[field.field];
  const columns = fields.map((field, index) => {
    const header = headerOf(field, index);
    if (header === undefined) throw new Error(`No header for ${key}.${field.field}`);
    return { ...field, header };
  });
  const heading = kind === 'vaso' ? `Tabla: ${routeId.toUpperCase()}` : tileLabel;
  return { kind, key, routeId, tileLabel, heading, columns };
}

export const allPriceTables: readonly PriceTable[] = (
  Object.keys(tileLabels) as PriceTableKey[]
).map(tableView);

/** Screen-print tables, in menu order. */
export const serigrafiaTables = allPriceTables.filter((table) => table.kind === 'serigrafia');
/** Cup tables, in menu order. */
export const vasoTables = allPriceTables.filter((table) => table.kind === 'vaso');

const byKey = new Map(allPriceTables.map((table) => [table.key, table]));

/** The table of a key: every key has one. */
export function priceTableView(key: PriceTableKey): PriceTable {
  return byKey.get(key)!;
}

/** The table behind a route parameter, or undefined for an id nobody knows. */
export function findPriceTable(
  kind: PriceKind,
  routeId: string | undefined,
): PriceTable | undefined {
  const key = parsePriceTableRoute(kind, routeId);
  return key && priceTableView(key);
}

/** The table of a key that arrives as plain text, or undefined when it names none. */
export function findPriceTableByKey(key: string): PriceTable | undefined {
  return byKey.get(key as PriceTableKey);
}

export const tablePath = (table: PriceTable) => apiPaths.tabla(table.key);
export const updatePath = (table: PriceTable) => apiPaths.tablaUpdate(table.key);
export const rowFields = (table: PriceTable) => contractRowFields(table.key);
export const editableFields = (table: PriceTable) => contractEditableFields(table.key);

/** A column as a table page shows it: a row field, or the Mark-up computed from one. */
export type DisplayColumn =
  ({ kind: 'field' } & PriceColumn) | { kind: 'markup'; header: string; sourceField: string };

/** The page's columns before Acción: serigrafía shows Mark-up 35% right after Coste. */
export function displayColumns(table: PriceTable): DisplayColumn[] {
  return table.columns.flatMap((column): DisplayColumn[] =>
    table.kind === 'serigrafia' && column.field === MARKUP_SOURCE_FIELD
      ? [
          { kind: 'field', ...column },
          { kind: 'markup', header: MARKUP_HEADER, sourceField: column.field },
        ]
      : [{ kind: 'field', ...column }],
  );
}
