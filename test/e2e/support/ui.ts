// Browser steps many end-to-end specs start with.
import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO_ACCOUNT } from '../../support/stack/auth';

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

/** Signs in through the form, then opens `path` (a full load: the session survives it). */
export async function signInAndOpen(page: Page, path: string): Promise<void> {
  await signInThroughForm(page);
  await page.goto(path);
}

/** Resolves after the page has rendered two more frames: anything already queued has run. */
export const settle = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );

/** The sidebar's navigation. */
export const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Principal' });

/** The price table of the page, once it shows its heading and some rows. */
export async function loadedPriceGrid(page: Page, table: { heading: string }): Promise<Locator> {
  await expect(page.getByRole('heading', { level: 2, name: table.heading })).toBeVisible();
  const grid = page.getByRole('table', { name: table.heading });
  await expect(grid.locator('tbody > tr[aria-rowindex]').first()).toBeVisible();
  return grid;
}
