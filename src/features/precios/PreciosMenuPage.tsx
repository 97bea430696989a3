import { paths } from '../../app/paths';
import { TileMenu, type Tile } from '../../components/TileMenu';

const tiles: Tile[] = [
  { to: paths.serigrafias, label: 'Serigrafias' },
  { to: paths.vasos, label: 'Vasos' },
];

/** /precios */
export function PreciosMenuPage() {
  return (
    <section>
      <h2>Precios</h2>
      <TileMenu label="Precios" tiles={tiles} />
    </section>
  );
}
