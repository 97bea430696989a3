// What the app shell and other features' pages use of the session: the provider and its hook, the
// public routes, the sign-in held while the app loaded, and the signed-in user and their role.
// What the store is built from is state.ts.
export { useAuth } from './AuthContext';
export { AuthProvider } from './AuthProvider';
export { selectCurrentUser, selectIsAdministrator } from './authSlice';
export { holdSignIn } from './heldSignIn';
export { authRoutes } from './routes';
