import { createAppAsyncThunk } from '../../app/hooks';
import { api } from '../../services/api';
import { signInWithPassword, signOutUser } from '../../services/firebase';
import { notify } from '../../services/notify';
import { sessionChanged, signedOut } from './authSlice';

/**
 * Forgets everything of the last session: user, token, drafts (draftsSlice listens to signedOut)
 * and every cached answer, so the next person at this browser sees nothing of it.
 */
export const sessionCleared = createAppAsyncThunk(
  'auth/sessionCleared',
  (_: void, { dispatch }) => {
    dispatch(signedOut());
    dispatch(api.util.resetApiState());
  },
);

export const signIn = createAppAsyncThunk(
  'auth/signIn',
  async (
    { email, password }: { email: string; password: string },
    { dispatch, rejectWithValue },
  ) => {
    try {
      const session = await signInWithPassword(email, password);
      dispatch(sessionChanged(session));
      return session.user;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      notify(`Error signing in: ${message}`);
      return rejectWithValue(message);
    }
  },
);

export const signOut = createAppAsyncThunk('auth/signOut', async (_: void, { dispatch }) => {
  try {
    await signOutUser();
    await dispatch(sessionCleared());
  } catch (error) {
    console.error(error);
    const message = error instanceof Error ? error.message : String(error);
    notify(`Error al cerrar sesión: ${message}`);
  }
});
