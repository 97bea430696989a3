import { expect, test, type Page } from '@playwright/test';
import { LEAVE_QUESTION } from '../support/screenTexts';
import { DEMO_ACCOUNT } from '../support/stack/auth';
import { priceRows } from './support/api';
import { recordDialogs } from './support/dialogs';
import { expectGridToShow } from './support/priceGrid';
import { expectedTable, inputLabel } from './support/tablas';
import {
  appNav,
  loadedPriceGrid,
  navigateTo,
  openNav,
  signInAndOpen,
  signInThroughForm,
  signOutButton,
} from './support/ui';

const pathOf = (page: Page) => new URL(page.url()).pathname;

test.describe('sign-in', () => {
  test('a wrong password alerts "Error signing in: …" and stays on /signin', async ({ page }) => {
    const dialogs = recordDialogs(page);
    await page.goto('/signin');
    await page.getByLabel('Correo').fill(DEMO_ACCOUNT.email);
    await page.getByLabel('Contraseña').fill(`${DEMO_ACCOUNT.password}-wrong`);
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();

    await expect.poll(() => dialogs.alerts()).toHaveLength(1);
    expect(dialogs.alerts()[0]).toMatch(/^Error signing in: \S/);
    await expect(page).toHaveURL(/\/signin$/);
    await expect(page.getByRole('button', { name: 'Iniciar Sesión' })).toBeEnabled();
    await expect(appNav(page)).toHaveCount(0);
  });

  test('the form asks for an e-mail and a password, and links to the password reset', async ({
    page,
  }) => {
    await page.goto('/signin');
    await expect(page.getByLabel('Correo')).toHaveAttribute('type', 'email');
    await expect(page.getByLabel('Correo')).toHaveAttribute('required', '');
    await expect(page.getByLabel('Contraseña')).toHaveAttribute('type', 'password');
    await expect(page.getByLabel('Contraseña')).toHaveAttribute('required', '');
    await page.getByRole('link', { name: 'Has olvidado tu Contraseña' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
  });

  test(
    'the right password lands on / with the sidebar',
    { tag: ['@walk', '@postgres'] },
    async ({ page }) => {
      const dialogs = recordDialogs(page);
      await signInThroughForm(page);
      expect(pathOf(page)).toBe('/');
      await expect(page.getByRole('heading', { level: 1, name: 'Vasos Admin' })).toBeVisible();
      // Mis peticiones may carry a count of what to follow up today.
      await expect((await openNav(page)).getByRole('link')).toHaveText([
        'Usuarios',
        'Peticiones',
        /^Mis peticiones( \d+)?$/,
        'Clientes',
        'Informes',
        'Precios',
        'Ajustes',
      ]);
      await expect(page.getByRole('button', { name: 'Cerrar Sesión' })).toBeVisible();
      expect(dialogs.seen).toEqual([]);
    },
  );

  test('a protected page seen signed out redirects to /signin, replacing its history entry', async ({
    page,
  }) => {
    await page.goto('/forgot-password');
    await page.goto('/usuarios');
    await expect(page).toHaveURL(/\/signin$/);
    await expect(page.getByRole('button', { name: 'Iniciar Sesión' })).toBeVisible();

    // /usuarios left no entry behind: going back skips it.
    await page.goBack();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole('button', { name: 'Enviar enlace' })).toBeVisible();
  });

  test('a signed-in user who opens /signin is sent to /', async ({ page }) => {
    await signInThroughForm(page);
    await page.goto('/signin');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: /^PETICIONES/ })).toBeVisible();
  });

  test('a reload keeps a signed-in user on the page', async ({ page }) => {
    await signInThroughForm(page);
    await navigateTo(page, 'Precios');
    await page.getByRole('link', { name: 'Vasos' }).click();
    await page.getByRole('link', { name: '200', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Tabla: 200' })).toBeVisible();

    await page.reload();
    await expect(page).toHaveURL(/\/precios\/vasos\/200$/);
    await expect(page.getByRole('heading', { name: 'Tabla: 200' })).toBeVisible();
    await expect(page.getByLabel('cv fila 1', { exact: true })).toBeVisible();
  });

  test('while the session is being restored a deep page shows "Cargando…" and never redirects', async ({
    page,
  }) => {
    await signInThroughForm(page);
    await page.goto('/usuarios');
    await expect(page.getByRole('heading', { name: 'Usuarios' })).toBeVisible();

    // Firebase checks the stored user with the emulator before it reports the session: hold that
    // answer so the page stays in its "not known yet" state for as long as the test looks.
    const held: (() => Promise<void>)[] = [];
    await page.route('**/identitytoolkit.googleapis.com/v1/accounts:lookup*', (route) => {
      held.push(() => route.fallback());
    });
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });

    await page.reload();
    await expect(page.getByRole('status')).toHaveText('Cargando…');
    await expect.poll(() => held.length).toBe(1);
    await expect(page.getByRole('status')).toHaveText('Cargando…');
    expect(pathOf(page)).toBe('/usuarios');

    await held[0]!();
    await expect(page.getByRole('heading', { name: 'Usuarios' })).toBeVisible();
    expect(pathOf(page)).toBe('/usuarios');
    expect(visited).not.toContain('/signin');
  });
});

