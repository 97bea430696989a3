import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import {
  tableroColumn,
  cardOf,
  dialogField,
  openTablero,
  requestDialog,
  takenRequest,
} from './support/tablero';
import { expectBoxesFit, expectNoSidewaysPageScroll } from './support/fit';
import { expectNoSidewaysScroll, smallTapTargets } from './support/phone';
import { openSignedInHome } from './support/session';
import { isNarrow } from './support/ui';

// Mis peticiones as staff meet it: the board and a taken request's dialog on a laptop (every
// column in view, nothing hidden) and on a phone (one stage at a time, chosen above the list), axe
// clean at both; moves with the keyboard alone; the view kept in the address (docs/screens.md).

const STAGES = ['Asignada', 'Presupuestada', 'Aceptada', 'En producción', 'Entregada'];

const estadoSelect = (page: Page) => page.getByRole('combobox', { name: 'Estado' });
const toggle = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

test(
  "the board and a request's dialog fit the screen and pass axe",
  { tag: '@walk' },
  async ({ page }) => {
    const request = await takenRequest('en pantalla');
    await openSignedInHome(page);
    await openTablero(page, '?perdidas=1');
    if (isNarrow(page)) {
      // One list, its stage chosen above it, each option with its count; the choice in the address.
      await expect(page.locator('.board-column')).toHaveCount(1);
      await expect(estadoSelect(page).getByRole('option')).toHaveText(
        [...STAGES, 'Perdida'].map((stage) => new RegExp(`^${stage} \\(\\d+\\)$`)),
      );
      await estadoSelect(page).selectOption('aceptada');
      await expect(page).toHaveURL(/[?&]estado=aceptada(&|$)/);
      await expect(tableroColumn(page, 'Aceptada')).toBeVisible();
      await page.reload();
      await expect(tableroColumn(page, 'Aceptada')).toBeVisible();
      await expect(estadoSelect(page)).toHaveValue('aceptada');
      await expectNoSidewaysScroll(page, 'the board');
      expect(await smallTapTargets(page.locator('.pipeline-page'))).toEqual([]);
      await estadoSelect(page).selectOption('asignada');
    } else {
      // Every column in view at once, the lost ones' too, and no card cut.
      for (const stage of [...STAGES, 'Perdida'])
        await expect(tableroColumn(page, stage)).toBeVisible();
      await expectNoSidewaysPageScroll(page);
      await expectBoxesFit(page, '.board-column');
      await expectBoxesFit(page, '.pipeline-card');
    }
    expect(await seriousViolations(page)).toEqual([]);

    await cardOf(page, request).getByRole('link').click();
    const dialog = requestDialog(page, request.id);
    await expect(dialogField(dialog, 'Estado')).toHaveText('Asignada');
    await expect(dialog.getByRole('heading', { name: 'Actividad' })).toBeVisible();
    await expect(dialog.getByText(/^Asignada a /)).toBeVisible();
    if (isNarrow(page)) await expectNoSidewaysScroll(page, "a taken request's dialog");
    else await expectNoSidewaysPageScroll(page);
    await expectBoxesFit(page, 'dialog[open]');
    // With the loss's reason asked for, too.
    await dialog.getByRole('button', { name: 'Marcar como perdida' }).click();
    await dialog.getByLabel('Motivo').selectOption('otro');
    await expect(dialog.getByLabel('Otro motivo')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  },
);

test('with the keyboard alone: open a card, move it, mark it lost and reopen it, close', async ({
  page,
}) => {
  const request = await takenRequest('teclado');
  await openSignedInHome(page);
  await openTablero(page);
  const card = cardOf(page, request).getByRole('link');
  await card.focus();
  await page.keyboard.press('Enter');
  const dialog = requestDialog(page, request.id);
  await expect(dialog).toBeFocused();

  /** Tabs forward until the focus is on `name`'s button, as a keyboard user would. */
  const tabTo = async (name: string) => {
    const button = dialog.getByRole('button', { name, exact: true });
    await expect(button).toBeVisible();
    for (let presses = 0; presses < 40; presses++) {
      if (await button.evaluate((element) => element === document.activeElement)) return;
      await page.keyboard.press('Tab');
    }
    throw new Error(`${name} never took the focus`);
  };

  await tabTo('Pasar a Presupuestada');
  await page.keyboard.press('Enter');
  await expect(dialogField(dialog, 'Estado')).toHaveText('Presupuestada');
  // Its button went with the move: the focus is on the first move offered now.
  await expect(dialog.getByRole('button', { name: 'Volver a Asignada' })).toBeFocused();

  await tabTo('Marcar como perdida');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Motivo')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await tabTo('Confirmar pérdida');
  await page.keyboard.press('Space');
  await expect(dialogField(dialog, 'Estado')).toHaveText('Perdida');
  await expect(dialog.getByText('Motivo: Precio', { exact: true })).toBeVisible();
  // Its history tells the loss with its reason, as the API recorded it.
  const actividad = dialog.getByRole('region', { name: 'Actividad' });
  await expect(actividad.getByRole('listitem').first()).toContainText(
    'Marcada como perdida. Motivo: Precio',
  );

  await expect(dialog.getByRole('button', { name: 'Reabrir' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialogField(dialog, 'Estado')).toHaveText('Presupuestada');

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(card).toBeFocused();
  await expect(tableroColumn(page, 'Presupuestada').filter({ has: card })).toHaveCount(1);
});

test('the view is in the address: a reload shows it again', async ({ page }) => {
  await openSignedInHome(page);
  await openTablero(page);
  await expect(toggle(page, 'Mías')).toHaveAttribute('aria-pressed', 'true');
  await toggle(page, 'Todo el equipo').click();
  await toggle(page, 'Para hoy').click();
  await toggle(page, 'Ver perdidas').click();
  await expect(page).toHaveURL(/\/mis-peticiones\?vista=equipo&hoy=1&perdidas=1$/);
  await page.reload();
  for (const name of ['Todo el equipo', 'Para hoy', 'Ver perdidas']) {
    await expect(toggle(page, name)).toHaveAttribute('aria-pressed', 'true');
  }
  await expect(toggle(page, 'Mías')).toHaveAttribute('aria-pressed', 'false');
  // Everyone's requests due today or earlier, each card naming its assignee.
  const cards = page.locator('.pipeline-card');
  await expect(cards.first()).toBeVisible();
  await expect(cards.locator('.pipeline-card__asignado').first()).toHaveText(/@vasos\.test$/);
  await expect(tableroColumn(page, 'Entregada')).toHaveText(/^Entregada \(0\)/);
  await page.goBack();
  await expect(page).toHaveURL(/\/mis-peticiones\?vista=equipo&hoy=1$/);
  await expect(toggle(page, 'Ver perdidas')).toHaveAttribute('aria-pressed', 'false');
});
