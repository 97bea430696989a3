import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { holdCalls } from './support/network';
import { firstPeticion } from './support/peticionesShown';
import { expectedTable, inputLabel } from './support/tablas';
import { openSignedIn } from './support/session';
import { loadedPriceGrid } from './support/ui';

// No serious or critical violation of the WCAG 2.0/2.1 A and AA rules, screen by screen.

test.describe('public screens', () => {
  test('/signin', { tag: '@walk' }, async ({ page }) => {
    await page.goto('/signin');
    await expect(page.getByRole('button', { name: 'Iniciar Sesión' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('/forgot-password, before and after sending', async ({ page }) => {
    await page.goto('/forgot-password');
    await expect(page.getByRole('button', { name: 'Enviar enlace' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel('Correo').fill('alguien@vasos.test');
    await page.getByRole('button', { name: 'Enviar enlace' }).click();
    await expect(page.getByRole('status')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('signed-in screens', () => {
  // `walk`: a page of the main walks, checked on a phone too.
  const screens: { path: string; ready: (page: Page) => Promise<void>; walk?: boolean }[] = [
    {
      path: '/',
      walk: true,
      // The table on a desk, the cards on a phone.
      ready: (page) => expect(firstPeticion(page)).toBeVisible(),
    },
    {
      path: '/usuarios',
      walk: true,
      ready: (page) => expect(page.getByRole('columnheader', { name: 'Email' })).toBeVisible(),
    },
    {
      path: '/informes?periodo=ultimos-12',
      walk: true,
      ready: (page) => expect(page.getByRole('heading', { name: 'Embudo' })).toBeVisible(),
    },
    {
      path: '/precios',
      ready: (page) => expect(page.getByRole('link', { name: 'Serigrafias' })).toBeVisible(),
    },
    {
      path: '/precios/serigrafias',
      ready: (page) =>
        expect(page.getByRole('link', { name: 'Serigrafia 1 Color VF' })).toBeVisible(),
    },
    {
      path: '/precios/vasos',
      ready: (page) => expect(page.getByRole('link', { name: 'Ceniceros' })).toBeVisible(),
    },
    {
      path: '/precios/serigrafias/serigrafia_1_color_vf',
      walk: true,
      ready: async (page) => {
        await loadedPriceGrid(page, expectedTable('serigrafia_1_color_vf'));
      },
    },
    {
      path: '/precios/vasos/V500l',
      ready: async (page) => {
        await loadedPriceGrid(page, expectedTable('V500l'));
      },
    },
    {
      path: '/precios/vasos/no-existe',
      ready: (page) =>
        expect(page.getByRole('heading', { name: 'Tabla no encontrada' })).toBeVisible(),
    },
  ];

  for (const { path, ready, walk } of screens) {
    test(path, { tag: walk ? ['@walk'] : [] }, async ({ page }) => {
      await openSignedIn(page, path);
      await ready(page);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('/usuarios with the Agregar Usuario form open', async ({ page }) => {
    await openSignedIn(page, '/usuarios');
    await page.getByRole('button', { name: 'Agregar Usuario' }).click();
    await expect(page.getByRole('form', { name: 'Agregar Usuario' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a price table with an invalid value', async ({ page }) => {
    const table = expectedTable('serigrafia_1_color_vf');
    await openSignedIn(page, table.path);
    const grid = await loadedPriceGrid(page, table);
    await grid.getByLabel(inputLabel('Coste', 1), { exact: true }).fill('-1');
    await expect(grid.getByText('Valor no válido')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a price table while it saves', async ({ page }) => {
    const table = expectedTable('serigrafia_1_color_vf');
    await openSignedIn(page, table.path);
    const grid = await loadedPriceGrid(page, table);
    // The first row's update is held: the page stays in its saving state while axe runs.
    await holdCalls(page, 'POST', `${table.apiPath}/update`);
    await grid.getByRole('button', { name: 'Guardar' }).first().click();
    await expect(page.getByText(/^Guardando 1 de \d+…$/)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
