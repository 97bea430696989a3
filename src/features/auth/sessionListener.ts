import type { Middleware, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { accessLost } from '../../services/sessionEnd';
import { selectAuthStatus, type AuthState } from './authSlice';
import { selectSessionNotice, type SessionNoticeState } from './sessionNoticeSlice';
import { endSession } from './sessionThunks';

/** The part of the store the listener reads (typed so, not by RootState: the store is built with it). */
type SessionRoot = { auth: AuthState; sessionNotice: SessionNoticeState };

/**
 * Reacts to what the API layer reports about the session. It lives in the store's middleware
 * because the API layer cannot import the auth feature (the feature is built on the API). A plain
 * middleware: RTK's listener middleware would bring its whole task machinery into the first load.
 */
export const sessionListener: Middleware<
  object,
  SessionRoot,
  ThunkDispatch<SessionRoot, unknown, UnknownAction>
> = (store) => (next) => (action) => {
  const result = next(action);
  if (accessLost.match(action)) {
    // Parallel calls that all failed report it once each: the session only ends once, and a
    // session already ended (for inactivity, say) keeps the reason it was given.
    const state = store.getState();
    if (selectSessionNotice(state) === null || selectAuthStatus(state) !== 'signedOut') {
      void store.dispatch(endSession('sessionEnded'));
    }
  }
  return result;
};
