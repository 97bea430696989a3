// What the rest of the dashboard may use of the session: the provider and its hook, the public
// routes, the slices and listener the store is built from, and the signed-in user.
export { useAuth } from './AuthContext';
export { AuthProvider } from './AuthProvider';
export { authSlice, selectCurrentUser, signedOut } from './authSlice';
export { holdSignIn } from './heldSignIn';
export { authRoutes } from './routes';
export { sessionListener } from './sessionListener';
export { sessionNoticeSlice } from './sessionNoticeSlice';
export { signOut } from './sessionThunks';
