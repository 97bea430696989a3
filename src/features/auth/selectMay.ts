// What the signed-in person may do, as the one table of contract/permissions.ts says for the role
// their ID token gives (docs/access.md, "Roles"). Every screen asks through useCan before it offers
// a button or an editable field, so that it never offers what the API would refuse; state code
// (the price drafts' guard) asks here. It reads the session only: the store imports it.
import { may, type Action, type RequestHolder } from '../../../contract';
import type { AuthState } from './authSlice';

/**
 * Whether the signed-in person may do `action`; for an action on a taken request, on `peticion`
 * (without it, such an action is refused). Nobody signed in may do anything.
 */
export function selectMay(
  state: { auth: AuthState },
  action: Action,
  peticion?: RequestHolder,
): boolean {
  const { role, user } = state.auth;
  return role !== null && may(action, { rol: role, email: user?.email }, peticion);
}
