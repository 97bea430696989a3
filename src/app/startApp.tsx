import { createRoot, hydrateRoot } from 'react-dom/client';
import { UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router-dom';
import { holdSignIn } from '../features/auth';
import { AppTree } from './AppTree';
import { paths } from './paths';
import { preloadPages } from './preloadPages';
import { appRoutes } from './routes';
import { makeStore } from './store';

/**
 * Starts the dashboard in #root. On /signin the build has already put the sign-in page there
 * (signin.html): the app hydrates it, keeping what was typed and where the focus is, and sends a
 * sign-in the page held while the app loaded (`signInHeld`). Anywhere else it renders from scratch.
 */
export function startApp({ signInHeld = false }: { signInHeld?: boolean } = {}): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  preloadPages(appRoutes, window.location.pathname);
  const history = createBrowserHistory({ v5Compat: true });
  const app = <AppTree store={makeStore()} history={history} />;
  if (container.firstElementChild && window.location.pathname === paths.signIn) {
    if (signInHeld) holdSignIn();
    hydrateRoot(container, app);
    return;
  }
  container.replaceChildren();
  createRoot(container).render(app);
}
