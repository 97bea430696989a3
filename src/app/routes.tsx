import { Suspense } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { lazyPage } from '../components/lazyPage';
import { Loading } from '../components/Loading';
import { ajustesRoutes } from '../features/ajustes';
import { informesRoutes } from '../features/informes';
import { authRoutes } from '../features/auth';
import { clientesRoutes } from '../features/clientes';
import { peticionesRoutes } from '../features/peticiones';
import { misPeticionesRoutes } from '../features/misPeticiones';
import { preciosRoutes } from '../features/precios';
import { presupuestosRoutes } from '../features/presupuestos';
import { usuariosRoutes } from '../features/usuarios';

// Each feature says how its pages load (on demand, but for sign-in); the shell around the signed-in
// pages loads on demand too: the sign-in screen paints without the code of the screens behind it.
export const appRoutes: RouteObject[] = [
  ...authRoutes,
  {
    Component: lazyPage(() => import('./ProtectedLayout').then((m) => m.ProtectedLayout)),
    children: [
      ...peticionesRoutes,
      ...misPeticionesRoutes,
      ...clientesRoutes,
      ...usuariosRoutes,
      ...preciosRoutes,
      ...presupuestosRoutes,
      ...ajustesRoutes,
      ...informesRoutes,
      {
        path: '*',
        Component: lazyPage(() => import('../components/NotFoundPage').then((m) => m.NotFoundPage)),
      },
    ],
  },
];

/** The page for the router's address; `Loading` while the first page's code loads. */
export function AppRoutes() {
  return <Suspense fallback={<Loading />}>{useRoutes(appRoutes)}</Suspense>;
}
