import { paths } from '../../app/paths';
import { TileMenu, type Tile } from '../../components/TileMenu';
import { serigrafiaTables } from './catalog';

const tiles: Tile[] = serigrafiaTables.map((table) => ({
  to: paths.serigrafiaTable(table.routeId),
  label: table.tileLabel,
}));

/** /precios/serigrafias: one tile per screen-print table, in catalogue order. */
export function SerigrafiasMenuPage() {
  return (
    <section>
      <h2>Serigrafias</h2>
      <TileMenu label="Serigrafias" tiles={tiles} />
    </section>
  );
}
