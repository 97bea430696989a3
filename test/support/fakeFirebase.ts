// Stands in for src/services/firebase.ts (the app's one Firebase boundary) in unit and UI tests.
import type { FirebaseSession, SessionAccess, SessionUser } from '../../src/services/firebase';

type Listener = (session: FirebaseSession | null) => void;

/** The demo account: staff, an administrator. */
export const DEMO_USER: SessionUser = { id: 'uid-admin', email: 'admin@vasos.test' };
/** The other demo account: staff with the role Personal. */
export const PERSONAL_USER: SessionUser = { id: 'uid-personal', email: 'personal@vasos.test' };
/** An account that signed itself up: it has no staff claim. */
export const STRANGER: SessionUser = { id: 'uid-stranger', email: 'extrano@example.com' };
export const PASSWORD = 'vasos2026';

const listeners = new Set<Listener>();
let currentUser: SessionUser | null = null;
let tokenVersion = 1;
/** Accounts without the staff claim, by uid. */
const nonStaff = new Set<string>();
/** Accounts with the administrator claim, by uid. */
const admins = new Set<string>();

const accessOf = (user: SessionUser): SessionAccess => ({
  staff: !nonStaff.has(user.id),
  role: admins.has(user.id) ? 'administrador' : 'personal',
});

const sessionOf = (user: SessionUser): FirebaseSession => ({
  user,
  token: `token-${tokenVersion}`,
  ...accessOf(user),
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
  /** Makes an account an administrator, or Personal (seen in its next token). */
  setAdmin(uid: string, admin: boolean) {
    if (admin) admins.add(uid);
    else admins.delete(uid);
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
    admins.clear();
    admins.add(DEMO_USER.id);
    signInWithPassword.mockReset().mockImplementation(defaultSignIn);
    signOutUser.mockReset().mockImplementation(async () => fakeAuth.emit(null));
    getIdToken.mockReset().mockImplementation(defaultGetIdToken);
    refreshAccess.mockReset().mockImplementation(defaultRefreshAccess);
    sendPasswordReset.mockReset().mockResolvedValue(undefined);
    subscribeToSession.mockClear();
  },
};

const KNOWN_ACCOUNTS = [STRANGER, PERSONAL_USER];

/**
 * Any e-mail signs in with PASSWORD: the stranger's and Personal's e-mails are those accounts,
 * any other is the demo administrator's.
 */
async function defaultSignIn(email: string, password: string): Promise<FirebaseSession> {
  if (password !== PASSWORD) throw new Error('Firebase: Error (auth/invalid-credential).');
  const user = KNOWN_ACCOUNTS.find((known) => known.email === email) ?? { ...DEMO_USER, email };
  tokenVersion += 1;
  fakeAuth.emit(user);
  return sessionOf(user);
}

async function defaultGetIdToken(forceRefresh = false): Promise<string | null> {
  if (!currentUser) return null;
  if (forceRefresh) tokenVersion += 1;
  return `token-${tokenVersion}`;
}

/** A forced refresh: a new token, reported to every subscriber, and what its claims allow. */
async function defaultRefreshAccess(): Promise<SessionAccess | null> {
  if (!currentUser) return null;
  fakeAuth.renewToken();
  return currentUser && accessOf(currentUser);
}

export const signInWithPassword = jest.fn(defaultSignIn);
export const signOutUser = jest.fn(async () => fakeAuth.emit(null));
export const getIdToken = jest.fn(defaultGetIdToken);
export const refreshAccess = jest.fn(defaultRefreshAccess);
export const sendPasswordReset = jest.fn(async (_email: string) => undefined);
export const subscribeToSession = jest.fn((listener: Listener) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
});
