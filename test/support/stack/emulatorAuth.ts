// firebase-admin against the run's Auth Emulator: to change accounts behind the API's back (as the
// Firebase console would), and to check tokens in an API a test starts exactly as the stack's does.
import { PROJECT_ID } from '../../../scripts/stack';
import {
  firebaseAdmin,
  firebaseAuth,
  type FirebaseAdmin,
  type FirebaseAuthDeps,
} from '../../../server/auth';
import { stackUrls } from './stackEnv';

// firebase-admin reads this on every call; a test process talks to no real Firebase.
function useTheEmulator() {
  process.env.FIREBASE_AUTH_EMULATOR_HOST = new URL(stackUrls().authEmulator).host;
}

let admin: FirebaseAdmin | undefined;

/** The emulator's accounts, through firebase-admin. */
export function emulatorAuth(): FirebaseAdmin['auth'] {
  useTheEmulator();
  admin ??= firebaseAdmin(PROJECT_ID);
  return admin.auth;
}

/** The API's token verifier and accounts admin as the server builds them, on the emulator. */
export function emulatorAuthDeps(): FirebaseAuthDeps {
  useTheEmulator();
  return firebaseAuth(PROJECT_ID);
}
