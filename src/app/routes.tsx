import type { RouteObject } from 'react-router-dom';
import { Loading } from '../components/Loading';
import { ajustesRoutes } from '../features/ajustes';
import { authRoutes } from '../features/auth';
import { peticionesRoutes } from '../features/peticiones';
import { pipelineRoutes } from '../features/pipeline';
import { preciosRoutes } from '../features/precios';
import { presupuestosRoutes } from '../features/presupuestos';
import { usuariosRoutes } from '../features/usuarios';

// Each feature says how its pages load (on demand, but for sign-in); the shell around the signed-in
// pages loads on demand too: the sign-in screen paints without the code of the screens behind it.
export const appRoutes: RouteObject[] = [
  {
    // Shown while the first page's code loads; then every route renders below this one.
    hydrateFallbackElement: <Loading />,
    children: [
      ...authRoutes,
      {
        lazy: () => import('./ProtectedLayout').then((m) => ({ Component: m.ProtectedLayout })),
        children: [
          ...peticionesRoutes,
          ...pipelineRoutes,
          ...usuariosRoutes,
          ...preciosRoutes,
          ...presupuestosRoutes,
          ...ajustesRoutes,
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
