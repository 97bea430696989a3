import { StrictMode, type ComponentProps } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { AuthProvider } from '../features/auth';
import type { AppStore } from './store';

type AppRouter = ComponentProps<typeof RouterProvider>['router'];

/**
 * The whole dashboard for a store and a router. One tree for the browser and for the sign-in page
 * the build renders ahead (scripts/build/prerenderSignIn.ts): the page the browser hydrates is the
 * markup this tree gives, by construction.
 */
export function AppTree({ store, router }: { store: AppStore; router: AppRouter }) {
  return (
    <StrictMode>
      <Provider store={store}>
        <AuthProvider>
          <RouterProvider router={router} />
        </AuthProvider>
      </Provider>
    </StrictMode>
  );
}
