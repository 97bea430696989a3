// What the rest of the dashboard may use of the customers: their list (/clientes) and one
// customer's page (/clientes/{id}), each loaded on demand.
import type { RouteObject } from 'react-router-dom';
import { paths } from '../../app/paths';
import { lazyPage } from '../../components/lazyPage';

export const clientesRoutes: RouteObject[] = [
  {
    path: paths.clientes,
    Component: lazyPage(() => import('./ClientesPage').then((m) => m.ClientesPage)),
  },
  {
    path: paths.clientePattern,
    Component: lazyPage(() => import('./ClientePage').then((m) => m.ClientePage)),
  },
];
