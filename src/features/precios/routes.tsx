import type { RouteObject } from 'react-router-dom';
import { PRICE_KINDS } from '../../../contract';
import { paths } from '../../app/paths';
import { lazyPage } from '../../components/lazyPage';
import { priceMenus } from './menus';

const PreciosMenuPage = lazyPage(() => import('./PreciosMenuPage').then((m) => m.PreciosMenuPage));
const TablasMenuPage = lazyPage(() => import('./TablasMenuPage').then((m) => m.TablasMenuPage));
const TablaRoute = lazyPage(() => import('./TablaRoute').then((m) => m.TablaRoute));

// Children of the protected layout. Each page is loaded on demand, in its own chunk.
export const preciosRoutes: RouteObject[] = [
  { path: paths.precios, Component: PreciosMenuPage },
  ...PRICE_KINDS.flatMap((kind): RouteObject[] => [
    { path: priceMenus[kind].to, element: <TablasMenuPage kind={kind} /> },
    { path: `${priceMenus[kind].to}/:routeId`, element: <TablaRoute kind={kind} /> },
  ]),
];
