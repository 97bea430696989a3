import { createListenerMiddleware } from '@reduxjs/toolkit';
import type { AppDispatch, RootState } from '../../app/store';
import { accessLost } from '../../services/sessionEnd';
import { selectAuthStatus } from './authSlice';
import { selectSessionNotice } from './sessionNoticeSlice';
import { endSession } from './sessionThunks';

/**
 * Reacts to what the API layer reports about the session. It lives in the store's middleware
 * because the API layer cannot import the auth feature (the feature is built on the API).
 */
export const sessionListener = createListenerMiddleware();

const startAppListening = sessionListener.startListening.withTypes<RootState, AppDispatch>();

startAppListening({
  actionCreator: accessLost,
  effect: async (_action, { dispatch, getState }) => {
    // Parallel calls that all failed report it once each: the session only ends once.
    const state = getState();
    if (selectSessionNotice(state) === 'sessionEnded' && selectAuthStatus(state) === 'signedOut') {
      return;
    }
    await dispatch(endSession('sessionEnded'));
  },
});
