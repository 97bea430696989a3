// Stands in for src/services/firebase.ts (the app's one Firebase boundary) in unit and UI tests.
import type { FirebaseSession, SessionUser } from '../../src/services/firebase';

type Listener = (session: FirebaseSession | null) => void;

/** The demo account: staff. */
export const DEMO_USER: SessionUser = { id: 'uid-admin', email: 'admin@vasos.test' };
/** An account that signed itself up: it has no staff claim. */
export const STRANGER: SessionUser = { id: 'uid-stranger', email: 'extrano@example.com' };
export const PASSWORD = 'vasos2026';

const listeners = new Set<Listener>();
let currentUser: SessionUser | null = null;
let tokenVersion = 1;
/** Accounts without the staff claim, by uid. */
const nonStaff = new Set<string>();

const sessionOf = (user: SessionUser): FirebaseSession => ({
  user,
  token: `token-${tokenVersion}`,
  staff: !nonStaff.has(user.id),
});

/** Controls for tests: who is signed in and what Firebase reports. */
export const fakeAuth = {
  get listenerCount() {
    return listeners.size;
  },
  get currentUser() {
    return currentUser;
  },
  currentToken: () => (currentUser ? `token-${tokenVersion}` : null),
  /** Firebase reports a state to every subscriber, as onIdTokenChanged does. */
  emit(user: SessionUser | null) {
    currentUser = user;
    const session = user ? sessionOf(user) : null;
    listeners.forEach((listener) => listener(session));
  },
  /** Firebase renews the signed-in user's token (as it does hourly) and reports the new one. */
  renewToken() {
    tokenVersion += 1;
    fakeAuth.emit(currentUser);
  },
  /** Signed in without notifying anyone yet (as at start-up before the first report). */
  setUser(user: SessionUser | null) {
    currentUser = user;
  },
  /** Grants or removes the staff claim of an account (seen in its next token). */
  setStaff(uid: string, staff: boolean) {
    if (staff) nonStaff.delete(uid);
    else nonStaff.add(uid);
  },
  /**
   * From now on Firebase refuses to renew the token because of the account (`code`), as it does
   * for a disabled or revoked one: it signs out first, then rejects.
   */
  refuseRefresh(code = 'auth/user-disabled') {
    getIdToken.mockImplementation(async (forceRefresh = false) => {
      if (!forceRefresh) return fakeAuth.currentToken();
      fakeAuth.emit(null);
      throw Object.assign(new Error(`Firebase: Error (${code}).`), { code });
    });
  },
  reset() {
    listeners.clear();
    currentUser = null;
    tokenVersion = 1;
    nonStaff.clear();
    nonStaff.add(STRANGER.id);
    signInWithPassword.mockReset().mockImplementation(defaultSignIn);
    signOutUser.mockReset().mockImplementation(async () => fakeAuth.emit(null));
    getIdToken.mockReset().mockImplementation(defaultGetIdToken);
    sendPasswordReset.mockReset().mockResolvedValue(undefined);
    subscribeToSession.mockClear();
  },
};

/** Any e-mail signs in with PASSWORD; the stranger's e-mail is the stranger's account. */
async function defaultSignIn(email: string, password: string): Promise<FirebaseSession> {
  if (password !== PASSWORD) throw new Error('Firebase: Error (auth/invalid-credential).');
  const user = email === STRANGER.email ? STRANGER : { ...DEMO_USER, email };
  tokenVersion += 1;
  fakeAuth.emit(user);
  return sessionOf(user);
}

async function defaultGetIdToken(forceRefresh = false): Promise<string | null> {
  if (!currentUser) return null;
  if (forceRefresh) tokenVersion += 1;
  return `token-${tokenVersion}`;
}

export const signInWithPassword = jest.fn(defaultSignIn);
export const signOutUser = jest.fn(async () => fakeAuth.emit(null));
export const getIdToken = jest.fn(defaultGetIdToken);
export const sendPasswordReset = jest.fn(async (_email: string) => undefined);
export const subscribeToSession = jest.fn((listener: Listener) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
});
