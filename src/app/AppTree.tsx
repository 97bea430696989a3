import { StrictMode } from 'react';
import { Provider } from 'react-redux';
import { GuardedRouter, type RouterHistory } from '../components/GuardedRouter';
import { AuthProvider } from '../features/auth';
import { AppRoutes } from './routes';
import type { AppStore } from './store';

/**
 * The whole dashboard for a store and a history (the browser's, or one in memory). One tree for
 * the browser and for the sign-in page the build renders ahead (scripts/build/prerenderSignIn.ts):
 * the page the browser hydrates is the markup this tree gives, by construction.
 */
export function AppTree({ store, history }: { store: AppStore; history: RouterHistory }) {
  return (
    <StrictMode>
      <Provider store={store}>
        <AuthProvider>
          <GuardedRouter history={history}>
            <AppRoutes />
          </GuardedRouter>
        </AuthProvider>
      </Provider>
    </StrictMode>
  );
}
