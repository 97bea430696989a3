// Accounts made for a test through the API (as Agregar Usuario makes them), and what Firebase
// keeps in the browser for a signed-in person.
import type { Page } from '@playwright/test';
import { apiPaths, type Rol, type StaffUsuario } from '../../../contract';
import { authHeaders, uniqueEmail } from '../../support/stack/auth';
import { USUARIOS_PATH } from './api';
import { apiUrl } from '../../support/stack/stackEnv';

export type StaffAccount = {
  email: string;
  password: string;
  uid: string;
};

/**
 * A new staff account, created by the demo account through POST /api/admin/firebase/users, then
 * given its role (an administrator unless said otherwise, so it may do everything a colleague at
 * the desk does) before it ever signs in.
 */
export async function createStaffAccount(
  prefix: string,
  rol: Rol = 'administrador',
): Promise<StaffAccount> {
  const email = uniqueEmail(prefix);
  const password = `clave-${prefix}-1`;
  const headers = { ...(await authHeaders()), 'Content-Type': 'application/json' };
  const response = await fetch(apiUrl(USUARIOS_PATH), {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 201) {
    throw new Error(`Creating ${email}: HTTP ${response.status} ${await response.text()}`);
  }
  const created = (await response.json()) as StaffUsuario;
  const role = await fetch(apiUrl(apiPaths.userRole(created.uid)), {
    method: 'POST',
    headers,
    body: JSON.stringify({ rol }),
  });
  if (role.status !== 200) {
    throw new Error(`Making ${email} ${rol}: HTTP ${role.status} ${await role.text()}`);
  }
  return { email, password, uid: created.uid };
}

/** The Firebase users this page's session storage holds (none once signed out). */
export const storedFirebaseUsers = (page: Page) =>
  page.evaluate(() =>
    Object.keys(sessionStorage).filter((key) => key.startsWith('firebase:authUser:')),
  );
