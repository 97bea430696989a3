import { CLIENTE_COLUMNS } from './clienteColumns';
import type { ClientesOrder } from './useClienteAt';

export const SORT_LABEL = 'Ordenar por';

const DIRECTIONS = { asc: 'ascendente', desc: 'descendente' } as const;

/** Every column in either direction, as the table's headers sort: `nombre:asc`… */
const OPTIONS = CLIENTE_COLUMNS.flatMap((column) =>
  (['asc', 'desc'] as const).map((order) => ({
    value: `${column.sort}:${order}`,
    text: `${column.header} (${DIRECTIONS[order]})`,
    order: { sort: column.sort, order },
  })),
);

type Props = { order: ClientesOrder; onChange: (order: ClientesOrder) => void };

/**
 * The cards' sort on a phone, where there are no column headers to click: the same sorts as the
 * table's columns, each either way, in one select (docs/screens.md, "Clientes").
 */
export function ClientesSortSelect({ order, onChange }: Props) {
  return (
    <label className="clientes-sort">
      {SORT_LABEL}
      <select
        value={`${order.sort}:${order.order}`}
        onChange={(event) => {
          const chosen = OPTIONS.find((option) => option.value === event.target.value);
          if (chosen) onChange(chosen.order);
        }}
      >
        {OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.text}
          </option>
        ))}
      </select>
    </label>
  );
}
