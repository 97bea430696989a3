// The price tables as docs/screens.md and docs/api.md describe them: menus, routes, API paths,
// headings and columns. Written out here so the app's own catalogue is checked, not reused.

export type ExpectedColumn = {
  header: string;
  /** An editable number input, a read-only value, or the Mark-up computed from `field`. */
  kind: 'input' | 'text' | 'markup';
  field: string;
};

export type ExpectedTable = {
  kind: 'serigrafia' | 'vaso';
  tile: string;
  /** Browser route. */
  path: string;
  /** GET path; saving POSTs to `${apiPath}/update`. */
  apiPath: string;
  heading: string;
  /** Columns before Acción. */
  columns: ExpectedColumn[];
};

export const ACTION_HEADER = 'Acción';

const serigrafiaColumns: ExpectedColumn[] = [
  { header: 'Cantidad', kind: 'input', field: 'cantidad' },
  { header: 'Coste', kind: 'input', field: 'coste' },
  { header: 'Mark-up 35%', kind: 'markup', field: 'coste' },
  { header: 'Venta Real', kind: 'input', field: 'venta_real' },
];

function serigrafia(tile: string, tablaid: string): ExpectedTable {
  return {
    kind: 'serigrafia',
    tile,
    path: `/precios/serigrafias/${tablaid}`,
    apiPath: `/api/admin/tablas/${tablaid}`,
    heading: tile,
    columns: serigrafiaColumns,
  };
}

function vaso(tile: string, route: string, valueField: string): ExpectedTable {
  return {
    kind: 'vaso',
    tile,
    path: `/precios/vasos/${route}`,
    apiPath: `/api/admin/tablas/vasos/${route}`,
    heading: `Tabla: ${route.toUpperCase()}`,
    columns: [
      { header: tile, kind: 'input', field: valueField },
      { header: 'cv', kind: 'input', field: 'cv' },
      { header: 'Q Cajas', kind: 'text', field: 'QCajas' },
      { header: '€', kind: 'input', field: 'Euro' },
      { header: 'Metalicos', kind: 'input', field: 'Metalicos' },
    ],
  };
}

export const SERIGRAFIA_TABLES: readonly ExpectedTable[] = [
  serigrafia('Serigrafia 1 Color VF', 'serigrafia_1_color_vf'),
  serigrafia('Serigrafia 2 Colores VF', 'serigrafia_2_colores_vf'),
  serigrafia('Serigrafia 1 Color Metalizado', 'serigrafia_1_color_metalizado'),
  serigrafia('Serigrafia 2 Colores Metalizado', 'serigrafia_2_colores_metalizados'),
];

export const VASO_TABLES: readonly ExpectedTable[] = [
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

/** The table whose browser route ends with `route` ('serigrafia_1_color_vf', 'V500l'…). */
export function expectedTable(route: string): ExpectedTable {
  const table = [...SERIGRAFIA_TABLES, ...VASO_TABLES].find((t) => t.path.endsWith(`/${route}`));
  if (!table) throw new Error(`No such table in the documentation: ${route}`);
  return table;
}

export const headersOf = (table: ExpectedTable) => [
  ...table.columns.map((column) => column.header),
  ACTION_HEADER,
];

/** Fields sent back for every row besides its id (read-only QCajas included). */
export const sentFields = (table: ExpectedTable) =>
  table.columns.filter((column) => column.kind !== 'markup').map((column) => column.field);

// es-ES, euro sign, exactly three decimals: "1,538 €" (a non-breaking space before the sign).
const euro = new Intl.NumberFormat('es-ES', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 3,
  maximumFractionDigits: 3,
});

/** The Mark-up 35% text for a cost: coste / 0.65. */
export const markupText = (coste: number) => euro.format(coste / 0.65);

// What a price input shows for a number the API holds: es-ES, a decimal comma and no thousands
// groups ("0,655", "1234,5"), as docs/saving.md (Drafts) says.
const inputNumber = new Intl.NumberFormat('es-ES', {
  useGrouping: false,
  maximumFractionDigits: 20,
});

/** The text a price input shows for a stored number. */
export const inputText = (value: number) => inputNumber.format(value);

/** The accessible name of a row's input: "Coste fila 3" (rows counted from 1). */
export const inputLabel = (header: string, row: number) => `${header} fila ${row}`;
