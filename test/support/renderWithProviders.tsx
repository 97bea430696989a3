import { act, render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, type ReactElement } from 'react';
import { Provider } from 'react-redux';
import {
  UNSAFE_createMemoryHistory as createMemoryHistory,
  type RouteObject,
} from 'react-router-dom';
import { AppRoutes, appRoutes } from '../../src/app/routes';
import type { LazyPage } from '../../src/components/lazyPage';
import { makeStore, type RootState } from '../../src/app/store';
import { GuardedRouter } from '../../src/components/GuardedRouter';
import { AuthProvider } from '../../src/features/auth/AuthProvider';
import { DEMO_USER, fakeAuth } from './fakeFirebase';

/** Loads the code of every page the routes load on demand, and of the pages under them. */
async function loadEveryPage(routes: RouteObject[]): Promise<void> {
  await Promise.all(
    routes.flatMap((route) => {
      // A page is the route's Component, or the type of its element (a page given props).
      const element = route.element as { type?: unknown } | null | undefined;
      const page = (route.Component ?? element?.type) as Partial<LazyPage<object>> | undefined;
      return [page?.preload?.(), loadEveryPage(route.children ?? [])];
    }),
  );
}

// The app loads each page on demand; in Jest that means compiling it (and instrumenting it, under
// --coverage) the first time a test opens it, inside that test's first findBy*, whose wait a busy
// machine's compiling could outlast. Loaded before a file's tests, no wait of a test depends on how
// fast the machine compiles; this hook has its own allowance, for the compiling alone.
beforeAll(() => loadEveryPage(appRoutes), 60_000);

type ProviderOptions = Omit<RenderOptions, 'queries'> & {
  /** What the store holds before anything happens (as left by an earlier moment of the session). */
  preloadedState?: Partial<RootState>;
  /** Render under React's StrictMode, as the app does (effects run twice in development). */
  strict?: boolean;
};

/** Renders with a fresh real store and the AuthProvider around it. */
export function renderWithProviders(ui: ReactElement, options: ProviderOptions = {}) {
  const { preloadedState, strict, ...renderOptions } = options;
  const store = makeStore(preloadedState);
  const user = userEvent.setup();
  const tree = (
    <Provider store={store}>
      <AuthProvider>{ui}</AuthProvider>
    </Provider>
  );
  const result = render(strict ? <StrictMode>{tree}</StrictMode> : tree, renderOptions);
  return { store, user, ...result };
}

type RouteOptions = ProviderOptions & {
  /** Who Firebase reports once the app subscribes: a user, nobody, or no report yet ('pending'). */
  signedInAs?: typeof DEMO_USER | null | 'pending';
};

/**
 * Renders the whole app's routes at `path`, as a user arriving at that address. `history` is the
 * router's: where it is (`location`, `action`), and the back button (`go(-1)`).
 */
export function renderRoute(path: string, options: RouteOptions = {}) {
  const { signedInAs = DEMO_USER, ...rest } = options;
  const history = createMemoryHistory({ initialEntries: [path], v5Compat: true });
  const result = renderWithProviders(
    <GuardedRouter history={history}>
      <AppRoutes />
    </GuardedRouter>,
    rest,
  );
  if (signedInAs !== 'pending') {
    // Firebase's first report, as it arrives right after the page subscribes.
    act(() => fakeAuth.emit(signedInAs));
  }
  return { history, ...result };
}
