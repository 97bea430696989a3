import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Role } from '../../../contract';
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
  role: Role | null;
};

const initialState: AuthState = { status: 'unknown', user: null, token: null, role: null };

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    /** Sign-in, or a new ID token (and with it, perhaps, a new role) for the signed-in user. */
    sessionChanged(state, action: PayloadAction<{ user: SessionUser; token: string; role: Role }>) {
      state.status = 'signedIn';
      state.user = action.payload.user;
      state.token = action.payload.token;
      state.role = action.payload.role;
    },
    signedOut(): AuthState {
      return { status: 'signedOut', user: null, token: null, role: null };
    },
  },
  selectors: {
    selectAuthStatus: (state) => state.status,
    selectCurrentUser: (state) => state.user,
    selectToken: (state) => state.token,
    selectRole: (state) => state.role,
    /** Whether the signed-in person may change what only administrators may. */
    selectIsAdministrator: (state) => state.role === 'administrador',
  },
});

export const { sessionChanged, signedOut } = authSlice.actions;
export const {
  selectAuthStatus,
  selectCurrentUser,
  selectToken,
  selectRole,
  selectIsAdministrator,
} = authSlice.selectors;
