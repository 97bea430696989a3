// How a catalogue table's API fields map to the columns of serigrafia_rows / vaso_rows.
import type { PriceKind, PriceTable } from '../../src/features/precios/catalog';
import { rowFields } from '../../src/features/precios/catalog';

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

export function priceStorage(table: PriceTable): PriceStorage {
  const fixed = fixedColumns[table.kind];
  const columns = new Map<string, string>();
  for (const field of rowFields(table)) {
    const column = fixed[field] ?? (table.kind === 'vaso' ? CUP_VALUE_COLUMN : undefined);
    if (!column || [...columns.values()].includes(column)) {
      throw new Error(`Price table ${table.key}: no storage for field ${field}`);
    }
    columns.set(field, column);
  }
  const readOnly = new Set(table.columns.filter((c) => !c.editable).map((c) => c.field));
  return {
    sqlTable: table.kind === 'serigrafia' ? 'serigrafia_rows' : 'vaso_rows',
    columns,
    readOnly,
  };
}

/** `SELECT` list turning SQL columns back into the API's field names. */
export function selectList(storage: PriceStorage): string {
  const fields = [...storage.columns].map(([field, column]) => `${column} AS "${field}"`);
  return ['id', ...fields].join(', ');
}
