import { makeStore } from '../../src/app/store';
import {
  authSlice,
  selectAuthStatus,
  selectCurrentUser,
  selectToken,
  sessionChanged,
  signedOut,
} from '../../src/features/auth/authSlice';

const user = { id: 'uid-1', email: 'ana@vasos.test' };

describe('authSlice', () => {
  it('starts unknown: Firebase has not reported yet', () => {
    const state = authSlice.reducer(undefined, { type: 'init' });
    expect(state).toEqual({ status: 'unknown', user: null, token: null });
  });

  it('holds the user and token once a session starts, and the newer token on refresh', () => {
    let state = authSlice.reducer(undefined, sessionChanged({ user, token: 't1' }));
    expect(state).toEqual({ status: 'signedIn', user, token: 't1' });
    state = authSlice.reducer(state, sessionChanged({ user, token: 't2' }));
    expect(state.token).toBe('t2');
  });

  it('forgets user and token on sign-out', () => {
    const signedIn = authSlice.reducer(undefined, sessionChanged({ user, token: 't1' }));
    expect(authSlice.reducer(signedIn, signedOut())).toEqual({
      status: 'signedOut',
      user: null,
      token: null,
    });
  });

  it('selectors read the session from the root state', () => {
    const store = makeStore();
    store.dispatch(sessionChanged({ user, token: 'secret' }));
    expect(selectAuthStatus(store.getState())).toBe('signedIn');
    expect(selectCurrentUser(store.getState())).toEqual(user);
    expect(selectToken(store.getState())).toBe('secret');
  });
});
