import { PRICE_KINDS } from '../../../contract';
import { TileMenu } from '../../components/TileMenu';
import { priceMenus } from './menus';

const tiles = PRICE_KINDS.map((kind) => priceMenus[kind]);

/** /precios */
export function PreciosMenuPage() {
  return (
    <section>
      <h2>Precios</h2>
      <TileMenu label="Precios" tiles={tiles} />
    </section>
  );
}
