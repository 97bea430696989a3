import type { RouteObject } from 'react-router-dom';
import { Loading } from '../components/Loading';
import { authRoutes } from '../features/auth';
import { peticionesRoutes } from '../features/peticiones';
import { preciosRoutes } from '../features/precios';
import { usuariosRoutes } from '../features/usuarios';
import { ProtectedLayout } from './ProtectedLayout';

// Each feature says how its pages load (on demand, but for sign-in): the sign-in screen paints
// without the code of the screens behind it.
export const appRoutes: RouteObject[] = [
  {
    // Shown while the first page's code loads; then every route renders below this one.
    hydrateFallbackElement: <Loading />,
    children: [
      ...authRoutes,
      {
        element: <ProtectedLayout />,
        children: [
          ...peticionesRoutes,
          ...usuariosRoutes,
          ...preciosRoutes,
          {
            path: '*',
            lazy: () =>
              import('../components/NotFoundPage').then((m) => ({ Component: m.NotFoundPage })),
          },
        ],
      },
    ],
  },
];
