// What the rest of the dashboard may use of the quotes: their pages (a new quote for a taken
// request, a saved one), and for the request's dialog `Presupuestar`, who may use it, and the
// request's quotes. Everything with the quotes' calls loads on demand: the dialog's list too.
import { lazy } from 'react';
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

export { PresupuestarLink } from './PresupuestarLink';
export { isQuotableBy } from './quoteRequest';

/** The request's quotes, newest first, each a link to it (to show inside a Suspense boundary). */
export const RequestQuotes = lazy(() =>
  import('./requestQuotes').then((m) => ({ default: m.RequestQuotes })),
);
