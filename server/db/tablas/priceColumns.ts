// How a table's API fields map to the columns of serigrafia_rows / vaso_rows.
import {
  tablaSpec,
  tablaKeys,
  ROW_VERSION_FIELD,
  type PriceKind,
  type TablaKey,
} from '../../../contract';

export type PriceStorage = {
  /** SQL table holding the rows of this kind. */
  sqlTable: 'serigrafia_rows' | 'vaso_rows';
  /** API field → SQL column, in catalogue order. */
  columns: ReadonlyMap<string, string>;
  /** Fields the API shows but never lets a client change. */
  readOnly: ReadonlySet<string>;
};

const fixedColumns: Record<PriceKind, Record<string, string>> = {
  serigrafia: { cantidad: 'cantidad', coste: 'coste', venta_real: 'venta_real' },
  vaso: { cv: 'cv', QCajas: 'qcajas', Euro: 'euro', Metalicos: 'metalicos' },
};

/** Cup tables name their size column after the cup (v200, v500l…); it is stored as `valor`. */
const CUP_VALUE_COLUMN = 'valor';

function storageOf(key: TablaKey): PriceStorage {
  const { kind, fields } = tablaSpec(key);
  const fixed = fixedColumns[kind];
  const columns = new Map<string, string>();
  for (const { field } of fields) {
    const column = fixed[field] ?? (kind === 'vaso' ? CUP_VALUE_COLUMN : undefined);
    // The version travels with the row under its own name: a field called so would hide it.
    const named: string = field;
    if (!column || named === ROW_VERSION_FIELD || [...columns.values()].includes(column)) {
      throw new Error(`Price table ${key}: no storage for field ${field}`);
    }
    columns.set(field, column);
  }
  const readOnly = new Set(fields.filter((field) => !field.editable).map((field) => field.field));
  return { sqlTable: kind === 'serigrafia' ? 'serigrafia_rows' : 'vaso_rows', columns, readOnly };
}

// Worked out once, when the server loads: a table the storage cannot hold stops it from starting.
const storages = new Map(tablaKeys.map((key) => [key, storageOf(key)]));

export function priceStorage(key: TablaKey): PriceStorage {
  const storage = storages.get(key);
  if (storage === undefined) throw new RangeError(`No price table ${key}`);
  return storage;
}

/** Column of both SQL tables holding a row's version; never one of `columns` (nobody writes it). */
export const VERSION_COLUMN = 'version';

/** `SELECT` list turning SQL columns back into the API's field names, the row's version last. */
export function selectList(storage: PriceStorage): string {
  const fields = [...storage.columns].map(([field, column]) => `${column} AS "${field}"`);
  return ['id', ...fields, `${VERSION_COLUMN} AS "${ROW_VERSION_FIELD}"`].join(', ');
}
