// The price tables both programs know: their keys, kinds and row fields. A table travels as its
// key (`TablaKey`); only a URL can name a table that does not exist, so only the code that
// reads a URL asks `parseTablaRoute`. Labels, headings and menu order belong to the dashboard.
import type { ConflictAnswer } from './answers';
import type { ValueKind } from './priceRules';

export type PriceKind = 'serigrafia' | 'vaso';

/** Every kind of table, in the order menus list them. */
export const PRICE_KINDS: readonly PriceKind[] = ['serigrafia', 'vaso'];

/** Every table of the API, with the field of the cup-size column for cups. */
const catalogue = [
  { kind: 'serigrafia', routeId: 'serigrafia_1_color_vf' },
  { kind: 'serigrafia', routeId: 'serigrafia_2_colores_vf' },
  { kind: 'serigrafia', routeId: 'serigrafia_1_color_metalizado' },
  { kind: 'serigrafia', routeId: 'serigrafia_2_colores_metalizados' },
  { kind: 'vaso', routeId: '200', valueField: 'v200' },
  { kind: 'vaso', routeId: '280', valueField: 'v280' },
  { kind: 'vaso', routeId: '300', valueField: 'v300' },
  { kind: 'vaso', routeId: '400', valueField: 'v400' },
  { kind: 'vaso', routeId: '500', valueField: 'v500' },
  { kind: 'vaso', routeId: 'V500l', valueField: 'v500l' },
  { kind: 'vaso', routeId: 'V600L', valueField: 'v600l' },
  { kind: 'vaso', routeId: 'v900l', valueField: 'v900l' },
  { kind: 'vaso', routeId: 'pinzas', valueField: 'pinzas' },
  { kind: 'vaso', routeId: 'ceniceros', valueField: 'ceniceros' },
] as const;

type CatalogueEntry = (typeof catalogue)[number];

/** What comes before the route id in a key: cup tables live under `vasos/`. */
export const KEY_PREFIX = { serigrafia: '', vaso: 'vasos/' } as const satisfies Record<
  PriceKind,
  string
>;

// Distributed over the entries, so each route id gets only its own kind's prefix.
type KeyOf<E> = E extends CatalogueEntry
  ? `${(typeof KEY_PREFIX)[E['kind']]}${E['routeId']}`
  : never;

/** A table's key, its API path after /api/admin/tablas/: 'serigrafia_1_color_vf', 'vasos/200'… */
export type TablaKey = KeyOf<CatalogueEntry>;

/** The field of a cup table's first column, its cup size: 'v200', 'pinzas'… */
type CupSizeField = Extract<CatalogueEntry, { kind: 'vaso' }>['valueField'];

/** Every field staff can change in a price row of some table (the audit log names each). */
export type EditablePriceFieldName =
  'cantidad' | 'coste' | 'venta_real' | CupSizeField | 'cv' | 'Euro' | 'Metalicos';

/** Fields shown, sent back and ignored: never written, never changed. */
export type ReadOnlyPriceFieldName = 'QCajas';

/** Name of a field in the API's rows. */
export type PriceFieldName = EditablePriceFieldName | ReadOnlyPriceFieldName;

/** Editable fields are typed by staff; the others (QCajas) are shown, sent back and ignored. */
export type PriceField = (
  | { readonly field: EditablePriceFieldName; readonly editable: true }
  | { readonly field: ReadOnlyPriceFieldName; readonly editable: false }
) & {
  /** Which numbers the field accepts (whole quantities or prices). */
  readonly valueKind: ValueKind;
};

export type TablaSpec = {
  readonly kind: PriceKind;
  readonly key: TablaKey;
  /** The route parameter: {tablaid} of a screen-print table, {vaso} of a cup table. */
  readonly routeId: string;
  /** The row's fields besides `id`, in display order. */
  readonly fields: readonly PriceField[];
};

