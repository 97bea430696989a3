// Firebase behind the app's TokenVerifier/UsuariosAdmin. With FIREBASE_AUTH_EMULATOR_HOST set,
// firebase-admin talks to the Auth Emulator (and accepts its unsigned tokens) instead of Google.
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { ADMIN_CLAIM, DEMO_PROJECT_ID } from '../contract';
import type { TokenVerifier, UsuariosAdmin } from './deps';
import {
  createStaffAccount,
  deactivateAccount,
  findAccount,
  listAccounts,
  reactivateAccount,
  setAccountRol,
} from './staff/accounts';
import { hasStaffClaim } from './staff/claims';
import { accountStandings } from './staff/standings';
import { cachingVerifier } from './staff/verdictCache';

/** Without a project of its own, the server accepts the demo project's tokens (the emulator's). */
export const DEFAULT_PROJECT_ID = DEMO_PROJECT_ID;

export function firebaseTokenVerifier(auth: Auth): TokenVerifier {
  return {
    async verify(idToken) {
      // true: also ask Firebase whether the account is disabled or deleted, or its tokens revoked.
      const decoded = await auth.verifyIdToken(idToken, true);
      return {
        uid: decoded.uid,
        email: decoded.email,
        staff: hasStaffClaim(decoded),
        admin: decoded[ADMIN_CLAIM] === true,
        authTime: decoded.auth_time * 1000,
        expiresAt: decoded.exp * 1000,
      };
    },
    forget() {},
    standings: (uids) => accountStandings(auth, uids),
  };
}

export function firebaseUsuariosAdmin(auth: Auth): UsuariosAdmin {
  return {
    listAll: () => listAccounts(auth),
    create: (email, password) => createStaffAccount(auth, email, password),
    deactivate: (uid) => deactivateAccount(auth, uid),
    reactivate: (uid) => reactivateAccount(auth, uid),
    remove: (uid) => auth.deleteUser(uid),
    findByEmail: (email) => findAccount(auth, email),
    setRole: (uid, rol) => setAccountRol(auth, uid, rol),
  };
}

export type FirebaseAdmin = { auth: Auth; close: () => Promise<void> };

let instances = 0;

/**
 * A named app per call: the server never clashes with a default app or with a second server.
 * Credentials are Google's application default ones (GOOGLE_APPLICATION_CREDENTIALS); without a
 * project id, the one of those credentials.
 */
export function firebaseAdmin(projectId?: string): FirebaseAdmin {
  const app = initializeApp(projectId ? { projectId } : {}, `vasos-admin-${++instances}`);
  return { auth: getAuth(app), close: () => deleteApp(app) };
}

export type FirebaseAuthDeps = {
  tokens: TokenVerifier;
  users: UsuariosAdmin;
  close(): Promise<void>;
};

export function firebaseAuth(projectId: string = DEFAULT_PROJECT_ID): FirebaseAuthDeps {
  const { auth, close } = firebaseAdmin(projectId);
  return {
    tokens: cachingVerifier(firebaseTokenVerifier(auth)),
    users: firebaseUsuariosAdmin(auth),
    close,
  };
}

/**
 * Why the server must not start, or undefined. The emulator's tokens are unsigned: a production
 * server that trusted them would let anyone in with a token written by hand.
 */
export function productionAuthProblem(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.NODE_ENV === 'production' && env.FIREBASE_AUTH_EMULATOR_HOST) {
    return (
      'Refusing to start: NODE_ENV=production with FIREBASE_AUTH_EMULATOR_HOST set would accept ' +
      'unsigned Auth Emulator tokens. Unset FIREBASE_AUTH_EMULATOR_HOST in production.'
    );
  }
  return undefined;
}
