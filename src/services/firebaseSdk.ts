// Firebase's SDK, set up once. Reached only through firebase.ts, which loads this module on demand
// so that the SDK stays out of the JavaScript the first screen waits for.
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

const app = initializeApp(config.firebase);
// Session persistence: closing the browser ends the session on a shared office PC; a reload keeps
// it. Only the persistence is given: no popup or redirect resolver, so their code is not bundled.
export const auth = initializeAuth(app, { persistence: browserSessionPersistence });
if (config.authEmulatorUrl) {
  connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true });
}

export { onIdTokenChanged, sendPasswordResetEmail, signInWithEmailAndPassword, signOut };
