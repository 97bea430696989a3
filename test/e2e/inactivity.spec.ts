import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { signInThroughForm } from './support/ui';

// The session's end after 30 minutes without activity, on the browser's own clock made fake
// (docs/access.md, "Inactivity").
const WARNING = 'Tu sesión se cerrará en 1 minuto por inactividad.';
const ENDED = 'Tu sesión se ha cerrado por inactividad.';

const warning = (page: Page) => page.getByRole('alertdialog', { name: WARNING });

test.describe('Inactivity', () => {
  test.beforeEach(async ({ page }) => {
    // Installed before the app loads: every timer and Date of the page runs on it.
    await page.clock.install();
    await signInThroughForm(page);
  });

  test(
    'warns a minute before, Seguir conectado keeps the session, and the end says why',
    { tag: '@walk' },
    async ({ page }) => {
      await page.clock.fastForward('28:00');
      await expect(warning(page)).toBeHidden();
      await page.clock.fastForward('01:00');
      await expect(warning(page)).toBeVisible();
      await expect(warning(page).getByRole('button', { name: 'Seguir conectado' })).toBeFocused();
      expect(await seriousViolations(page)).toEqual([]);

      await warning(page).getByRole('button', { name: 'Seguir conectado' }).click();
      await expect(warning(page)).toBeHidden();
      await page.clock.fastForward('28:00');
      await expect(page).toHaveURL(/\/$/);
      await expect(warning(page)).toBeHidden();

      await page.clock.fastForward('02:00');
      await expect(page).toHaveURL(/\/signin$/);
      await expect(page.getByRole('alert')).toHaveText(ENDED);
    },
  );

  test('a key pressed keeps the session: the count starts again from it', async ({ page }) => {
    await page.clock.fastForward('20:00');
    await page.keyboard.press('Shift');
    await page.clock.fastForward('28:00');
    await expect(page).toHaveURL(/\/$/);
    await expect(warning(page)).toBeHidden();
    await page.clock.fastForward('02:00');
    await expect(page).toHaveURL(/\/signin$/);
  });

  test('activity in one tab keeps the other tab signed in', async ({ page, context }) => {
    // A second tab of the same browser, signed in on its own (each tab keeps its own session).
    const other = await context.newPage();
    await signInThroughForm(other);
    await page.clock.fastForward('20:00');
    await other.bringToFront();
    await other.keyboard.press('Shift');
    await page.bringToFront();
    await page.clock.fastForward('28:00');
    await expect(page).toHaveURL(/\/$/);
    await expect(warning(page)).toBeHidden();
    await page.clock.fastForward('02:00');
    await expect(page).toHaveURL(/\/signin$/);
    await expect(other).toHaveURL(/\/signin$/);
  });
});
