import { matchRoutes, type RouteObject } from 'react-router-dom';
import type { LazyPage } from '../components/lazyPage';

/**
 * Starts loading the code of every page `pathname` shows (the signed-in layout, the page, the
 * dialog over it) at once: each would otherwise start only once the one around it has rendered,
 * and the layout renders its page only after Firebase's first answer.
 */
export function preloadPages(routes: RouteObject[], pathname: string): void {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    const element = route.element as { type?: unknown } | null | undefined;
    const page = (route.Component ?? element?.type) as Partial<LazyPage<object>> | undefined;
    void page?.preload?.();
  }
}
