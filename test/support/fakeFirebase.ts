// Stands in for src/services/firebase.ts (the app's one Firebase boundary) in unit and UI tests.
import type { SessionUser } from '../../src/services/firebase';

type Session = { user: SessionUser; token: string } | null;
type Listener = (session: Session) => void;

export const DEMO_USER: SessionUser = { id: 'uid-admin', email: 'admin@vasos.test' };

const listeners = new Set<Listener>();
let currentUser: SessionUser | null = null;
let tokenVersion = 1;

/** Controls for tests: who is signed in and what Firebase reports. */
export const fakeAuth = {
  get listenerCount() {
    return listeners.size;
  },
  currentToken: () => (currentUser ? `token-${tokenVersion}` : null),
  /** Firebase reports a state to every subscriber, as onIdTokenChanged does. */
  emit(user: SessionUser | null) {
    currentUser = user;
    const session = user ? { user, token: `token-${tokenVersion}` } : null;
    listeners.forEach((listener) => listener(session));
  },
  /** Signed in without notifying anyone yet (as at start-up before the first report). */
  setUser(user: SessionUser | null) {
    currentUser = user;
  },
  reset() {
    listeners.clear();
    currentUser = null;
    tokenVersion = 1;
    signInWithPassword.mockReset().mockImplementation(defaultSignIn);
    signOutUser.mockReset().mockImplementation(async () => fakeAuth.emit(null));
    getIdToken.mockReset().mockImplementation(defaultGetIdToken);
    sendPasswordReset.mockReset().mockResolvedValue(undefined);
    subscribeToSession.mockClear();
  },
};

async function defaultSignIn(email: string, password: string) {
  if (password !== 'vasos2026') throw new Error('Firebase: Error (auth/invalid-credential).');
  const user = { ...DEMO_USER, email };
  tokenVersion += 1;
  fakeAuth.emit(user);
  return { user, token: `token-${tokenVersion}` };
}

async function defaultGetIdToken(forceRefresh = false) {
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
