// What the rest of the dashboard may use of the taken requests: their board (/mis-peticiones) with
// the dialog of one request over it, each loaded on demand, and the count the sidebar's link shows.
import type { RouteObject } from 'react-router-dom';
import { paths } from '../../app/paths';

/** On the board itself no request is open: nothing over it. */
const NoDialog = () => null;

export const pipelineRoutes: RouteObject[] = [
  {
    path: paths.misPeticiones,
    lazy: () => import('./board').then((m) => ({ Component: m.MisPeticionesPage })),
    children: [
      { index: true, Component: NoDialog },
      {
        path: ':id',
        lazy: () => import('./dialog').then((m) => ({ Component: m.PipelineDialogRoute })),
      },
    ],
  },
];

export { useParaHoyCount } from './useParaHoyCount';
