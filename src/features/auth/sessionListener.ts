import { createListenerMiddleware } from '@reduxjs/toolkit';
import { accessLost } from '../../services/sessionEnd';
import { selectAuthStatus, type AuthState } from './authSlice';
import { selectSessionNotice, type SessionNoticeState } from './sessionNoticeSlice';
import { endSession } from './sessionThunks';

/** The part of the store the listener reads (typed so, not by RootState: the store is built with it). */
type SessionRoot = { auth: AuthState; sessionNotice: SessionNoticeState };

/**
 * Reacts to what the API layer reports about the session. It lives in the store's middleware
 * because the API layer cannot import the auth feature (the feature is built on the API).
 */
export const sessionListener = createListenerMiddleware();

const startSessionListening = sessionListener.startListening.withTypes<SessionRoot>();

startSessionListening({
  actionCreator: accessLost,
  effect: async (_action, { dispatch, getState }) => {
    // Parallel calls that all failed report it once each: the session only ends once, and a
    // session already ended (for inactivity, say) keeps the reason it was given.
    const state = getState();
    if (selectSessionNotice(state) !== null && selectAuthStatus(state) === 'signedOut') return;
    await dispatch(endSession('sessionEnded'));
  },
});
