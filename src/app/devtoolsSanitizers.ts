import type { Action } from '@reduxjs/toolkit';

const REDACTED = '[redacted]';

// The ID token is a bearer credential: Redux DevTools must never show or export it.
export function redactTokenInAction<A extends Action>(action: A): A {
  const payload = (action as { payload?: unknown }).payload;
  if (payload && typeof payload === 'object' && 'token' in payload) {
    return { ...action, payload: { ...payload, token: REDACTED } };
  }
  return action;
}

export function redactTokenInState<S>(state: S): S {
  const auth = (state as { auth?: { token?: unknown } }).auth;
  if (auth?.token) return { ...state, auth: { ...auth, token: REDACTED } };
  return state;
}
