// The customers' list follows the requests' changes while it shows (services/live): a change may
// move any sum or the order, so the list is read again rather than patched.
import { followByReload } from '../../services/live/followList';
import type { ClientesSort, SortOrder } from '../../../contract';

/** One window of the list: `limit` customers from `offset` on, in one order. */
export type ClientesWindow = {
  sort: ClientesSort;
  order: SortOrder;
  offset: number;
  limit: number;
};

export const followClientes = followByReload<ClientesWindow>({
  name: 'clientes',
  tag: 'Clientes',
  // The first window is always shown (it says how many there are): it follows for every window.
  follows: (window) => window.offset === 0,
});
