import { Link } from '../../components/Link';
import { paths } from '../../app/paths';
import type { HeaderSort } from '../../components/TableHead';
import { WindowedTable } from '../../components/WindowedTable';
import { CLIENTE_COLUMNS, CLIENTE_HEADERS } from './clienteColumns';
import { useClienteAt, type ClientesOrder } from './useClienteAt';

/** The height of every customer row (.fixed-row reads it as --row-height). */
const ROW_HEIGHT = 41;

const SORTABLE = CLIENTE_HEADERS;

/** One customer's row; while its window loads, a row of the same height that says so. */
function ClienteTableRow({ index, order }: { index: number; order: ClientesOrder }) {
  const cliente = useClienteAt(index, order);
  if (!cliente) {
    return (
      <tr className="fixed-row">
        <td colSpan={CLIENTE_COLUMNS.length}>Cargando…</td>
      </tr>
    );
  }
  return (
    <tr className="fixed-row">
      {CLIENTE_COLUMNS.map((column, i) => (
        <td key={column.header} className={column.numeric ? 'number-cell' : undefined}>
          {i === 0 ? (
            <Link to={paths.cliente(cliente.id)}>{column.text(cliente)}</Link>
          ) : (
            column.text(cliente)
          )}
        </td>
      ))}
    </tr>
  );
}

type ClientesTableProps = {
  /** Every row's place, 0 to the number of customers. */
  rows: readonly number[];
  order: ClientesOrder;
  sort: HeaderSort;
};

/** Every customer, windowed as the requests' list is: only the rows in view are in the page. */
export function ClientesTable({ rows, order, sort }: ClientesTableProps) {
  return (
    <WindowedTable
      className="clientes-table"
      headers={CLIENTE_HEADERS}
      rows={rows}
      rowHeight={ROW_HEIGHT}
      rowKey={(index) => index}
      renderRow={(index) => <ClienteTableRow index={index} order={order} />}
      indexRows
      sort={{ ...sort, sortable: SORTABLE }}
      scrollResetKey={`${order.sort} ${order.order}`}
    />
  );
}
