// What the rest of the dashboard may use of the requests: their routes, the signed-in home page
// and the dialog of one request over it (/peticiones/{id}), each loaded on demand.
import type { RouteObject } from 'react-router-dom';
import { paths } from '../../app/paths';
import { lazyPage } from '../../components/lazyPage';

/** On / itself no request is open: nothing over the list. */
const NoDialog = () => null;

export const peticionesRoutes: RouteObject[] = [
  {
    Component: lazyPage(() => import('./PeticionesPage').then((m) => m.PeticionesPage)),
    children: [
      { index: true, Component: NoDialog },
      {
        path: paths.peticionPattern,
        Component: lazyPage(() => import('./PeticionDialog').then((m) => m.PeticionDialogRoute)),
      },
    ],
  },
];
