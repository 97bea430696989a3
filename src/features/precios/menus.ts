import { paths } from '../../app/paths';
import type { Tile } from '../../components/TileMenu';
import { serigrafiaTables, vasoTables, type PriceKind, type Tabla } from './catalog';

/** The menu of one kind of table: its tile on /precios, and where each of its tables opens. */
export type PriceMenu = Tile & {
  tables: readonly Tabla[];
  tablePath: (routeId: string) => string;
};

export const priceMenus: Readonly<Record<PriceKind, PriceMenu>> = {
  serigrafia: {
    to: paths.serigrafias,
    label: 'Serigrafias',
    tables: serigrafiaTables,
    tablePath: paths.serigrafiaTable,
  },
  vaso: { to: paths.vasos, label: 'Vasos', tables: vasoTables, tablePath: paths.vasoTable },
};
