import { expect, test } from '@playwright/test';
import { apiPaths, type DataAnswer, type Presupuesto } from '../../contract';
import { authHeaders } from '../support/stack/auth';
import { apiUrl } from '../support/stack/stackEnv';
import { SEARCH_BOX, SEARCH_RESULTS } from '../support/screenTexts';
import { seriousViolations } from './support/axe';
import { expectNoSidewaysScroll, smallTapTargets } from './support/phone';
import { takenRequest } from './support/tablero';
import { openSignedInHome } from './support/session';

// The shell's search box against the whole stack (docs/screens.md, "Search"): reached with `/`, it
// finds a request by its phone written another way and a quote by its number, each result a link
// to its place; axe-clean with its results open, and on a phone (@walk) within the screen.

test(
  'finds a request by a phone written differently and a quote by its number',
  { tag: '@walk' },
  async ({ page }) => {
    // A phone of this run's own: nine digits, from 6, written with spaces when stored.
    const digits = `6${String(Date.now()).slice(-8)}`;
    const stored = `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`;
    const request = await takenRequest('búsqueda', undefined, stored);
    const saved = await fetch(apiUrl(apiPaths.presupuestos(request.id)), {
      method: 'POST',
      headers: { ...(await authHeaders()), 'Content-Type': 'application/json' },
      body: JSON.stringify({ lines: [{ cup: 'vasos/200', quantity: 500 }] }),
    });
    expect(saved.status).toBe(201);
    const quote = ((await saved.json()) as DataAnswer<Presupuesto>).data;

    await openSignedInHome(page);
    await page.locator('body').press('/');
    const box = page.getByRole('textbox', { name: SEARCH_BOX });
    await expect(box).toBeFocused();
    await box.fill(`+34 ${digits.slice(0, 3)}-${digits.slice(3)}`);
    const results = page.getByRole('region', { name: SEARCH_RESULTS });
    const found = results.getByRole('link', { name: new RegExp(`^Petición ${request.id} `) });
    await expect(found).toBeVisible();
    // Its customer, as `Clientes` lists them, links to their page by the customer's id.
    await expect(
      results.getByRole('region', { name: 'Clientes' }).getByRole('link'),
    ).toHaveAttribute('href', `/clientes/${request.id}`);
    expect(await seriousViolations(page)).toEqual([]);
    if ((page.viewportSize()?.width ?? Infinity) < 768) {
      await expectNoSidewaysScroll(page, 'search results');
      expect(await smallTapTargets(results)).toEqual([]);
    }
    await box.press('ArrowDown');
    await expect(found).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/mis-peticiones/${request.id}$`));
    const dialog = page.getByRole('dialog', { name: `Petición ${request.id}` });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    // The shortcut is not heard while a dialog is open: it has to be gone first.
    await expect(dialog).toBeHidden();

    await page.keyboard.press('Control+k');
    await expect(box).toBeFocused();
    await box.fill(quote.numero.toLowerCase());
    await results.getByRole('link', { name: new RegExp(quote.numero) }).click();
    await expect(page).toHaveURL(
      new RegExp(`/mis-peticiones/${request.id}/presupuestos/${quote.id}$`),
    );
  },
);
