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

/** The sidebar's navigation, as shown (on a phone, only while Menú has it open). */
export const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Principal' });

/**
 * The signed-in shell's navigation, shown or not: a phone keeps it behind Menú, so "no sidebar"
 * must be asked of the page, not of what is on screen.
 */
export const appNav = (page: Page) =>
  page.getByRole('navigation', { name: 'Principal', includeHidden: true });

/** Below this width the sidebar is a top bar whose links and Cerrar Sesión are behind Menú. */
export const NARROW_BELOW = 768;

/** Whether the page is as wide as a phone. */
export const isNarrow = (page: Page) => (page.viewportSize()?.width ?? Infinity) < NARROW_BELOW;

/** The top bar's Menú button (a phone's only). */
export const menuButton = (page: Page) => page.getByRole('button', { name: 'Menú' });

/**
 * Shows the navigation and returns it. On a desk it is always shown; on a phone this taps Menú
 * unless the menu is already open. One spec thereby walks the app at both sizes.
 */
export async function openNav(page: Page): Promise<Locator> {
  if (isNarrow(page)) {
    const menu = menuButton(page);
    await expect(menu).toBeVisible();
    if ((await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
  }
  await expect(sidebar(page)).toBeVisible();
  return sidebar(page);
}

/**
 * Follows a link of the sidebar (Usuarios, Peticiones, Mis peticiones, Precios), through Menú on
 * a phone. A label is the link's whole name (`Peticiones` is not `Mis peticiones`); a pattern
 * matches a name that carries a count (`Mis peticiones, 2 para hoy`).
 */
export async function navigateTo(page: Page, label: string | RegExp): Promise<void> {
  await (await openNav(page)).getByRole('link', { name: label, exact: true }).click();
}

/** Cerrar Sesión, through Menú on a phone. */
export async function signOutButton(page: Page): Promise<Locator> {
  await openNav(page);
  return page.getByRole('button', { name: 'Cerrar Sesión' });
}

/** The price table of the page, once it shows its heading and some rows. */
export async function loadedPriceGrid(page: Page, table: { heading: string }): Promise<Locator> {
  await expect(page.getByRole('heading', { level: 2, name: table.heading })).toBeVisible();
  const grid = page.getByRole('table', { name: table.heading });
  await expect(grid.locator('tbody > tr[aria-rowindex]').first()).toBeVisible();
  return grid;
}
