import { expect, test } from '@playwright/test';
import { priceRows } from './support/api';
import { recordDialogs } from './support/dialogs';
import { expectGridToShow } from './support/priceGrid';
import {
  SERIGRAFIA_TABLES,
  VASO_TABLES,
  expectedTable,
  headersOf,
  inputLabel,
  markupText,
  type ExpectedTable,
} from './support/tablas';
import { expectColumnHeaders } from './support/tables';
import { openSignedIn, openSignedInHome } from './support/session';
import { loadedPriceGrid, navigateTo } from './support/ui';

test.describe('Precios menus', () => {
  test('/precios shows the tiles Serigrafias and Vasos', async ({ page }) => {
    await openSignedInHome(page);
    await navigateTo(page, 'Precios');
    await expect(page).toHaveURL(/\/precios$/);
    const menu = page.getByRole('navigation', { name: 'Precios' });
    await expect(menu.getByRole('link')).toHaveText(['Serigrafias', 'Vasos']);

    await menu.getByRole('link', { name: 'Serigrafias' }).click();
    await expect(page).toHaveURL(/\/precios\/serigrafias$/);
    await page.goBack();
    await menu.getByRole('link', { name: 'Vasos' }).click();
    await expect(page).toHaveURL(/\/precios\/vasos$/);
  });

  const menus: [string, string, readonly ExpectedTable[]][] = [
    ['/precios/serigrafias', 'Serigrafias', SERIGRAFIA_TABLES],
    ['/precios/vasos', 'Vasos', VASO_TABLES],
  ];
  for (const [path, name, tables] of menus) {
    test(`${path} shows its ${tables.length} tiles in order, each opening its table with the API's rows`, async ({
      page,
    }) => {
      const dialogs = recordDialogs(page);
      await openSignedIn(page, path);
      const menu = page.getByRole('navigation', { name });
      await expect(menu.getByRole('link')).toHaveText(tables.map((table) => table.tile));

      for (const table of tables) {
        await menu.getByRole('link', { name: table.tile, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`${table.path}$`));
        const grid = await loadedPriceGrid(page, table);
        await expectColumnHeaders(grid, headersOf(table), table.tile);
        await expectGridToShow(grid, table, await priceRows(table.apiPath));
        await page.getByRole('link', { name: `Volver a ${name}` }).click();
        await expect(page).toHaveURL(new RegExp(`${path}$`));
      }
      expect(dialogs.seen).toEqual([]);
    });
  }
});

test.describe('Price tables', () => {
  test('Mark-up 35% is coste / 0.65 with 3 decimals and €, following Coste as it is typed', async ({
    page,
  }) => {
    const table = expectedTable('serigrafia_1_color_vf');
    await openSignedIn(page, table.path);
    const grid = await loadedPriceGrid(page, table);
    const [first] = await priceRows(table.apiPath);
    const coste = grid.getByLabel(inputLabel('Coste', 1), { exact: true });
    const markup = grid.locator('tbody > tr[aria-rowindex="2"] > td').nth(2);
    await expect(markup).toHaveText(markupText(first!.coste!));

    await coste.fill('1');
    await expect(markup).toHaveText('1,538\u00a0€');
    await coste.fill('');
    await coste.pressSequentially('2.6');
    await expect(markup).toHaveText('4,000\u00a0€');
    await coste.press('5');
    await expect(markup).toHaveText(markupText(2.65));
    await expect(markup).toHaveText('4,077\u00a0€');
  });

  for (const path of ['/precios/serigrafias/serigrafia_3_colores', '/precios/vasos/1000']) {
    test(`an unknown table (${path}) shows "Tabla no encontrada" and calls nothing`, async ({
      page,
    }) => {
      const tableCalls: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/admin/tablas')) tableCalls.push(request.url());
      });
      await openSignedIn(page, path);
      await expect(page.getByRole('heading', { name: 'Tabla no encontrada' })).toBeVisible();
      await expect(page.getByRole('table')).toHaveCount(0);
      const back = page.getByRole('link', { name: /^Volver a / });
      await expect(back).toBeVisible();
      expect(tableCalls).toEqual([]);

      await back.click();
      await expect(page).toHaveURL(new RegExp(`${path.slice(0, path.lastIndexOf('/'))}$`));
      expect(tableCalls).toEqual([]);
    });
  }
});
