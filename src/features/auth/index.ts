// What the app shell and other features' pages use of the session: the provider and its hook, the
// public routes, the sign-in held while the app loaded, the signed-in user and what their role lets
// them do (useCan), and the watch for inactivity the signed-in layout keeps. What the store is
// built from is state.ts.
export { useAuth } from './AuthContext';
export { AuthProvider } from './AuthProvider';
export { selectCurrentUser } from './authSlice';
export { holdSignIn } from './heldSignIn';
export { InactivityWarning } from './inactivity';
export { authRoutes } from './routes';
export { useCan, useCanFor } from './useCan';