test.describe('sign-out', () => {
  test('Cerrar Sesión goes to /signin; / then redirects there and going back shows no data', async ({
    page,
  }) => {
    await signInThroughForm(page);
    await navigateTo(page, 'Usuarios');
    await expect(page.getByRole('cell', { name: DEMO_ACCOUNT.email })).toBeVisible();

    await (await signOutButton(page)).click();
    await expect(page).toHaveURL(/\/signin$/);
    await expect(page.getByRole('button', { name: 'Iniciar Sesión' })).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\/signin$/);
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(page.getByText(DEMO_ACCOUNT.email)).toHaveCount(0);
    await expect(appNav(page)).toHaveCount(0);

    await page.goto('/');
    await expect(page).toHaveURL(/\/signin$/);
    await expect(page.getByRole('heading', { name: /PETICIONES/ })).toHaveCount(0);
    await expect(page.getByRole('table')).toHaveCount(0);
  });
});

test.describe('sign-out with unsaved prices', () => {
  test('asks first: dismiss stays signed in with the edits; accept signs out and forgets them', async ({
    page,
  }) => {
    const table = expectedTable('serigrafia_1_color_vf');
    const dialogs = recordDialogs(page);
    await signInAndOpen(page, table.path);
    const grid = await loadedPriceGrid(page, table);
    const coste = grid.getByLabel(inputLabel('Coste', 1), { exact: true });
    await coste.fill('7.77');

    dialogs.answerNextConfirm(false);
    await (await signOutButton(page)).click();
    await expect.poll(() => dialogs.confirms()).toEqual([LEAVE_QUESTION]);
    await expect(page).toHaveURL(new RegExp(`${table.path}$`));
    await expect(coste).toHaveValue('7.77');
    await expect(page.getByRole('button', { name: 'Cerrar Sesión' })).toBeVisible();

    dialogs.answerNextConfirm(true);
    await (await signOutButton(page)).click();
    await expect(page).toHaveURL(/\/signin$/);
    expect(dialogs.confirms()).toHaveLength(2);

    // The next person at this browser finds the server's values, not the last one's edit.
    await signInThroughForm(page);
    await navigateTo(page, 'Precios');
    await page.getByRole('link', { name: 'Serigrafias' }).click();
    await page.getByRole('link', { name: table.tile, exact: true }).click();
    const again = await loadedPriceGrid(page, table);
    await expectGridToShow(again, table, await priceRows(table.apiPath));
    expect(dialogs.alerts()).toEqual([]);
  });
});

test.describe('password reset', () => {
  const ANSWER =
    'Si existe una cuenta con ese correo, recibirás un enlace para restablecer la contraseña.';

  for (const [kind, email] of [
    ['a known', DEMO_ACCOUNT.email],
    ['an unknown', 'nadie-existe@vasos.test'],
  ] as const) {
    test(`${kind} e-mail gets the same fixed answer`, async ({ page }) => {
      const dialogs = recordDialogs(page);
      await page.goto('/forgot-password');
      await expect(page.getByText(ANSWER)).toHaveCount(0);
      await page.getByLabel('Correo').fill(email);
      await page.getByRole('button', { name: 'Enviar enlace' }).click();
      await expect(page.getByRole('status')).toHaveText(ANSWER);
      expect(dialogs.seen).toEqual([]);
    });
  }

  test('links back to /signin', async ({ page }) => {
    await page.goto('/forgot-password');
    await page.getByRole('link', { name: /Iniciar Sesión/ }).click();
    await expect(page).toHaveURL(/\/signin$/);
    await expect(page.getByRole('button', { name: 'Iniciar Sesión' })).toBeVisible();
  });
});
