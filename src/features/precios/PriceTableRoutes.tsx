import { Link, useParams } from 'react-router-dom';
import { paths } from '../../app/paths';
import type { Tile } from '../../components/TileMenu';
import { findPriceTable, type PriceTable } from './catalog';
import { PriceTablePage } from './PriceTablePage';

const serigrafiasMenu: Tile = { to: paths.serigrafias, label: 'Serigrafias' };
const vasosMenu: Tile = { to: paths.vasos, label: 'Vasos' };

function TableOrNotFound({ table, back }: { table: PriceTable | undefined; back: Tile }) {
  // An id the catalogue does not know calls nothing: the page says so and offers the way back.
  if (!table) {
    return (
      <section>
        <h2>Tabla no encontrada</h2>
        <Link to={back.to}>Volver a {back.label}</Link>
      </section>
    );
  }
  // Keyed by table: moving between tables starts each page afresh.
  return <PriceTablePage key={table.key} table={table} back={back} />;
}

/** /precios/serigrafias/:tablaid */
export function SerigrafiaTableRoute() {
  const { tablaid } = useParams();
  return <TableOrNotFound table={findPriceTable('serigrafia', tablaid)} back={serigrafiasMenu} />;
}

/** /precios/vasos/:vaso */
export function VasoTableRoute() {
  const { vaso } = useParams();
  return <TableOrNotFound table={findPriceTable('vaso', vaso)} back={vasosMenu} />;
}
