// What the store is built from for the quotes: the middleware that, when a person signs out, takes
// along the quotes they were writing (kept in this browser: presupuestoDraftKeys.ts). A
// session the server ended keeps them, as it keeps the price tables' drafts (docs/saving.md).
import type { Middleware } from '@reduxjs/toolkit';
import { selectCurrentUser, signedOut, type AuthState } from '../auth/state';
import { removeAccountPresupuestos } from './presupuestoDraftKeys';

export function createPresupuestoDraftCleanup(): Middleware<object, { auth: AuthState }> {
  return (store) => (next) => (action) => {
    if (!signedOut.match(action)) return next(action);
    // Read before the action: signing out clears the user.
    const account = selectCurrentUser(store.getState())?.id;
    const result = next(action);
    if (action.payload.byPerson && account) removeAccountPresupuestos(account);
    return result;
  };
}
