// What the rest of the dashboard may use of the staff accounts: their route, loaded on demand.
import type { RouteObject } from 'react-router-dom';
import { paths } from '../../app/paths';

export const usuariosRoutes: RouteObject[] = [
  {
    path: paths.usuarios,
    lazy: () => import('./UsuariosPage').then((m) => ({ Component: m.UsuariosPage })),
  },
];
