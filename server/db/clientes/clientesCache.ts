// The customers' list read once per change of the requests (docs/server.md, "Customers"): every
// write of a request adds to the change feed (a quote, a stage, an erasure too), so the list in
// one order is the same for as long as the feed stays where it was; the windows the dashboard asks
// for as it scrolls are cut from it.
import type { ClienteRow, ClientesSort, SortOrder } from '../../../contract';
import type { Database } from '../engine/open';
import { feedPosition, readPositioned } from '../peticiones/changeFeed';
import { listClientes } from './clientesList';

/** Orders kept at once: the one shown, and the one before it. */
const KEPT_ORDERS = 2;

type Kept = { position: number; rows: Promise<ClienteRow[]> };

export type ClientesWindow = { position: number; total: number; clientes: ClienteRow[] };

export function clientesCache(db: Database) {
  const kept = new Map<string, Kept>();

  async function sorted(sort: ClientesSort, order: SortOrder): Promise<Kept> {
    const key = `${sort} ${order}`;
    const now = await feedPosition(db);
    const found = kept.get(key);
    if (found && found.position >= now) return found;
    const read = readPositioned(db, (tx) => listClientes(tx, sort, order));
    const fresh: Kept = { position: now, rows: read.then((answer) => answer.data) };
    kept.delete(key);
    kept.set(key, fresh);
    // The least recently read order goes (a Map keeps the order keys were set in).
    for (const old of [...kept.keys()].slice(0, -KEPT_ORDERS)) kept.delete(old);
    // A failed read is not kept: the next call reads again.
    fresh.rows.catch(() => kept.get(key) === fresh && kept.delete(key));
    fresh.position = (await read).position;
    return fresh;
  }

  /** Rows `offset` to `offset + limit` of every customer in that order, and how many there are. */
  return async function window(
    sort: ClientesSort,
    order: SortOrder,
    offset: number,
    limit: number,
  ): Promise<ClientesWindow> {
    const { position, rows } = await sorted(sort, order);
    const all = await rows;
    return { position, total: all.length, clientes: all.slice(offset, offset + limit) };
  };
}
