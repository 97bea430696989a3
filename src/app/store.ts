import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { authSlice, sessionListener, sessionNoticeSlice } from '../features/auth/state';
import { createDraftPersistence, draftsSlice, readOnlyGuard } from '../features/precios/state';
import { createPresupuestoDraftCleanup } from '../features/presupuestos/state';
import { api } from '../services/api';
import { isDevelopment } from '../services/config';
import { redactTokenInAction, redactTokenInState } from './devtoolsSanitizers';

/** Exported for tests that follow every action the store handles. */
export const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  [authSlice.reducerPath]: authSlice.reducer,
  [sessionNoticeSlice.reducerPath]: sessionNoticeSlice.reducer,
  [draftsSlice.reducerPath]: draftsSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    // Development checks skip the two big trees, RTK Query's cache (plain JSON from the server) and
    // the drafts (plain objects built by their reducers): walking 10,000 rows after every keystroke
    // would make development builds crawl. Actions are still checked.
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        immutableCheck: { ignoredPaths: [api.reducerPath, draftsSlice.reducerPath] },
        serializableCheck: {
          ignoredPaths: [api.reducerPath, draftsSlice.reducerPath],
          ignoredActions: [`${api.reducerPath}/executeQuery/fulfilled`],
        },
      })
        .prepend(sessionListener, readOnlyGuard)
        .concat(api.middleware, ...createDraftPersistence(), createPresupuestoDraftCleanup()),
    devTools: isDevelopment && {
      name: 'Vasos Admin',
      actionSanitizer: redactTokenInAction,
      stateSanitizer: redactTokenInState,
    },
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
