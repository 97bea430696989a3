import type { RouteObject } from 'react-router-dom';
import { paths } from '../../app/paths';

// Children of the protected layout. Each page is loaded on demand, in its own chunk.
export const preciosRoutes: RouteObject[] = [
  {
    path: paths.precios,
    lazy: () => import('./PreciosMenuPage').then((m) => ({ Component: m.PreciosMenuPage })),
  },
  {
    path: paths.serigrafias,
    lazy: () => import('./SerigrafiasMenuPage').then((m) => ({ Component: m.SerigrafiasMenuPage })),
  },
  {
    path: paths.vasos,
    lazy: () => import('./VasosMenuPage').then((m) => ({ Component: m.VasosMenuPage })),
  },
  {
    path: `${paths.serigrafias}/:tablaid`,
    lazy: () => import('./PriceTableRoutes').then((m) => ({ Component: m.SerigrafiaTableRoute })),
  },
  {
    path: `${paths.vasos}/:vaso`,
    lazy: () => import('./PriceTableRoutes').then((m) => ({ Component: m.VasoTableRoute })),
  },
];
