import { lazy, type ComponentType } from 'react';

/** A page whose code loads on demand: rendered, it suspends until then; `preload` starts it early. */
export type LazyPage<P extends object> = ComponentType<P> & { preload(): Promise<unknown> };

/**
 * React.lazy, with a way to start loading before the page renders: the app starts the pages of
 * the address it opens at once (app/preloadPages.ts), instead of one after the other as each
 * layout renders the next.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => (loading ??= load());
  const Page = lazy(() => preload().then((Component) => ({ default: Component })));
  return Object.assign(Page, { preload }) as LazyPage<P>;
}
