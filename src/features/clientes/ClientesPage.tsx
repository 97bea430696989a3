import { useMemo, useState } from 'react';
import { Loading } from '../../components/Loading';
import type { SortDirection } from '../../components/TableHead';
import { useNarrowScreen } from '../../components/useNarrowScreen';
import { ClienteCards } from './ClienteCards';
import { CLIENTE_COLUMNS } from './clienteColumns';
import { ClientesSortSelect } from './ClientesSortSelect';
import { ClientesTable } from './ClientesTable';
import { useGetClientesQuery } from './clientesApi';
import { windowOf, type ClientesOrder } from './useClienteAt';
import './clientes.css';

const LATEST_FIRST: ClientesOrder = { sort: 'ultimaPeticion', order: 'desc' };

/** A click on the sorted column turns its order round; on another, that one, ascending. */
function nextOrder(current: ClientesOrder, header: string): ClientesOrder {
  const column = CLIENTE_COLUMNS.find((c) => c.header === header);
  if (!column) return current;
  if (column.sort !== current.sort) return { sort: column.sort, order: 'asc' };
  return { sort: column.sort, order: current.order === 'asc' ? 'desc' : 'asc' };
}

/**
 * `Clientes`: one row per customer (docs/screens.md, "Clientes"), latest request first, sortable
 * by any column, a window at a time; on a phone, cards, sorted the same ways through a select. It
 * reloads as requests change.
 */
export function ClientesPage() {
  const [order, setOrder] = useState(LATEST_FIRST);
  const narrow = useNarrowScreen();
  // The first window says how many there are; it follows the changes for every window.
  const first = useGetClientesQuery(windowOf(0, order), {
    refetchOnMountOrArgChange: true,
    refetchOnFocus: true,
    refetchOnReconnect: true,
  });
  const total = first.data?.total ?? 0;
  const rows = useMemo(() => Array.from({ length: total }, (_, index) => index), [total]);
  const header = CLIENTE_COLUMNS.find((column) => column.sort === order.sort)?.header;
  const direction: SortDirection = order.order === 'asc' ? 'ascending' : 'descending';
  let body;
  if (first.isLoading) body = <Loading />;
  else if (first.isError) body = <p role="alert">No se han podido cargar los clientes.</p>;
  else if (total === 0) body = <p>Todavía no hay clientes.</p>;
  else if (narrow) {
    body = (
      <>
        <ClientesSortSelect order={order} onChange={setOrder} />
        <ClienteCards total={total} order={order} />
      </>
    );
  } else {
    body = (
      <ClientesTable
        rows={rows}
        order={order}
        sort={{
          header,
          direction,
          sortable: [],
          onSort: (clicked) => setOrder((current) => nextOrder(current, clicked)),
        }}
      />
    );
  }
  return (
    <section className="clientes-page">
      <h2>CLIENTES</h2>
      {first.data ? <p className="clientes-total">{total} clientes</p> : null}
      {body}
    </section>
  );
}
