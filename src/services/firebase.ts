// The only module the app calls Firebase through: the rest of the app sees plain functions and plain
// data. The SDK itself (firebaseSdk.ts, a large share of the app's code) is not needed for the
// sign-in screen's first paint, so it is fetched on first use: the session subscription asks for it
// once the first frame has painted, and the screen is shown while it loads.
import { rolOf, type Rol } from '../../contract';
import type * as FirebaseSdk from './firebaseSdk';
import { rememberSession } from './sessionHint';

export type SessionUser = { id: string; email: string };

/**
 * What the ID token's claims allow, which only the server's admin tools can set. `staff`: the
 * custom claim `staff: true`, without which nobody may use the dashboard; `role`: administrator
 * or Personal (contract/roles.ts).
 */
export type SessionAccess = { staff: boolean; role: Rol };

/** A signed-in Firebase account as the app sees it. */
export type FirebaseSession = SessionAccess & { user: SessionUser; token: string };

let sdk: Promise<typeof FirebaseSdk> | undefined;
/** The SDK, loaded once; a failed load (the network) is tried again at the next call. */
function loadSdk() {
  sdk ??= import('./firebaseSdk').catch((error: unknown) => {
    sdk = undefined;
    throw error;
  });
  return sdk;
}

/**
 * Runs `start` once the page has painted its first frame, so the SDK's download never competes
 * with it (nor counts in it). A hidden page paints no frames: there it starts at once.
 */
function afterFirstPaint(start: () => void) {
  if (document.visibilityState === 'hidden' || typeof requestAnimationFrame !== 'function') {
    start();
    return;
  }
  requestAnimationFrame(() => setTimeout(start, 0));
}

const accessOf = (claims: Record<string, unknown>): SessionAccess => ({
  staff: claims.staff === true,
  role: rolOf(claims),
});

/** Signs in and returns the session with a force-refreshed ID token (so its claims are current). */
export async function signInWithPassword(
  email: string,
  password: string,
): Promise<FirebaseSession> {
  const { auth, signInWithEmailAndPassword } = await loadSdk();
  const credential = await signInWithEmailAndPassword(auth, email, password);
  const { token, claims } = await credential.user.getIdTokenResult(true);
  return {
    user: { id: credential.user.uid, email: credential.user.email ?? email },
    token,
    ...accessOf(claims),
  };
}

export async function signOutUser(): Promise<void> {
  const { auth, signOut } = await loadSdk();
  return signOut(auth);
}

/**
 * Follows sign-in, sign-out and token refreshes; returns the unsubscribe function. If the SDK cannot
 * be loaded the session is reported as absent: the sign-in screen shows, and signing in tries again.
 */
export function subscribeToSession(
  listener: (session: FirebaseSession | null) => void,
): () => void {
  let unsubscribe: (() => void) | undefined;
  let cancelled = false;
  const follow = () =>
    loadSdk().then(
      ({ auth, onIdTokenChanged }) => {
        if (cancelled) return;
        unsubscribe = onIdTokenChanged(auth, (user) => {
          rememberSession(user !== null);
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
                ...accessOf(claims),
              });
            },
            () => listener(null),
          );
        });
      },
      () => {
        if (!cancelled) listener(null);
      },
    );
  afterFirstPaint(() => {
    if (!cancelled) void follow();
  });
  return () => {
    cancelled = true;
    unsubscribe?.();
  };
}

/** A valid ID token (Firebase refreshes one near expiry), or a new one when forced; null signed out. */
export async function getIdToken(forceRefresh = false): Promise<string | null> {
  const { auth } = await loadSdk();
  const user = auth.currentUser;
  return user ? user.getIdToken(forceRefresh) : null;
}

/**
 * Forces a new ID token and says what its claims allow now (null when signed out). The new token
 * reaches the session through onIdTokenChanged as any refresh does.
 */
export async function refreshAccess(): Promise<SessionAccess | null> {
  const { auth } = await loadSdk();
  const user = auth.currentUser;
  if (!user) return null;
  return accessOf((await user.getIdTokenResult(true)).claims);
}

export async function sendPasswordReset(email: string): Promise<void> {
  const { auth, sendPasswordResetEmail } = await loadSdk();
  return sendPasswordResetEmail(auth, email);
}
