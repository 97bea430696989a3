// What the store is built from for the quotes: the listener that, when a person signs out, takes
// along the quotes they were writing (kept in this browser: presupuestoDraftKeys.ts). A
// session the server ended keeps them, as it keeps the price tables' drafts (docs/saving.md).
import { createListenerMiddleware } from '@reduxjs/toolkit';
import { selectCurrentUser, signedOut, type AuthState } from '../auth/state';
import { removeAccountPresupuestos } from './presupuestoDraftKeys';

export function createPresupuestoDraftCleanup() {
  const listener = createListenerMiddleware();
  const startListening = listener.startListening.withTypes<{ auth: AuthState }>();
  startListening({
    actionCreator: signedOut,
    effect: (action, { getOriginalState }) => {
      const account = selectCurrentUser(getOriginalState())?.id;
      if (action.payload.byPerson && account) removeAccountPresupuestos(account);
    },
  });
  return listener.middleware;
}
