// firebase-admin against the test stack's Auth Emulator, for changing accounts behind the API's
// back (disabling or deleting them as the Firebase console would).
import { PROJECT_ID } from '../../../scripts/stack';
import { firebaseAdmin, type FirebaseAdmin } from '../../../server/auth';
import { stackUrls } from '../../e2e/support/stackEnv';

let admin: FirebaseAdmin | undefined;

export function emulatorAuth(): FirebaseAdmin['auth'] {
  // firebase-admin reads this on every call; this worker talks to no real Firebase.
  process.env.FIREBASE_AUTH_EMULATOR_HOST = new URL(stackUrls().authEmulator).host;
  admin ??= firebaseAdmin(PROJECT_ID);
  return admin.auth;
}
