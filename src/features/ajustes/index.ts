// What the app shell uses of the business's settings: their route (/ajustes, loaded on demand).
// A quote reads the settings themselves through state.ts, so that this face, which the first load
// imports for the route, carries no endpoint.
import type { RouteObject } from 'react-router-dom';
import { paths } from '../../app/paths';
import { lazyPage } from '../../components/lazyPage';

export const ajustesRoutes: RouteObject[] = [
  {
    path: paths.ajustes,
    Component: lazyPage(() => import('./AjustesPage').then((m) => m.AjustesPage)),
  },
];
