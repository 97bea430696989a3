import { makeStore } from '../../src/app/store';
import {
  authSlice,
  selectAuthStatus,
  selectCurrentUser,
  selectRol,
  selectToken,
  sessionChanged,
  signedOut,
} from '../../src/features/auth/authSlice';

const user = { id: 'uid-1', email: 'ana@vasos.test' };

describe('authSlice', () => {
  it('starts unknown: Firebase has not reported yet', () => {
    const state = authSlice.reducer(undefined, { type: 'init' });
    expect(state).toEqual({
      status: 'unknown',
      user: null,
      token: null,
      role: null,
      signingOut: false,
    });
  });

  it('holds the user, token and role once a session starts, and the newer ones on refresh', () => {
    let state = authSlice.reducer(
      undefined,
      sessionChanged({ user, token: 't1', role: 'administrador' }),
    );
    expect(state).toEqual({
      status: 'signedIn',
      user,
      token: 't1',
      role: 'administrador',
      signingOut: false,
    });
    // A refreshed token whose claims no longer make the person an administrator.
    state = authSlice.reducer(state, sessionChanged({ user, token: 't2', role: 'personal' }));
    expect(state.token).toBe('t2');
    expect(state.role).toBe('personal');
  });

  it('forgets user, token and role on sign-out', () => {
    const signedIn = authSlice.reducer(
      undefined,
      sessionChanged({ user, token: 't1', role: 'administrador' }),
    );
    expect(authSlice.reducer(signedIn, signedOut({ byPerson: true }))).toEqual({
      status: 'signedOut',
      user: null,
      token: null,
      role: null,
      signingOut: false,
    });
  });

  it('selectors read the session from the root state', () => {
    const store = makeStore();
    store.dispatch(sessionChanged({ user, token: 'secret', role: 'administrador' }));
    expect(selectAuthStatus(store.getState())).toBe('signedIn');
    expect(selectCurrentUser(store.getState())).toEqual(user);
    expect(selectToken(store.getState())).toBe('secret');
    expect(selectRol(store.getState())).toBe('administrador');
  });
});
