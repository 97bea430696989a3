// The only module that talks to Firebase: the rest of the app sees plain functions and plain data.
import { initializeApp } from 'firebase/app';
import {
  browserSessionPersistence,
  connectAuthEmulator,
  initializeAuth,
  onIdTokenChanged,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut,
} from 'firebase/auth';
import { config } from './config';

export type SessionUser = { id: string; email: string };

/**
 * A signed-in Firebase account as the app sees it. `staff`: the account carries the custom claim
 * `staff: true`, which only the server's admin tools can set; nobody else may use the dashboard.
 */
export type FirebaseSession = { user: SessionUser; token: string; staff: boolean };

const app = initializeApp(config.firebase);
// Session persistence: closing the browser ends the session on a shared office PC; a reload keeps it.
const auth = initializeAuth(app, { persistence: browserSessionPersistence });
if (config.authEmulatorUrl) {
  connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true });
}

const hasStaffClaim = (claims: Record<string, unknown>) => claims.staff === true;

/** Signs in and returns the session with a force-refreshed ID token (so its claims are current). */
export async function signInWithPassword(
  email: string,
  password: string,
): Promise<FirebaseSession> {
  const credential = await signInWithEmailAndPassword(auth, email, password);
  const { token, claims } = await credential.user.getIdTokenResult(true);
  return {
    user: { id: credential.user.uid, email: credential.user.email ?? email },
    token,
    staff: hasStaffClaim(claims),
  };
}

export function signOutUser(): Promise<void> {
  return signOut(auth);
}

/** Follows sign-in, sign-out and token refreshes; returns the unsubscribe function. */
export function subscribeToSession(
  listener: (session: FirebaseSession | null) => void,
): () => void {
  return onIdTokenChanged(auth, (user) => {
    if (!user) {
      listener(null);
      return;
    }
    user.getIdTokenResult().then(
      ({ token, claims }) => {
        // Signed out (or someone else signed in) meanwhile: that later change reports itself.
        if (auth.currentUser !== user) return;
        listener({
          user: { id: user.uid, email: user.email ?? '' },
          token,
          staff: hasStaffClaim(claims),
        });
      },
      () => listener(null),
    );
  });
}

/** A valid ID token (Firebase refreshes one near expiry), or a new one when forced; null signed out. */
export async function getIdToken(forceRefresh = false): Promise<string | null> {
  const user = auth.currentUser;
  return user ? user.getIdToken(forceRefresh) : null;
}

export function sendPasswordReset(email: string): Promise<void> {
  return sendPasswordResetEmail(auth, email);
}
