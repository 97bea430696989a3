// The one place that knows the price tables: screen-print tables and cups, their routes, API paths,
// fields, headers and labels. Pages, the drafts and the reference server all read from here.
import type { ValueKind } from '../../../contract/priceRules';

export type PriceKind = 'serigrafia' | 'vaso';

export type PriceColumn = {
  /** Field of the row in the API. */
  field: string;
  header: string;
  /** Editable columns show a number input; the others show the value as text. */
  editable: boolean;
  /** Which numbers the column accepts (whole quantities or prices). */
  valueKind: ValueKind;
};

export type PriceTable = {
  kind: PriceKind;
  /** Unique key of the table: the API path after /api/admin/tablas/ ('serigrafia_1_color_vf', 'vasos/200'). */
  key: string;
  /** The route parameter ({tablaid} or {vaso}). */
  routeId: string;
  /** Tile label in the menus. */
  tileLabel: string;
  /** Heading of the table page. */
  heading: string;
  /** Columns in display order, before the computed Mark-up (serigrafía) and the Acción column. */
  columns: PriceColumn[];
};

export const MARKUP_DIVISOR = 0.65;
export const MARKUP_HEADER = 'Mark-up 35%';

const serigrafiaColumns: PriceColumn[] = [
  { field: 'cantidad', header: 'Cantidad', editable: true, valueKind: 'quantity' },
  { field: 'coste', header: 'Coste', editable: true, valueKind: 'price' },
  { field: 'venta_real', header: 'Venta Real', editable: true, valueKind: 'price' },
];

function serigrafia(routeId: string, label: string): PriceTable {
  return {
    kind: 'serigrafia',
    key: routeId,
    routeId,
    tileLabel: label,
    heading: label,
    columns: serigrafiaColumns,
  };
}

function vaso(tileLabel: string, routeId: string, valueField: string): PriceTable {
  return {
    kind: 'vaso',
    key: `vasos/${routeId}`,
    routeId,
    tileLabel,
    heading: `Tabla: ${routeId.toUpperCase()}`,
    columns: [
      // The cup-size column is headed by the tile's label (300T, 500L…).
      { field: valueField, header: tileLabel, editable: true, valueKind: 'quantity' },
      { field: 'cv', header: 'cv', editable: true, valueKind: 'price' },
      { field: 'QCajas', header: 'Q Cajas', editable: false, valueKind: 'quantity' },
      { field: 'Euro', header: '€', editable: true, valueKind: 'price' },
      { field: 'Metalicos', header: 'Metalicos', editable: true, valueKind: 'price' },
    ],
  };
}

/** Screen-print tables, in menu order. */
export const serigrafiaTables: readonly PriceTable[] = [
  serigrafia('serigrafia_1_color_vf', 'Serigrafia 1 Color VF'),
  serigrafia('serigrafia_2_colores_vf', 'Serigrafia 2 Colores VF'),
  serigrafia('serigrafia_1_color_metalizado', 'Serigrafia 1 Color Metalizado'),
  serigrafia('serigrafia_2_colores_metalizados', 'Serigrafia 2 Colores Metalizado'),
];

/** Cup tables, in menu order. */
export const vasoTables: readonly PriceTable[] = [
  vaso('200', '200', 'v200'),
  vaso('280', '280', 'v280'),
  vaso('300T', '300', 'v300'),
  vaso('400', '400', 'v400'),
  vaso('500C', '500', 'v500'),
  vaso('500L', 'V500l', 'v500l'),
  vaso('600L', 'V600L', 'v600l'),
  vaso('900L', 'v900l', 'v900l'),
  vaso('Pinzas', 'pinzas', 'pinzas'),
  vaso('Ceniceros', 'ceniceros', 'ceniceros'),
];

export const allPriceTables: readonly PriceTable[] = [...serigrafiaTables, ...vasoTables];

/** The table behind a route parameter, or undefined for an id nobody knows. */
export function findPriceTable(
  kind: PriceKind,
  routeId: string | undefined,
): PriceTable | undefined {
  const tables = kind === 'serigrafia' ? serigrafiaTables : vasoTables;
  return tables.find((table) => table.routeId === routeId);
}

export function findPriceTableByKey(key: string): PriceTable | undefined {
  return allPriceTables.find((table) => table.key === key);
}

export const tablePath = (table: PriceTable) => `/api/admin/tablas/${table.key}`;
export const updatePath = (table: PriceTable) => `${tablePath(table)}/update`;

/** Fields sent and stored for a row besides its id (editable and read-only alike). */
export const rowFields = (table: PriceTable) => table.columns.map((column) => column.field);

/** Field the computed Mark-up 35% is derived from (serigrafía only). */
export const MARKUP_SOURCE_FIELD = 'coste';
export const ACTION_HEADER = 'Acción';

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

/** Fields a user types into; the others (QCajas) are shown and sent back unchanged. */
export const editableFields = (table: PriceTable) =>
  table.columns.filter((column) => column.editable).map((column) => column.field);
