// What the store is built from for the session (its slices and its listener), and what other
// features' state code and pages read of it: the signed-in user and their role, the action that
// clears a session and the sign-out. Nothing here imports the app's store or hooks, so the store imports it without
// a cycle; the app's face (routes, provider) is index.ts.
export { authSlice, selectCurrentUser, selectRol, signedOut, type AuthState } from './authSlice';
export { selectMay } from './selectMay';
export { sessionListener } from './sessionListener';
export { sessionNoticeSlice } from './sessionNoticeSlice';
export { signOut } from './sessionThunks';
