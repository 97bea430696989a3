// What only a phone has: the top bar's Menú, price tables that scroll sideways inside their box,
// a page that never does, and targets big enough for a finger. Run at 390×844 only.
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { expectNoSidewaysScroll, smallTapTargets } from './support/phone';
import { firstPeticion, peticionCards } from './support/peticionesShown';
import { expectedTable, inputLabel } from './support/tablas';
import { openSignedIn, openSignedInHome } from './support/session';
import { loadedPriceGrid, menuButton, sidebar, signInThroughForm } from './support/ui';

const SERIGRAFIA = expectedTable('serigrafia_1_color_vf');
// The widest kind of table: the cup size, four more columns and Acción.
const VASO = expectedTable('V500l');

const signedOutScreens: { path: string; ready: (page: Page) => Promise<void> }[] = [
  {
    path: '/signin',
    ready: (page) => expect(page.getByRole('button', { name: 'Iniciar Sesión' })).toBeVisible(),
  },
  {
    path: '/forgot-password',
    ready: (page) => expect(page.getByRole('button', { name: 'Enviar enlace' })).toBeVisible(),
  },
];

const signedInScreens: { path: string; ready: (page: Page) => Promise<void> }[] = [
  { path: '/', ready: (page) => expect(firstPeticion(page)).toBeVisible() },
  {
    path: '/usuarios',
    ready: (page) => expect(page.getByRole('columnheader', { name: 'Email' })).toBeVisible(),
  },
  {
    path: '/precios',
    ready: (page) => expect(page.getByRole('link', { name: 'Serigrafias' })).toBeVisible(),
  },
  {
    path: '/precios/serigrafias',
    ready: (page) => expect(page.getByRole('link', { name: SERIGRAFIA.tile })).toBeVisible(),
  },
  { path: SERIGRAFIA.path, ready: async (page) => void (await loadedPriceGrid(page, SERIGRAFIA)) },
  {
    path: '/precios/vasos',
    ready: (page) => expect(page.getByRole('link', { name: 'Ceniceros' })).toBeVisible(),
  },
  { path: VASO.path, ready: async (page) => void (await loadedPriceGrid(page, VASO)) },
];

test.describe('on a phone', { tag: '@phone' }, () => {
  test('the top bar: Menú opens the links and Cerrar Sesión; Escape, a link or a tap outside closes it', async ({
    page,
  }) => {
    await signInThroughForm(page);
    const menu = menuButton(page);
    const signOut = page.getByRole('button', { name: 'Cerrar Sesión' });

    // A bar across the top with the product name and Menú; the links wait behind Menú.
    const bar = await page.getByRole('complementary').boundingBox();
    expect(bar).toMatchObject({ x: 0, y: 0, width: 390 });
    // Two rows: the name with Menú, and the search box, in reach without opening the menu.
    expect(bar!.height).toBeLessThan(120);
    await expect(page.getByRole('heading', { level: 1, name: 'Vasos Admin' })).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(sidebar(page)).toBeHidden();
    await expect(signOut).toBeHidden();

    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    const controlled = page.locator(`[id="${await menu.getAttribute('aria-controls')}"]`);
    await expect(controlled.getByRole('link')).toHaveText([
      'Usuarios',
      'Peticiones',
      /^Mis peticiones( \d+)?$/,
      'Clientes',
      'Informes',
      'Precios',
      'Ajustes',
    ]);
    await expect(controlled.getByRole('button', { name: 'Cerrar Sesión' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // Escape from inside the menu closes it and puts the focus back on Menú.
    await sidebar(page).getByRole('link', { name: 'Usuarios' }).focus();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(sidebar(page)).toBeHidden();
    await expect(menu).toBeFocused();

    // Choosing a link goes there and closes the menu.
    await menu.click();
    await sidebar(page).getByRole('link', { name: 'Precios' }).click();
    await expect(page).toHaveURL(/\/precios$/);
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(sidebar(page)).toBeHidden();

    // A tap on the page outside the bar closes it too.
    await menu.click();
    await expect(signOut).toBeVisible();
    await page.getByRole('heading', { level: 2 }).tap();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(signOut).toBeHidden();

    await menu.click();
    await signOut.click();
    await expect(page).toHaveURL(/\/signin$/);
  });

  test('no screen scrolls the page sideways', async ({ page }) => {
    for (const { path, ready } of signedOutScreens) {
      await page.goto(path);
      await ready(page);
      await expectNoSidewaysScroll(page, path);
    }
    // This page has been on the app's origin: it signs in there, through the form.
    await signInThroughForm(page);
    for (const { path, ready } of signedInScreens) {
      await page.goto(path);
      await ready(page);
      await expectNoSidewaysScroll(page, path);
    }
    // The open menu neither, nor a request's dialog.
    await menuButton(page).click();
    await expect(sidebar(page)).toBeVisible();
    await expectNoSidewaysScroll(page, `${VASO.path} with Menú open`);
    await sidebar(page).getByRole('link', { name: 'Peticiones', exact: true }).click();
    await firstPeticion(page).getByRole('button', { name: 'Ver' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoSidewaysScroll(page, "a request's dialog");
  });

  test('a price table scrolls sideways inside its box, its first column staying in view', async ({
    page,
  }) => {
    await openSignedIn(page, VASO.path);
    const grid = await loadedPriceGrid(page, VASO);
    const box = grid.locator('xpath=..');
    const widths = await box.evaluate((element) => ({
      scroll: element.scrollWidth,
      client: element.clientWidth,
    }));
    // Wider than its box: otherwise there would be nothing to scroll.
    expect(widths.scroll).toBeGreaterThan(widths.client);

    const firstHeader = grid.getByRole('columnheader').first();
    const firstInput = grid.getByLabel(inputLabel(VASO.columns[0]!.header, 1), { exact: true });
    const before = (await firstInput.boundingBox())!;

    await box.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
    await expect.poll(() => box.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    await expectNoSidewaysScroll(page, 'the table scrolled sideways');
    await expect(grid.getByRole('button', { name: 'Guardar' }).first()).toBeInViewport();

    // The first column has not moved, and nothing scrolled under it shows through.
    await expect(firstHeader).toHaveText(VASO.columns[0]!.header);
    await expect(firstHeader).toBeInViewport();
    expect(await firstInput.boundingBox()).toEqual(before);
    const cell = await firstInput.evaluate((input) => {
      const td = input.closest('td')!;
      const area = td.getBoundingClientRect();
      // The cell's own padding, left of its input: the cell is what is there.
      const hit = document.elementFromPoint(area.left + 2, area.top + area.height / 2);
      return { onTop: hit === td, background: getComputedStyle(td).backgroundColor };
    });
    expect(cell.onTop).toBe(true);
    expect(cell.background).not.toBe('rgba(0, 0, 0, 0)');
  });

  test('what a finger taps is at least 44 px each way: the requests and a price table', async ({
    page,
  }) => {
    await openSignedInHome(page);
    await expect(peticionCards(page).first()).toBeVisible();
    expect(await smallTapTargets(page.locator('body'))).toEqual([]);

    await page.goto(SERIGRAFIA.path);
    await loadedPriceGrid(page, SERIGRAFIA);
    // Every row in the DOM, not only the part of the table in view.
    expect(await smallTapTargets(page.locator('body'))).toEqual([]);
  });
});
