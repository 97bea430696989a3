// What the rest of the dashboard may use of the staff accounts: their route, loaded on demand.
import type { RouteObject } from 'react-router-dom';
import { paths } from '../../app/paths';
import { lazyPage } from '../../components/lazyPage';

export const usuariosRoutes: RouteObject[] = [
  {
    path: paths.usuarios,
    Component: lazyPage(() => import('./UsuariosPage').then((m) => m.UsuariosPage)),
  },
];
