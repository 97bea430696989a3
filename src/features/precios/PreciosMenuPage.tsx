import { TileMenu } from '../../components/TileMenu';
import { priceMenus } from './menus';

const tiles = [priceMenus.serigrafia, priceMenus.vaso];

/** /precios */
export function PreciosMenuPage() {
  return (
    <section>
      <h2>Precios</h2>
      <TileMenu label="Precios" tiles={tiles} />
    </section>
  );
}
