// A role that may not edit prices (Personal) sees the price tables read-only (docs/access.md,
// "Roles"): the screens offer no input, paste or import to it, and this guard makes sure no edit
// reaches its drafts by any other way either (a key in the grid, edits kept in this browser from
// when the account was an administrator).
import { isAnyOf, type Middleware } from '@reduxjs/toolkit';
import { selectMay, selectRol, type AuthState } from '../../auth/state';
import { cellEdited, cellsImported, draftsRestored, editRedone, editUndone } from './draftsSlice';

const startsEdits = isAnyOf(cellEdited, cellsImported, draftsRestored, editUndone, editRedone);

/** Signed in with a role that may not edit prices (before the session is known, nothing is). */
const refusesEdits = (state: { auth: AuthState }) =>
  selectRol(state) !== null && !selectMay(state, 'editPrices');

/** Typed with the part of the store it reads (the store is built with it). */
export const readOnlyGuard: Middleware<object, { auth: AuthState }> =
  (store) => (next) => (action) => {
    if (startsEdits(action) && refusesEdits(store.getState())) return undefined;
    return next(action);
  };
