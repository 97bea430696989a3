// Firebase behind the app's TokenVerifier/UsersAdmin. With FIREBASE_AUTH_EMULATOR_HOST set,
// firebase-admin talks to the Auth Emulator (and accepts its unsigned tokens) instead of Google.
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import {
  UsersAdminError,
  type CreateUserError,
  type StaffUser,
  type TokenVerifier,
  type UsersAdmin,
} from './deps';

export const DEFAULT_PROJECT_ID = 'demo-vasos';

const createErrors: Record<string, CreateUserError> = {
  'auth/email-already-exists': 'email-taken',
  'auth/invalid-email': 'invalid-email',
  'auth/invalid-password': 'invalid-password',
};

const errorCode = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';

export function firebaseTokenVerifier(auth: Auth): TokenVerifier {
  return {
    async verify(idToken) {
      const decoded = await auth.verifyIdToken(idToken);
      return { uid: decoded.uid, email: decoded.email };
    },
  };
}

export function firebaseUsersAdmin(auth: Auth): UsersAdmin {
  return {
    async listAll() {
      const users: StaffUser[] = [];
      let pageToken: string | undefined;
      do {
        const page = await auth.listUsers(1000, pageToken);
        users.push(...page.users.map((user) => ({ email: user.email ?? '', uid: user.uid })));
        pageToken = page.pageToken;
      } while (pageToken);
      return users;
    },
    async create(email, password) {
      try {
        const user = await auth.createUser({ email, password });
        return { email: user.email ?? email, uid: user.uid };
      } catch (error) {
        const reason = createErrors[errorCode(error)];
        if (reason) throw new UsersAdminError(reason, (error as Error).message);
        throw error;
      }
    },
  };
}

export type FirebaseAuthDeps = { tokens: TokenVerifier; users: UsersAdmin; close(): Promise<void> };

let instances = 0;

export function firebaseAuth(projectId: string = DEFAULT_PROJECT_ID): FirebaseAuthDeps {
  // A named app per call: the server never clashes with a default app or with a second server.
  const app: App = initializeApp({ projectId }, `vasos-admin-${++instances}`);
  const auth = getAuth(app);
  return {
    tokens: firebaseTokenVerifier(auth),
    users: firebaseUsersAdmin(auth),
    close: () => deleteApp(app),
  };
}
