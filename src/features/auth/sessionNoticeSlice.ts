import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionChanged } from './authSlice';

/** Why the last session ended against the person's will, shown on /signin until the next try. */
export type SessionNotice = 'noAccess' | 'sessionEnded' | 'inactivity';

export const SESSION_NOTICE_TEXT: Record<SessionNotice, string> = {
  noAccess: 'Esta cuenta no tiene acceso al panel.',
  sessionEnded: 'Tu sesión ha terminado. Vuelve a iniciar sesión.',
  inactivity: 'Tu sesión se ha cerrado por inactividad.',
};

export type SessionNoticeState = { notice: SessionNotice | null };

const initialState: SessionNoticeState = { notice: null };

// Apart from authSlice on purpose: clearing the session (signedOut) must not clear the reason why.
export const sessionNoticeSlice = createSlice({
  name: 'sessionNotice',
  initialState,
  reducers: {
    noticeShown(state, action: PayloadAction<SessionNotice>) {
      state.notice = action.payload;
    },
    noticeDismissed(state) {
      state.notice = null;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionChanged, (state) => {
      state.notice = null;
    });
  },
  selectors: {
    selectSessionNotice: (state) => state.notice,
  },
});

export const { noticeShown, noticeDismissed } = sessionNoticeSlice.actions;
export const { selectSessionNotice } = sessionNoticeSlice.selectors;
