import { createAsyncThunk } from '@reduxjs/toolkit';
import { api } from '../../services/api';
import { signInWithPassword, signOutUser } from '../../services/firebase';
import { notify } from '../../services/notify';
import {
  selectAuthStatus,
  selectSigningOut,
  sessionChanged,
  signedOut,
  signOutFinished,
  signOutStarted,
  type AuthState,
} from './authSlice';
import { noticeDismissed, noticeShown, type SessionNotice } from './sessionNoticeSlice';

/**
 * Typed with the part of the store they read, not the app's RootState: the store is built with
 * them (through the session listener), so they must not import its types back.
 */
const createSessionThunk = createAsyncThunk.withTypes<{ state: { auth: AuthState } }>();

/**
 * Forgets everything of the last session: user, token, drafts (draftsSlice listens to signedOut)
 * and every cached answer, so the next person at this browser sees nothing of it.
 */
export const sessionCleared = createSessionThunk(
  'auth/sessionCleared',
  (_: void, { dispatch, getState }) => {
    dispatch(signedOut({ byPerson: selectSigningOut(getState()) }));
    dispatch(api.util.resetApiState());
  },
);

/**
 * Ends a session the person may not keep (no staff claim, or the server stopped accepting them):
 * everything is cleared at once, so no screen or call outlives it, then Firebase signs out, and
 * /signin says why.
 */
export const endSession = createSessionThunk(
  'auth/endSession',
  async (notice: SessionNotice, { dispatch }) => {
    dispatch(noticeShown(notice));
    await dispatch(sessionCleared());
    try {
      await signOutUser();
    } catch (error) {
      // Nothing the person can do about it; the session is already gone from the app.
      console.error(error);
    }
  },
);

/**
 * Firebase reports an account without the staff claim: it never got in (a sign-in, a restored
 * session), or it lost the claim while signed in.
 */
export const nonStaffReported = createSessionThunk(
  'auth/nonStaffReported',
  async (_: void, { dispatch, getState }) => {
    const wasIn = selectAuthStatus(getState()) === 'signedIn';
    await dispatch(endSession(wasIn ? 'sessionEnded' : 'noAccess'));
  },
);

export const signIn = createSessionThunk(
  'auth/signIn',
  async (
    { email, password }: { email: string; password: string },
    { dispatch, rejectWithValue },
  ) => {
    dispatch(noticeDismissed());
    try {
      const { user, token, staff, role } = await signInWithPassword(email, password);
      if (!staff) {
        await dispatch(endSession('noAccess'));
        return rejectWithValue('noAccess');
      }
      dispatch(sessionChanged({ user, token, role }));
      return user;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      notify(`Error signing in: ${message}`);
      return rejectWithValue(message);
    }
  },
);

export const signOut = createSessionThunk('auth/signOut', async (_: void, { dispatch }) => {
  // Until it ends, the session's end is the person's, whichever reports it first: this thunk or
  // Firebase (AuthProvider hears of the sign-out too).
  dispatch(signOutStarted());
  try {
    await signOutUser();
    await dispatch(sessionCleared());
  } catch (error) {
    console.error(error);
    const message = error instanceof Error ? error.message : String(error);
    notify(`Error al cerrar sesión: ${message}`);
  } finally {
    dispatch(signOutFinished());
  }
});
