import { expect, test } from '@playwright/test';
import { ensureDemoAccount } from '../../scripts/stack/authEmulator';
import { stackUrls } from '../support/stack/stackEnv';
import { DEMO_ACCOUNT, signIn, tokenClaims } from '../support/stack/auth';
import { emulatorAuth } from '../support/stack/emulatorAuth';

test('the stack made the demo account staff: its sign-in token carries the claim', async () => {
  expect(tokenClaims((await signIn()).idToken).staff).toBe(true);
});

test('ensureDemoAccount gives the claim back to a saved demo account without it, keeping other claims; twice is the same', async () => {
  const auth = emulatorAuth();
  const { uid } = await auth.getUserByEmail(DEMO_ACCOUNT.email);
  // As an account saved in .data/auth by a version without the claim.
  await auth.setCustomUserClaims(uid, { nivel: 'oro' });
  try {
    await ensureDemoAccount(stackUrls().authEmulator);
    expect((await auth.getUser(uid)).customClaims).toEqual({ nivel: 'oro', staff: true });
    await ensureDemoAccount(stackUrls().authEmulator);
    expect((await auth.getUser(uid)).customClaims).toEqual({ nivel: 'oro', staff: true });
    expect((await auth.getUserByEmail(DEMO_ACCOUNT.email)).uid).toBe(uid);
  } finally {
    await auth.setCustomUserClaims(uid, { staff: true });
  }
});
