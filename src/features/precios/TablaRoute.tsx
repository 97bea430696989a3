import { useParams } from 'react-router-dom';
import { Link } from '../../components/Link';
import { findTabla, type PriceKind } from './catalog';
import { priceMenus } from './menus';
import { TablaPage } from './TablaPage';

/** /precios/serigrafias/:routeId and /precios/vasos/:routeId: the table the address names. */
export function TablaRoute({ kind }: { kind: PriceKind }) {
  const { routeId } = useParams();
  const table = findTabla(kind, routeId);
  const back = priceMenus[kind];
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
  return <TablaPage key={table.key} table={table} back={back} />;
}
