// The tables a quote line chooses from, by the labels of their tiles in Precios (the customer's
// copy of a quote names them so too: contract/clientePresupuesto.ts).
import {
  isCupTableKey,
  isPrintTableKey,
  type CupTableKey,
  type PrintTableKey,
  type TablaKey,
} from '../../../contract';
import { tablaView, serigrafiaTables, vasoTables } from '../precios';

export type TableOption<Key> = { key: Key; label: string };

/** `Vaso`: the ten cup tables, in the order of their menu. */
export const CUP_OPTIONS: readonly TableOption<CupTableKey>[] = vasoTables.flatMap((table) =>
  isCupTableKey(table.key) ? [{ key: table.key, label: table.tileLabel }] : [],
);

/** `Impresión`: the four screen-print tables, in the order of their menu. */
export const PRINT_OPTIONS: readonly TableOption<PrintTableKey>[] = serigrafiaTables.flatMap(
  (table) => (isPrintTableKey(table.key) ? [{ key: table.key, label: table.tileLabel }] : []),
);

/** A table's tile label: `500L`, `Serigrafia 1 Color VF`. */
export const tableLabel = (key: TablaKey): string => tablaView(key).tileLabel;
