import { configureStore, type Middleware } from '@reduxjs/toolkit';
import {
  authSlice,
  selectSigningOut,
  sessionChanged,
  signedOut,
} from '../../src/features/auth/authSlice';
import { endSession, sessionCleared, signOut } from '../../src/features/auth/sessionThunks';
import { signOutUser } from '../../src/services/firebase';
import { DEMO_USER } from '../support/fakeFirebase';

/** A signed-in store that records, for each signedOut, whether it says the person signed out. */
function signedInStore() {
  const byPerson: boolean[] = [];
  const record: Middleware = () => (next) => (action) => {
    if (signedOut.match(action)) byPerson.push(action.payload.byPerson);
    return next(action);
  };
  const store = configureStore({
    reducer: { auth: authSlice.reducer },
    middleware: (defaults) => defaults().concat(record),
  });
  store.dispatch(sessionChanged({ user: DEMO_USER, token: 't', role: 'administrador' }));
  return { store, byPerson };
}

// Other features keep or drop what this browser holds for the account by this answer alone.
describe('signedOut tells the person’s own sign-out from a session that ended', () => {
  it('Cerrar Sesión is by the person, also when Firebase reports the sign-out first', async () => {
    const { store, byPerson } = signedInStore();
    // What AuthProvider does when Firebase reports no session, before the thunk clears it.
    jest.mocked(signOutUser).mockImplementationOnce(async () => {
      await store.dispatch(sessionCleared());
    });
    await store.dispatch(signOut());
    expect(byPerson).toEqual([true, true]);
    expect(selectSigningOut(store.getState())).toBe(false);
  });

  it('a session the server ended, or Firebase no longer reports, is not', async () => {
    const { store, byPerson } = signedInStore();
    await store.dispatch(endSession('sessionEnded'));
    await store.dispatch(sessionCleared());
    expect(byPerson).toEqual([false, false]);
  });
});
