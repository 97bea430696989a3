import { expect, test } from '@playwright/test';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import { DEMO_ACCOUNT, PROJECT_ID } from '../../scripts/stack';
import { stackUrls } from '../support/stack/stackEnv';
import { uniqueEmail } from '../support/stack/auth';

// Signing in does not tell whether an e-mail has an account: the stack's Auth Emulator runs with
// email enumeration protection, as a deployed project must (README, "Deploy"). Through Firebase's
// own client, as the dashboard signs in.
test('a wrong password and an unknown e-mail fail alike: auth/invalid-credential', async () => {
  const app = initializeApp(
    { apiKey: 'demo-key', projectId: PROJECT_ID },
    `privacidad-${Date.now()}`,
  );
  const auth = getAuth(app);
  connectAuthEmulator(auth, stackUrls().authEmulator, { disableWarnings: true });
  const codeOf = (email: string, password: string) =>
    signInWithEmailAndPassword(auth, email, password).then(
      () => 'signed in',
      (error: { code?: string }) => error.code,
    );
  try {
    expect(await codeOf(DEMO_ACCOUNT.email, 'no-es-la-clave')).toBe('auth/invalid-credential');
    expect(await codeOf(uniqueEmail('nadie'), 'no-es-la-clave')).toBe('auth/invalid-credential');
    expect(await codeOf(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password)).toBe('signed in');
  } finally {
    await deleteApp(app);
  }
});
