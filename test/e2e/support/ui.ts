// Browser steps many end-to-end specs start with.
import { expect, type Page } from '@playwright/test';
import { DEMO_ACCOUNT } from './auth';

/** Signs in through the /signin form (the demo account by default) and waits for the home page. */
export async function signInThroughForm(
  page: Page,
  account: { email: string; password: string } = DEMO_ACCOUNT,
): Promise<void> {
  await page.goto('/signin');
  await page.getByLabel('Correo').fill(account.email);
  await page.getByLabel('Contraseña').fill(account.password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: /PETICIONES/ })).toBeVisible();
}
