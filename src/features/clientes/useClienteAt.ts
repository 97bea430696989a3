// The list is as long as there are customers (100,000 in the bench data) and comes a window at a
// time: each row asks for the window it falls in, and every row of one window shares its one call.
import type { ClienteRow, ClientesSort, SortOrder } from '../../../contract';
import { useGetClientesQuery, type ClientesWindow } from './clientesApi';

/** Customers per call: a few screens of rows. */
export const CLIENTES_WINDOW = 100;

export type ClientesOrder = { sort: ClientesSort; order: SortOrder };

/** The window that holds row `index`. */
export const windowOf = (index: number, { sort, order }: ClientesOrder): ClientesWindow => ({
  sort,
  order,
  offset: Math.floor(index / CLIENTES_WINDOW) * CLIENTES_WINDOW,
  limit: CLIENTES_WINDOW,
});

/** The customer at row `index` in this order, or undefined while its window loads. */
export function useClienteAt(index: number, order: ClientesOrder): ClienteRow | undefined {
  const window = windowOf(index, order);
  const { data } = useGetClientesQuery(window);
  return data?.clientes[index - window.offset];
}
