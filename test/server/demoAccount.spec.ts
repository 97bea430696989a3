import { expect, test } from '@playwright/test';
import { ensureDemoAccounts } from '../../scripts/stack/authEmulator';
import { stackUrls } from '../support/stack/stackEnv';
import { DEMO_ACCOUNT, PERSONAL_ACCOUNT, signIn, tokenClaims } from '../support/stack/auth';
import { emulatorAuth } from '../support/stack/emulatorAuth';

test('the stack made both demo accounts staff: the administrator with the admin claim, Personal without', async () => {
  expect(tokenClaims((await signIn()).idToken)).toMatchObject({ staff: true, admin: true });
  const personal = tokenClaims(
    (await signIn(PERSONAL_ACCOUNT.email, PERSONAL_ACCOUNT.password)).idToken,
  );
  expect(personal.staff).toBe(true);
  expect(personal.admin).toBeUndefined();
});

test('ensureDemoAccounts gives each saved demo account its claims back, keeping other claims; twice is the same', async () => {
  const auth = emulatorAuth();
  const admin = (await auth.getUserByEmail(DEMO_ACCOUNT.email)).uid;
  const personal = (await auth.getUserByEmail(PERSONAL_ACCOUNT.email)).uid;
  // As accounts saved in .data/auth by a version without roles, or changed in the dashboard.
  await auth.setCustomUserClaims(admin, { nivel: 'oro' });
  await auth.setCustomUserClaims(personal, { staff: true, admin: true, nivel: 'plata' });
  try {
    for (let run = 0; run < 2; run++) {
      await ensureDemoAccounts(stackUrls().authEmulator);
      expect((await auth.getUser(admin)).customClaims).toEqual({
        nivel: 'oro',
        staff: true,
        admin: true,
      });
      expect((await auth.getUser(personal)).customClaims).toEqual({ nivel: 'plata', staff: true });
    }
    expect((await auth.getUserByEmail(DEMO_ACCOUNT.email)).uid).toBe(admin);
  } finally {
    await auth.setCustomUserClaims(admin, { staff: true, admin: true });
    await auth.setCustomUserClaims(personal, { staff: true });
  }
});
