// Personal see the price tables read-only (docs/access.md, "Roles"): the screens offer no input,
// paste or import to them, and this guard makes sure no edit reaches their drafts by any other way
// either (a key in the grid, edits kept in this browser from when the account was an administrator).
import { isAnyOf, type Middleware } from '@reduxjs/toolkit';
import { selectRole, type AuthState } from '../../auth/state';
import { cellEdited, cellsImported, draftsRestored, editRedone, editUndone } from './draftsSlice';

const startsEdits = isAnyOf(cellEdited, cellsImported, draftsRestored, editUndone, editRedone);

/** Typed with the part of the store it reads (the store is built with it). */
export const readOnlyGuard: Middleware<object, { auth: AuthState }> =
  (store) => (next) => (action) => {
    if (startsEdits(action) && selectRole(store.getState()) === 'personal') return undefined;
    return next(action);
  };
