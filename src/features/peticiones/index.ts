// What the rest of the dashboard may use of the requests: their routes, the signed-in home page
// and the dialog of one request over it (/peticiones/{id}), each loaded on demand.
import type { RouteObject } from 'react-router-dom';
import { paths } from '../../app/paths';

/** On / itself no request is open: nothing over the list. */
const NoDialog = () => null;

export const peticionesRoutes: RouteObject[] = [
  {
    lazy: () => import('./PeticionesPage').then((m) => ({ Component: m.PeticionesPage })),
    children: [
      { index: true, Component: NoDialog },
      {
        path: paths.peticionPattern,
        lazy: () => import('./PeticionDialog').then((m) => ({ Component: m.PeticionDialogRoute })),
      },
    ],
  },
];
