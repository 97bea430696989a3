// Placeholder: replaced by the price routes.
import type { RouteObject } from 'react-router-dom';
export const preciosRoutes: RouteObject[] = [];
