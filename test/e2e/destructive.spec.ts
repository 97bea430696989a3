import { expect, test, type Locator, type Page } from '@playwright/test';
import { PERSONAL_ACCOUNT } from '../support/stack/auth';
import { seriousViolations } from './support/axe';
import { requestDialog, takenRequest } from './support/tablero';
import { expectedTable, inputLabel } from './support/tablas';
import { openSignedIn } from './support/session';
import { loadedPriceGrid } from './support/ui';

// Buttons that destroy or give up something look destructive, in the built page's own styles, on
// a desk and on a phone, with enough contrast for axe (docs/screens.md, "Destructive actions").

/** The danger colour (styles.css, --danger) and the text on it. */
const DANGER = 'rgb(185, 28, 28)';
const ON_DANGER = 'rgb(255, 255, 255)';

const colours = (button: Locator) =>
  button.evaluate((element) => {
    const style = getComputedStyle(element);
    return { background: style.backgroundColor, text: style.color };
  });

/** `names` drawn as destructive, `plain` (if any) as an ordinary button; axe finds nothing. */
async function expectDestructive(page: Page, scope: Locator, names: string[], plain?: string) {
  for (const name of names) {
    const button = scope.getByRole('button', { name, exact: true });
    await expect(button, name).toBeVisible();
    expect(await colours(button), name).toEqual({ background: DANGER, text: ON_DANGER });
  }
  if (plain) {
    // An ordinary button beside them keeps the ordinary look.
    const ordinary = await colours(scope.getByRole('button', { name: plain, exact: true }));
    expect(ordinary.background).not.toBe(DANGER);
  }
  expect(await seriousViolations(page)).toEqual([]);
}

test(
  "a taken request's dialog: Marcar como perdida, Confirmar pérdida, Liberar",
  { tag: '@walk' },
  async ({ page }) => {
    const request = await takenRequest('destructiva');
    await openSignedIn(page, `/mis-peticiones/${request.id}`);
    const dialog = requestDialog(page, request.id);
    await dialog.getByRole('button', { name: 'Marcar como perdida' }).click();
    // It still asks first.
    await expect(dialog.getByLabel('Motivo')).toBeVisible();
    await expectDestructive(
      page,
      dialog,
      ['Marcar como perdida', 'Confirmar pérdida', 'Liberar'],
      'Editar',
    );
  },
);

test("a customer's page: Suprimir, Suprimir datos", { tag: '@walk' }, async ({ page }) => {
  const request = await takenRequest('destructiva-cliente');
  await openSignedIn(page, `/clientes/${request.id}`);
  const datos = page.getByRole('region', { name: 'Datos del cliente' });
  await datos.getByRole('button', { name: 'Suprimir', exact: true }).click();
  // It still asks first.
  await expect(page.getByRole('button', { name: 'Cancelar' }).last()).toBeFocused();
  await expectDestructive(page, page.locator('main'), ['Suprimir', 'Suprimir datos'], 'Exportar');
});

test(
  'a price table with an unsaved edit: Descartar cambios',
  { tag: '@walk' },
  async ({ page }) => {
    const table = expectedTable('serigrafia_1_color_vf');
    await openSignedIn(page, table.path);
    const grid = await loadedPriceGrid(page, table);
    await grid.getByLabel(inputLabel('Coste', 1), { exact: true }).fill('7');
    await expectDestructive(page, page.locator('.price-table-links'), ['Descartar cambios']);
  },
);

test('/usuarios: Desactivar', { tag: '@walk' }, async ({ page }) => {
  await openSignedIn(page, '/usuarios');
  const row = page
    .getByRole('region', { name: 'Lista de usuarios' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: PERSONAL_ACCOUNT.email, exact: true }) });
  await expectDestructive(page, row, ['Desactivar'], 'Hacer administrador');
});

test('a new quote: Quitar línea', { tag: '@walk' }, async ({ page }) => {
  const request = await takenRequest('quitar-linea');
  await openSignedIn(page, `/mis-peticiones/${request.id}/presupuesto`);
  await page.getByRole('button', { name: 'Añadir línea' }).click();
  await expectDestructive(page, page.locator('main'), ['Quitar línea 1'], 'Añadir línea');
});
