// What the rest of the dashboard may use of the taken requests: their board (/mis-peticiones) with
// the dialog of one request over it, each loaded on demand, and the count the sidebar's link shows.
import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { paths } from '../../app/paths';
import { lazyPage } from '../../components/lazyPage';

/** On the board itself no request is open: nothing over it. */
const NoDialog = () => null;

export const misPeticionesRoutes: RouteObject[] = [
  {
    path: paths.misPeticiones,
    Component: lazyPage(() => import('./tablero').then((m) => m.MisPeticionesPage)),
    children: [
      { index: true, Component: NoDialog },
      {
        path: ':id',
        Component: lazyPage(() => import('./dialog').then((m) => m.MisPeticionesDialogRoute)),
      },
    ],
  },
];

/** `Nueva petición`: a request typed in from another channel (both lists offer it). */
export { NuevaPeticionButton } from './nueva';

/** What staff call a stage (the requests' dialog names the stage of one it took). */
export { etapaLabel, MOTIVO_LABELS } from './etapaLabels';

/** The sidebar's badge from its counts (what ParaHoyCounter reports). */
export { misPeticionesBadge, type MisPeticionesCounts } from './badge';

/**
 * Reports the sidebar's count (`onCount`), and renders nothing. The shell renders it once the page
 * has settled, so its call never holds back the page's first paint; its code is in the
 * shell's chunk (vite.config.ts).
 */
export const ParaHoyCounter = lazy(() =>
  import('./ParaHoyCounter').then((m) => ({ default: m.ParaHoyCounter })),
);
