import { expect, test, type Locator, type Page, type Request } from '@playwright/test';
import { NO_ACCESS, SESSION_ENDED } from '../support/screenTexts';
import { DEMO_ACCOUNT, signUp, uniqueEmail } from '../support/stack/auth';
import { createStaffAccount, storedFirebaseUsers } from './support/accounts';
import { seriousViolations } from './support/axe';
import { recordDialogs } from './support/dialogs';
import { stackUrls } from '../support/stack/stackEnv';
import { appNav, navigateTo, signInAndOpen, signInThroughForm } from './support/ui';

/** Every request the page sends to an /api/admin path, from now on, whatever its host. */
function recordAdminRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/admin')) requests.push(request);
  });
  return requests;
}

async function submitSignIn(page: Page, account: { email: string; password: string }) {
  await page.goto('/signin');
  await page.getByLabel('Correo').fill(account.email);
  await page.getByLabel('Contraseña').fill(account.password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
}

/** The row of /usuarios that lists `email`. */
const userRow = (page: Page, email: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: email, exact: true }) });

/**
 * A staff account's row (an administrator, as test accounts are made): its e-mail, uid, Staff, Rol,
 * Estado and first the one action that state offers (the role's button follows it).
 */
async function expectAccountRow(
  row: Locator,
  account: { email: string; uid: string },
  state: 'active' | 'deactivated',
) {
  const [estado, action] =
    state === 'active' ? ['Activa', 'Desactivar'] : ['Desactivada', 'Reactivar'];
  await expect(row.getByRole('cell')).toHaveText([
    account.email,
    account.uid,
    'Sí',
    'Administrador',
    estado,
    new RegExp(`^${action}`),
  ]);
}

test.describe('only staff get in', () => {
  test('an account that signed itself up is told it has no access, stays signed out on /signin, and calls no API', async ({
    page,
  }) => {
    const account = { email: uniqueEmail('e2e-extrano'), password: 'clave-extrano-1' };
    await signUp(account.email, account.password);
    const adminRequests = recordAdminRequests(page);
    const dialogs = recordDialogs(page);

    await submitSignIn(page, account);
    await expect(page.getByRole('alert')).toHaveText(NO_ACCESS);
    await expect(page).toHaveURL(/\/signin$/);
    await expect(page.getByRole('button', { name: 'Iniciar Sesión' })).toBeEnabled();
    await expect(appNav(page)).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    // Signed out of Firebase: nothing of the session stays in the browser.
    await expect.poll(() => storedFirebaseUsers(page)).toEqual([]);

    // A protected page finds nobody signed in.
    await page.goto('/');
    await expect(page).toHaveURL(/\/signin$/);
    await expect(page.getByRole('button', { name: 'Iniciar Sesión' })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    expect(adminRequests.map((request) => request.url())).toEqual([]);
    expect(dialogs.seen).toEqual([]);
  });
});

test.describe('a session that ends while open', () => {
  test('Desactivar on a second account ends its open session in another browser; Reactivar lets it back', async ({
    page,
    browser,
  }) => {
    const account = await createStaffAccount('e2e-baja');

    // The second person works in a browser of their own.
    const otherContext = await browser.newContext({ baseURL: stackUrls().web, locale: 'es-ES' });
    const other = await otherContext.newPage();
    const otherDialogs = recordDialogs(other);
    await signInThroughForm(other, account);

    // The demo account deactivates it from /usuarios, after confirming.
    const dialogs = recordDialogs(page);
    await signInAndOpen(page, '/usuarios');
    const row = userRow(page, account.email);
    await expectAccountRow(row, account, 'active');
    await expect(userRow(page, DEMO_ACCOUNT.email).getByRole('button')).toHaveCount(0);
    dialogs.answerNextConfirm(true);
    await row.getByRole('button', { name: 'Desactivar' }).click();
    await expectAccountRow(row, account, 'deactivated');
    expect(dialogs.confirms()).toHaveLength(1);
    expect(dialogs.confirms()[0]).toContain(account.email);

    // The second person's next step that calls the API ends their session.
    const otherRequests = recordAdminRequests(other);
    await navigateTo(other, 'Usuarios');
    await expect(other).toHaveURL(/\/signin$/);
    await expect(other.getByRole('alert')).toHaveText(SESSION_ENDED);
    await expect(appNav(other)).toHaveCount(0);
    await expect.poll(() => storedFirebaseUsers(other)).toEqual([]);
    expect(otherRequests.length).toBeGreaterThan(0);
    expect(otherDialogs.seen).toEqual([]);

    // Reactivated, the account can sign in again.
    await row.getByRole('button', { name: 'Reactivar' }).click();
    await expectAccountRow(row, account, 'active');
    await signInThroughForm(other, account);
    expect(otherDialogs.seen).toEqual([]);
    expect(dialogs.alerts()).toEqual([]);
    await otherContext.close();
  });
});
