import { TileMenu } from '../../components/TileMenu';
import type { PriceKind } from './catalog';
import { priceMenus } from './menus';

/** /precios/serigrafias and /precios/vasos: one tile per table of the kind, in catalogue order. */
export function TablasMenuPage({ kind }: { kind: PriceKind }) {
  const menu = priceMenus[kind];
  const tiles = menu.tables.map((table) => ({
    to: menu.tablePath(table.routeId),
    label: table.tileLabel,
  }));
  return (
    <section>
      <h2>{menu.label}</h2>
      <TileMenu label={menu.label} tiles={tiles} />
    </section>
  );
}