const serigrafiaFields: readonly PriceField[] = [
  { field: 'cantidad', editable: true, valueKind: 'quantity' },
  { field: 'coste', editable: true, valueKind: 'price' },
  { field: 'venta_real', editable: true, valueKind: 'price' },
];

const cupFields = (valueField: CupSizeField): readonly PriceField[] => [
  { field: valueField, editable: true, valueKind: 'quantity' },
  { field: 'cv', editable: true, valueKind: 'price' },
  { field: 'QCajas', editable: false, valueKind: 'quantity' },
  { field: 'Euro', editable: true, valueKind: 'price' },
  { field: 'Metalicos', editable: true, valueKind: 'price' },
];

function specOf(entry: CatalogueEntry): TablaSpec {
  return {
    kind: entry.kind,
    key: `${KEY_PREFIX[entry.kind]}${entry.routeId}` as TablaKey,
    routeId: entry.routeId,
    fields: entry.kind === 'vaso' ? cupFields(entry.valueField) : serigrafiaFields,
  };
}

export const tablaSpecs: readonly TablaSpec[] = catalogue.map(specOf);

const byKey = new Map(tablaSpecs.map((table) => [table.key, table]));

export function tablaSpec(key: TablaKey): TablaSpec {
  const spec = byKey.get(key);
  if (spec === undefined) throw new RangeError(`No price table ${key}`);
  return spec;
}

export const tablaKeys: readonly TablaKey[] = tablaSpecs.map((table) => table.key);

export function isTablaKey(value: string): value is TablaKey {
  return byKey.has(value as TablaKey);
}

/** The key behind a route parameter of a kind, or undefined for an id nobody knows. */
export function parseTablaRoute(
  kind: PriceKind,
  routeId: string | undefined,
): TablaKey | undefined {
  // Stryker disable next-line ConditionalExpression: read on, undefined is id 'undefined': no table
  if (routeId === undefined) return undefined;
  const key = `${KEY_PREFIX[kind]}${routeId}`;
  // A decoded %2F can put a slash in a route id: 'vasos/200' is no screen-print table.
  return isTablaKey(key) && tablaSpec(key).kind === kind ? key : undefined;
}

/** Fields sent and stored for a row besides its id (editable and read-only alike). */
export const rowFields = (key: TablaKey): PriceFieldName[] =>
  tablaSpec(key).fields.map((field) => field.field);

/** Fields a client may change; the others are sent back as loaded and ignored. */
export const editableFields = (key: TablaKey): EditablePriceFieldName[] =>
  tablaSpec(key).fields.flatMap((field) => (field.editable ? [field.field] : []));

/**
 * Where a row carries its version: a whole number from 1, which the API raises by one on each write
 * that changes the row (an update that changes nothing leaves it). Not a field of the table: never
 * in `rowFields` or `editableFields`, never shown or edited.
 */
export const ROW_VERSION_FIELD = 'version';

/**
 * A price row as the API answers it: its id, a number for every field of its table and its
 * `version` (see ROW_VERSION_FIELD). A backend that predates versions sends rows without it.
 */
export type PriceRow = { id: number } & Record<string, number>;

/**
 * The body of `POST …/update`: the row's id and the fields to write, at least one of them editable.
 * Read-only fields may come along (the dashboard sends each row back whole); they are ignored.
 * `version`, when sent, is the version the client's values were based on: if the row has moved on
 * since, the update is refused with 409 and the row as it is now (`StaleRowAnswer`), so nobody
 * overwrites a colleague's save unknowingly. Without it the update is applied as it comes.
 */
export type PriceRowUpdate = { id: number } & Record<string, number>;

/**
 * The header of an accepted `POST …/update` that names the row's version after it (a whole number,
 * as ROW_VERSION_FIELD). When a client may take the stored row from it without reading the body:
 * docs/api.md, "Row versions".
 */
export const ROW_VERSION_HEADER = 'Row-Version';

/** The 409 of `POST …/update` for a stale `version`: the row as it is now, its version included. */
export type StaleRowAnswer = ConflictAnswer<PriceRow>;
