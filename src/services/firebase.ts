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

const app = initializeApp(config.firebase);
// Session persistence: closing the browser ends the session on a shared office PC; a reload keeps it.
const auth = initializeAuth(app, { persistence: browserSessionPersistence });
if (config.authEmulatorUrl) {
  connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true });
}

/** Signs in and returns the user with a force-refreshed ID token. */
export async function signInWithPassword(
  email: string,
  password: string,
): Promise<{ user: SessionUser; token: string }> {
  const credential = await signInWithEmailAndPassword(auth, email, password);
  const token = await credential.user.getIdToken(true);
  return { user: { id: credential.user.uid, email: credential.user.email ?? email }, token };
}

export function signOutUser(): Promise<void> {
  return signOut(auth);
}

/** Follows sign-in, sign-out and token refreshes; returns the unsubscribe function. */
export function subscribeToSession(
  listener: (session: { user: SessionUser; token: string } | null) => void,
): () => void {
  return onIdTokenChanged(auth, (user) => {
    if (!user) {
      listener(null);
      return;
    }
    user.getIdToken().then(
      (token) => listener({ user: { id: user.uid, email: user.email ?? '' }, token }),
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
