// What the rest of the dashboard may use of the quotes: their pages (a new quote for a taken
// request, a saved one), each loaded on demand.
import type { RouteObject } from 'react-router-dom';
import { paths } from '../../app/paths';

export const presupuestosRoutes: RouteObject[] = [
  {
    path: paths.presupuestarPattern,
    lazy: () => import('./PresupuestarPage').then((m) => ({ Component: m.PresupuestarPage })),
  },
  {
    path: paths.presupuestoPattern,
    lazy: () => import('./PresupuestoPage').then((m) => ({ Component: m.PresupuestoPage })),
  },
];
