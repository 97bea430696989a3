import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SessionUser } from '../../services/firebase';

export type AuthStatus = 'unknown' | 'signedIn' | 'signedOut';

export type AuthState = {
  /** 'unknown' until Firebase reports the first auth state. */
  status: AuthStatus;
  user: SessionUser | null;
  token: string | null;
};

const initialState: AuthState = { status: 'unknown', user: null, token: null };

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    /** Sign-in, or a new ID token for the signed-in user. */
    sessionChanged(state, action: PayloadAction<{ user: SessionUser; token: string }>) {
      state.status = 'signedIn';
      state.user = action.payload.user;
      state.token = action.payload.token;
    },
    signedOut(): AuthState {
      return { status: 'signedOut', user: null, token: null };
    },
  },
  selectors: {
    selectAuthStatus: (state) => state.status,
    selectCurrentUser: (state) => state.user,
    selectToken: (state) => state.token,
  },
});

export const { sessionChanged, signedOut } = authSlice.actions;
export const { selectAuthStatus, selectCurrentUser, selectToken } = authSlice.selectors;
