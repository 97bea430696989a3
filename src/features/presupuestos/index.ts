// What the rest of the dashboard may use of the quotes: their pages (a new quote for a taken
// request, a saved one), and for the request's dialog `Presupuestar` and the request's quotes.
// Each loads on demand (the dialog's two from one chunk, to show inside a Suspense boundary): the
// first load, which imports this face for the routes, carries none of it.
import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { paths } from '../../app/paths';
import { lazyPage } from '../../components/lazyPage';

export const presupuestosRoutes: RouteObject[] = [
  {
    path: paths.presupuestarPattern,
    Component: lazyPage(() => import('./presupuestoPages').then((m) => m.PresupuestarPage)),
  },
  {
    path: paths.presupuestoPattern,
    Component: lazyPage(() => import('./presupuestoPages').then((m) => m.PresupuestoPage)),
  },
];

const dialogParts = () => import('./peticionPresupuestos');

/** `Presupuestar` for the request's holder (nothing for anyone else), opening the new quote. */
export const PresupuestarLink = lazy(() =>
  dialogParts().then((m) => ({ default: m.PresupuestarLink })),
);

/** The request's quotes, newest first, each a link to it. */
export const PeticionPresupuestos = lazy(() =>
  dialogParts().then((m) => ({ default: m.PeticionPresupuestos })),
);
