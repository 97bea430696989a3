import { useState } from 'react';
import { Link } from '../../components/Link';
import { paths } from '../../app/paths';
import { MostrarMas } from '../../components/MostrarMas';
import { CLIENTE_COLUMNS, type ClienteColumn } from './clienteColumns';
import { useClienteAt, type ClientesOrder } from './useClienteAt';

/** Cards shown at first and added by each Mostrar más. */
const CARDS_PAGE = 30;

function ClienteCard({ index, order }: { index: number; order: ClientesOrder }) {
  const cliente = useClienteAt(index, order);
  if (!cliente) return <li className="cliente-card">Cargando…</li>;
  const [nombre, ...rest] = CLIENTE_COLUMNS as [ClienteColumn, ...ClienteColumn[]];
  return (
    <li className="cliente-card">
      <h3>
        <Link to={paths.cliente(cliente.id)}>{nombre.text(cliente)}</Link>
      </h3>
      <dl>
        {rest.map((column) => (
          <div key={column.header} className="cliente-card__field">
            <dt>{column.header}</dt>
            <dd>{column.text(cliente)}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}

/** The customers on a phone: one card each, the first ones until Mostrar más asks for more. */
export function ClienteCards({ total, order }: { total: number; order: ClientesOrder }) {
  const [limit, setLimit] = useState(CARDS_PAGE);
  const shown = Math.min(total, limit);
  return (
    <>
      <ul className="cliente-cards" aria-label="Clientes">
        {Array.from({ length: shown }, (_, index) => (
          <ClienteCard key={index} index={index} order={order} />
        ))}
      </ul>
      {total > shown ? (
        <MostrarMas onMore={() => setLimit((current) => current + CARDS_PAGE)} />
      ) : null}
    </>
  );
}
