// What the rest of the dashboard may use of the business's settings: their route (/ajustes,
// loaded on demand), and the settings themselves for a quote (its VAT rate, its signature).
import type { RouteObject } from 'react-router-dom';
import { paths } from '../../app/paths';

export const ajustesRoutes: RouteObject[] = [
  {
    path: paths.ajustes,
    lazy: () => import('./AjustesPage').then((m) => ({ Component: m.AjustesPage })),
  },
];

export { DEFAULT_AJUSTES, useGetAjustesQuery } from './ajustesApi';
