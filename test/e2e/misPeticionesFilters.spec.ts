import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { expectNoSidewaysPageScroll } from './support/fit';
import { expectNoSidewaysScroll, smallTapTargets } from './support/phone';
import { cardOf, openTablero, tableroColumn, takenRequest } from './support/tablero';
import { openSignedInHome } from './support/session';
import { isNarrow } from './support/ui';

// The board's filters kept in the address and its columns' sums, on a laptop and on a phone, axe
// clean (docs/screens.md, "Mis peticiones").

const MONEY = /^Presupuestado: \d{1,3}(\.\d{3})*,\d{2}\u00a0€$/;

test(
  "the filters live in the address, a reload keeps them, and each column's header sums its quotes",
  { tag: '@walk' },
  async ({ page }) => {
    // The order form's requests come through `Web`, on 25/07/2027 (takenRequest).
    const request = await takenRequest('filtros');
    await openSignedInHome(page);
    await openTablero(page, '?vista=equipo');
    const column = tableroColumn(page, 'Asignada');
    await expect(column.locator('.board-column__total')).toHaveText(MONEY);

    await page.getByRole('combobox', { name: 'Asignado' }).selectOption('admin@vasos.test');
    await page.getByLabel('Evento desde').fill('2027-07-25');
    await page.getByLabel('Evento hasta').fill('2027-07-25');
    await page.getByRole('combobox', { name: 'Origen' }).selectOption('Web');
    await expect(page).toHaveURL(
      /\?vista=equipo&asignado=admin%40vasos\.test&desde=2027-07-25&hasta=2027-07-25&origen=web$/,
    );
    await expect(cardOf(page, request)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    if (isNarrow(page)) {
      await expectNoSidewaysScroll(page, 'the board with its filters');
      expect(await smallTapTargets(page.locator('.board-toolbar'))).toEqual([]);
    } else {
      await expectNoSidewaysPageScroll(page);
    }

    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Asignado' })).toHaveValue('admin@vasos.test');
    await expect(page.getByLabel('Evento desde')).toHaveValue('2027-07-25');
    await expect(page.getByLabel('Evento hasta')).toHaveValue('2027-07-25');
    await expect(page.getByRole('combobox', { name: 'Origen' })).toHaveValue('web');
    await expect(cardOf(page, request)).toBeVisible();

    // A channel it did not come through leaves it out.
    await page.getByRole('combobox', { name: 'Origen' }).selectOption('WhatsApp');
    await expect(cardOf(page, request)).toHaveCount(0);
    await expect(page).toHaveURL(/origen=whatsapp$/);
  },
);
