// Accounts made for a test through the API (as Agregar Usuario makes them), and what Firebase
// keeps in the browser for a signed-in person.
import type { Page } from '@playwright/test';
import type { StaffUser } from '../../../contract';
import { authHeaders, uniqueEmail } from '../../support/stack/auth';
import { USERS_PATH } from './api';
import { apiUrl } from '../../support/stack/stackEnv';

export type StaffAccount = {
  email: string;
  password: string;
  uid: string;
};

/** A new staff account, created by the demo account through POST /api/admin/firebase/users. */
export async function createStaffAccount(prefix: string): Promise<StaffAccount> {
  const email = uniqueEmail(prefix);
  const password = `clave-${prefix}-1`;
  const response = await fetch(apiUrl(USERS_PATH), {
    method: 'POST',
    headers: { ...(await authHeaders()), 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 201) {
    throw new Error(`Creating ${email}: HTTP ${response.status} ${await response.text()}`);
  }
  const created = (await response.json()) as StaffUser;
  return { email, password, uid: created.uid };
}

/** The Firebase users this page's session storage holds (none once signed out). */
export const storedFirebaseUsers = (page: Page) =>
  page.evaluate(() =>
    Object.keys(sessionStorage).filter((key) => key.startsWith('firebase:authUser:')),
  );
