// What the app shell uses of Informes: its route, whose code (and the report's call) loads only
// when /informes opens.
import type { RouteObject } from 'react-router-dom';
import { paths } from '../../app/paths';
import { lazyPage } from '../../components/lazyPage';

export const informesRoutes: RouteObject[] = [
  {
    path: paths.informes,
    Component: lazyPage(() => import('./InformesPage').then((m) => m.InformesPage)),
  },
];
