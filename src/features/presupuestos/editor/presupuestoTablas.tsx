// The price tables a quote's lines use, loaded through Precios' own call (the same cache the table
// pages fill) and read fresh each time the quote opens: a preview priced from the tables as they
// are, as the API will price it.
import { createSelector } from '@reduxjs/toolkit';
import { memo, useMemo } from 'react';
import type { PriceRow, TablaKey, PresupuestoTablas } from '../../../../contract';
import { useAppSelector } from '../../../app/hooks';
import type { RootState } from '../../../app/store';
import { preciosApi } from '../../precios';

/** Keeps one table loaded while the quote is open (drawn again only when its table changes). */
const TableLoader = memo(function TableLoader({ table }: { table: TablaKey }) {
  preciosApi.endpoints.getTabla.useQuery(table, { refetchOnMountOrArgChange: true });
  return null;
});

/** Mounted by the editor: a subscription per table the lines use, and nothing on screen. */
export function PresupuestoTablaLoaders({ tables }: { tables: readonly TablaKey[] }) {
  return tables.map((table) => <TableLoader key={table} table={table} />);
}

export type PresupuestoTablasState = {
  /** The tables that have arrived, as loaded. */
  readonly tables: PresupuestoTablas;
  /** Tables still on their way, or whose load failed (an alert said so): no line is judged on them. */
  readonly waiting: ReadonlySet<TablaKey>;
};

function selectorFor(keys: readonly TablaKey[]) {
  return createSelector(
    keys.map((key) => preciosApi.endpoints.getTabla.select(key)),
    (...results): PresupuestoTablasState => {
      const tables: Partial<Record<TablaKey, readonly PriceRow[]>> = {};
      const waiting = new Set<TablaKey>();
      results.forEach((result, index) => {
        // The rows as received: pricing checks every value it reads (contract/priceTiers.ts).
        if (result.data) tables[keys[index]] = result.data as unknown as readonly PriceRow[];
        else waiting.add(keys[index]);
      });
      return { tables, waiting };
    },
  );
}

/** The rows of `keys` as loaded; the same object until one of them changes. */
export function usePresupuestoTablas(keys: readonly TablaKey[]): PresupuestoTablasState {
  const joined = keys.join(' ');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the keys are `joined`, in order.
  const select = useMemo(() => selectorFor(keys), [joined]);
  return useAppSelector((state: RootState) => select(state));
}
