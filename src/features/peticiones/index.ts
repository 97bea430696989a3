// What the rest of the dashboard may use of the requests: their route, the signed-in home page,
// loaded on demand.
import type { RouteObject } from 'react-router-dom';

export const peticionesRoutes: RouteObject[] = [
  {
    index: true,
    lazy: () => import('./PeticionesPage').then((m) => ({ Component: m.PeticionesPage })),
  },
];
