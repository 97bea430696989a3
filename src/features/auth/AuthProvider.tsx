import { useCallback, useEffect, useMemo, type ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { subscribeToSession } from '../../services/firebase';
import { AuthContext, type AuthContextValue } from './AuthContext';
import { selectAuthStatus, selectCurrentUser, sessionChanged } from './authSlice';
import { nonStaffReported, sessionCleared, signIn, signOut } from './sessionThunks';

/**
 * Keeps authSlice in step with Firebase (sign-in, token refresh, sign-out) while mounted, for staff
 * accounts only.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectAuthStatus);
  const user = useAppSelector(selectCurrentUser);

  useEffect(
    () =>
      subscribeToSession((session) => {
        if (!session) void dispatch(sessionCleared());
        // Only staff get in: any other account is signed out before it sees anything.
        else if (!session.staff) void dispatch(nonStaffReported());
        else {
          const { user, token, role } = session;
          dispatch(sessionChanged({ user, token, role }));
        }
      }),
    [dispatch],
  );

  const signInWithPassword = useCallback(
    async (email: string, password: string) =>
      signIn.fulfilled.match(await dispatch(signIn({ email, password }))),
    [dispatch],
  );
  const signOutUser = useCallback(async () => {
    await dispatch(signOut());
  }, [dispatch]);

  const value = useMemo<AuthContextValue>(
    () => ({ status, user, signIn: signInWithPassword, signOut: signOutUser }),
    [status, user, signInWithPassword, signOutUser],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
