import { expect, test, type Page } from '@playwright/test';
import { apiPaths, type Rol } from '../../contract';
import { authHeaders, DEMO_ACCOUNT, PERSONAL_ACCOUNT } from '../support/stack/auth';
import { apiUrl } from '../support/stack/stackEnv';
import { createStaffAccount } from './support/accounts';
import { staffUsuarios } from './support/api';
import { seriousViolations } from './support/axe';
import { SERIGRAFIA_TABLES } from './support/tablas';
import { openSignedIn } from './support/session';
import { loadedPriceGrid, signInThroughForm } from './support/ui';

// What each role is offered (docs/access.md, "Roles"), with both demo accounts of the local stack.
const TABLE = SERIGRAFIA_TABLES[0];

const usersList = (page: Page) => page.getByRole('region', { name: 'Lista de usuarios' });
const userRow = (page: Page, email: string) =>
  usersList(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: email, exact: true }) });
/** Gives an account `rol` through the API, as an administrator does in /usuarios. */
async function setRole(uid: string, rol: Rol) {
  const response = await fetch(apiUrl(apiPaths.userRole(uid)), {
    method: 'POST',
    headers: { ...(await authHeaders()), 'Content-Type': 'application/json' },
    body: JSON.stringify({ rol }),
  });
  if (!response.ok) throw new Error(`Making ${uid} ${rol}: HTTP ${response.status}`);
}

/** A row's cell under `Rol` (the fourth column). */
const rolCell = (page: Page, email: string) => userRow(page, email).getByRole('cell').nth(3);

test.describe('Personal', () => {
  test.beforeEach(async ({ page }) => {
    await signInThroughForm(page, PERSONAL_ACCOUNT);
  });

  test(
    'see every price table read-only, marked Solo lectura',
    { tag: '@walk' },
    async ({ page }) => {
      await page.goto(TABLE.path);
      const grid = await loadedPriceGrid(page, TABLE);
      await expect(page.getByText('Solo lectura', { exact: true })).toBeVisible();
      await expect(grid.getByRole('textbox')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Guardar' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Importar CSV' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Exportar CSV' })).toBeEnabled();
      expect(await seriousViolations(page)).toEqual([]);
    },
  );

  test(
    'see Ajustes read-only, marked Solo lectura, with nothing to save',
    { tag: '@walk' },
    async ({ page }) => {
      await page.goto('/ajustes');
      await expect(page.getByRole('heading', { name: 'Ajustes' })).toBeVisible();
      await expect(page.getByText('Solo lectura', { exact: true })).toBeVisible();
      await expect(page.getByText('Nombre comercial', { exact: true })).toBeVisible();
      // In the page: the shell's search box is every staff member's.
      await expect(page.getByRole('main').getByRole('textbox')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Guardar' })).toHaveCount(0);
      expect(await seriousViolations(page)).toEqual([]);
    },
  );

  test(
    'see /usuarios and each role, with nothing to change',
    { tag: '@walk' },
    async ({ page }) => {
      await page.goto('/usuarios');
      await expect(page.getByRole('heading', { name: 'Usuarios' })).toBeVisible();
      await expect(usersList(page).getByRole('columnheader')).toHaveText([
        'Email',
        'ID',
        'Staff',
        'Rol',
        'Estado',
      ]);
      await expect(rolCell(page, DEMO_ACCOUNT.email)).toHaveText('Administrador');
      await expect(rolCell(page, PERSONAL_ACCOUNT.email)).toHaveText('Personal');
      await expect(page.getByRole('button', { name: 'Agregar Usuario' })).toHaveCount(0);
      await expect(usersList(page).getByRole('button')).toHaveCount(0);
      expect(await seriousViolations(page)).toEqual([]);
    },
  );
});

test.describe('Administrators', () => {
  test(
    'edit the price tables, without the Solo lectura mark',
    { tag: '@walk' },
    async ({ page }) => {
      await openSignedIn(page, TABLE.path);
      const grid = await loadedPriceGrid(page, TABLE);
      await expect(grid.getByRole('textbox').first()).toBeEditable();
      await expect(page.getByRole('button', { name: 'Guardar' }).first()).toBeVisible();
      await expect(page.getByText('Solo lectura', { exact: true })).toHaveCount(0);
    },
  );

  test(
    'make an account an administrator and Personal again from /usuarios',
    { tag: '@walk' },
    async ({ page }) => {
      const account = await createStaffAccount('e2e-rol');
      await setRole(account.uid, 'personal');
      await openSignedIn(page, '/usuarios');
      await expect(rolCell(page, account.email)).toHaveText('Personal');
      await expect(rolCell(page, PERSONAL_ACCOUNT.email)).toHaveText('Personal');
      expect(await seriousViolations(page)).toEqual([]);

      await userRow(page, account.email)
        .getByRole('button', { name: 'Hacer administrador' })
        .click();
      await expect(rolCell(page, account.email)).toHaveText('Administrador');
      const made = (await staffUsuarios()).find((user) => user.uid === account.uid);
      expect(made?.rol).toBe('administrador');

      await userRow(page, account.email)
        .getByRole('button', { name: 'Quitar administrador' })
        .click();
      await expect(rolCell(page, account.email)).toHaveText('Personal');
      const back = (await staffUsuarios()).find((user) => user.uid === account.uid);
      expect(back?.rol).toBe('personal');
    },
  );
});
