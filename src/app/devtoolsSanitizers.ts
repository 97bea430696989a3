import type { Action } from '@reduxjs/toolkit';

const REDACTED = '[redacted]';

const hasKey = (value: unknown, key: string): value is Record<string, unknown> =>
  Boolean(value) && typeof value === 'object' && key in (value as object);

// The ID token is a bearer credential and the password typed at sign-in (the signIn thunk's
// argument, which RTK copies into meta.arg): Redux DevTools must never show or export either.
export function redactTokenInAction<A extends Action>(action: A): A {
  let shown = action;
  const { payload, meta } = action as { payload?: unknown; meta?: { arg?: unknown } };
  if (hasKey(payload, 'token')) shown = { ...shown, payload: { ...payload, token: REDACTED } };
  if (meta && hasKey(meta.arg, 'password')) {
    shown = { ...shown, meta: { ...meta, arg: { ...meta.arg, password: REDACTED } } };
  }
  return shown;
}

export function redactTokenInState<S>(state: S): S {
  const auth = (state as { auth?: { token?: unknown } }).auth;
  if (auth?.token) return { ...state, auth: { ...auth, token: REDACTED } };
  return state;
}
