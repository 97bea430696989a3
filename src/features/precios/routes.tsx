import type { RouteObject } from 'react-router-dom';
import { PRICE_KINDS } from '../../../contract';
import { paths } from '../../app/paths';
import { priceMenus } from './menus';

// Children of the protected layout. Each page is loaded on demand, in its own chunk.
export const preciosRoutes: RouteObject[] = [
  {
    path: paths.precios,
    lazy: () => import('./PreciosMenuPage').then((m) => ({ Component: m.PreciosMenuPage })),
  },
  ...PRICE_KINDS.flatMap((kind): RouteObject[] => [
    {
      path: priceMenus[kind].to,
      lazy: () =>
        import('./PriceTablesMenuPage').then(({ PriceTablesMenuPage }) => ({
          element: <PriceTablesMenuPage kind={kind} />,
        })),
    },
    {
      path: `${priceMenus[kind].to}/:routeId`,
      lazy: () =>
        import('./PriceTableRoute').then(({ PriceTableRoute }) => ({
          element: <PriceTableRoute kind={kind} />,
        })),
    },
  ]),
];
