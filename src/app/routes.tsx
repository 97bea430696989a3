import type { RouteObject } from 'react-router-dom';
import { ProtectedLayout } from '../features/auth/ProtectedLayout';
import { SignInPage } from '../features/auth/SignInPage';
import { preciosRoutes } from '../features/precios/routes';
import { paths } from './paths';
import { Loading } from '../components/Loading';

// Feature pages load on demand: the sign-in screen paints without the code of the screens behind it.
export const appRoutes: RouteObject[] = [
  {
    // Shown while the first page's code loads; then every route renders below this one.
    hydrateFallbackElement: <Loading />,
    children: [
      { path: paths.signIn, element: <SignInPage /> },
      {
        path: paths.forgotPassword,
        lazy: () =>
          import('../features/auth/ForgotPasswordPage').then((m) => ({
            Component: m.ForgotPasswordPage,
          })),
      },
      {
        element: <ProtectedLayout />,
        children: [
          {
            index: true,
            lazy: () =>
              import('../features/peticiones/PeticionesPage').then((m) => ({
                Component: m.PeticionesPage,
              })),
          },
          {
            path: paths.usuarios,
            lazy: () =>
              import('../features/usuarios/UsuariosPage').then((m) => ({
                Component: m.UsuariosPage,
              })),
          },
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
