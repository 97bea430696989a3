import { paths } from '../../app/paths';
import { TileMenu, type Tile } from '../../components/TileMenu';
import { vasoTables } from './catalog';

const tiles: Tile[] = vasoTables.map((table) => ({
  to: paths.vasoTable(table.routeId),
  label: table.tileLabel,
}));

/** /precios/vasos: one tile per cup table, in catalogue order. */
export function VasosMenuPage() {
  return (
    <section>
      <h2>Vasos</h2>
      <TileMenu label="Vasos" tiles={tiles} />
    </section>
  );
}
