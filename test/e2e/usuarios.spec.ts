import { expect, test, type Page } from '@playwright/test';
import type { StaffUsuario } from '../../contract';
import { DEMO_ACCOUNT, uniqueEmail } from '../support/stack/auth';
import { staffUsuarios } from './support/api';
import { recordDialogs } from './support/dialogs';
import { openSignedIn } from './support/session';
import { signInAndOpen, signInThroughForm, signOutButton } from './support/ui';

const usersTable = (page: Page) => page.getByRole('table');

async function shownUsers(page: Page) {
  const rows = await usersTable(page)
    .locator('tbody tr')
    .evaluateAll((trs) =>
      trs.map((tr) => Array.from((tr as HTMLTableRowElement).cells, (td) => td.textContent ?? '')),
    );
  return rows.map(([email, uid, staff, rol, estado]) => ({ email, uid, staff, rol, estado }));
}

const ROLE_LABELS = { administrador: 'Administrador', personal: 'Personal' } as const;

/** What /usuarios should show for the accounts the API lists. */
const expectedRows = (users: StaffUsuario[]) =>
  users.map(({ email, uid, staff, rol, disabled }) => ({
    email,
    uid,
    staff: staff ? 'Sí' : 'No',
    rol: rol ? ROLE_LABELS[rol] : '—',
    estado: disabled ? 'Desactivada' : 'Activa',
  }));

/** Agregar Usuario: opens the form, types the account and clicks Crear. */
async function submitNewAccount(page: Page, account: { email: string; password: string }) {
  await page.getByRole('button', { name: 'Agregar Usuario' }).click();
  const form = page.getByRole('form', { name: 'Agregar Usuario' });
  await form.getByLabel('Correo').fill(account.email);
  await form.getByLabel('Contraseña').fill(account.password);
  await form.getByRole('button', { name: 'Crear' }).click();
}

test.describe('Usuarios (/usuarios)', () => {
  test(
    'lists the Email, ID, Staff, Rol and Estado of every user the API lists, in its order',
    { tag: ['@walk', '@postgres'] },
    async ({ page }) => {
      await openSignedIn(page, '/usuarios');
      await expect(page.getByRole('heading', { name: 'Usuarios' })).toBeVisible();
      await expect(usersTable(page).getByRole('columnheader')).toHaveText([
        'Email',
        'ID',
        'Staff',
        'Rol',
        'Estado',
        'Acciones',
      ]);
      await expect(page.getByRole('cell', { name: DEMO_ACCOUNT.email })).toBeVisible();
      expect(await shownUsers(page)).toEqual(expectedRows(await staffUsuarios()));
    },
  );

  test(
    'Agregar Usuario creates an account that appears in the list and can sign in',
    { tag: ['@walk', '@postgres'] },
    async ({ page }) => {
      const dialogs = recordDialogs(page);
      await signInAndOpen(page, '/usuarios');
      await expect(page.getByRole('cell', { name: DEMO_ACCOUNT.email })).toBeVisible();
      const account = { email: uniqueEmail('e2e-alta'), password: 'clave-segura-1' };

      await submitNewAccount(page, account);

      await expect.poll(() => dialogs.alerts()).toEqual(['Usuario creado con éxito']);
      await expect(page.getByRole('cell', { name: account.email, exact: true })).toBeVisible();
      const users = await staffUsuarios();
      expect(users.map((user) => user.email)).toContain(account.email);
      expect(await shownUsers(page)).toEqual(expectedRows(users));

      await (await signOutButton(page)).click();
      await expect(page).toHaveURL(/\/signin$/);
      await signInThroughForm(page, account);
      expect(dialogs.alerts()).toEqual(['Usuario creado con éxito']);
    },
  );

  test('an e-mail that already has an account alerts "Error al crear el usuario"', async ({
    page,
  }) => {
    const dialogs = recordDialogs(page);
    await openSignedIn(page, '/usuarios');
    await expect(page.getByRole('cell', { name: DEMO_ACCOUNT.email })).toBeVisible();
    const before = await staffUsuarios();

    await submitNewAccount(page, { email: DEMO_ACCOUNT.email, password: 'otra-clave-1' });

    await expect.poll(() => dialogs.alerts()).toEqual(['Error al crear el usuario']);
    expect(await staffUsuarios()).toEqual(before);
    expect(await shownUsers(page)).toEqual(expectedRows(before));
  });
});
