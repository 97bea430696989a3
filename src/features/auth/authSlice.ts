import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Rol } from '../../../contract';
import type { SessionUser } from '../../services/firebase';

export type AuthStatus = 'unknown' | 'signedIn' | 'signedOut';

export type AuthState = {
  /** 'unknown' until Firebase reports the first auth state. */
  status: AuthStatus;
  user: SessionUser | null;
  token: string | null;
  /**
   * The role the current ID token's claims give (docs/access.md, "Roles"): read from the token
   * Firebase hands over, never from anything the person can change. Null while signed out.
   */
  role: Rol | null;
  /** While the person's own sign-out (Cerrar Sesión) runs: see signedOut's `byPerson`. */
  signingOut: boolean;
};

const initialState: AuthState = {
  status: 'unknown',
  user: null,
  token: null,
  role: null,
  signingOut: false,
};

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    /** Sign-in, or a new ID token (and with it, perhaps, a new role) for the signed-in user. */
    sessionChanged(state, action: PayloadAction<{ user: SessionUser; token: string; role: Rol }>) {
      state.status = 'signedIn';
      state.user = action.payload.user;
      state.token = action.payload.token;
      state.role = action.payload.role;
    },
    signOutStarted(state) {
      state.signingOut = true;
    },
    signOutFinished(state) {
      state.signingOut = false;
    },
    /**
     * The session is over. `byPerson`: the person signed out, so what this browser keeps for
     * them (unsaved prices, quotes being written) goes too; a session the server or Firebase ended
     * keeps it for their next sign-in (docs/saving.md).
     */
    signedOut(state, _action: PayloadAction<{ byPerson: boolean }>): AuthState {
      return { ...initialState, status: 'signedOut', signingOut: state.signingOut };
    },
  },
  selectors: {
    selectAuthStatus: (state) => state.status,
    selectCurrentUser: (state) => state.user,
    selectToken: (state) => state.token,
    selectRol: (state) => state.role,
    selectSigningOut: (state) => state.signingOut,
  },
});

export const { sessionChanged, signedOut, signOutStarted, signOutFinished } = authSlice.actions;
export const { selectAuthStatus, selectCurrentUser, selectToken, selectRol, selectSigningOut } =
  authSlice.selectors;
