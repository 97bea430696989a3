import { expect, test, type Page } from '@playwright/test';
import { LEAVE_QUESTION } from '../support/screenTexts';
import { DEMO_ACCOUNT } from '../support/stack/auth';
import { PETICIONES_PATH, USUARIOS_PATH, priceRows, unassignedPeticiones } from './support/api';
import { recordDialogs } from './support/dialogs';
import { LOAD_FAULTS, fulfillJson, recordCalls, routeApi } from './support/network';
import { expectGridToShow } from './support/priceGrid';
import { expectedTable, inputLabel, inputText, type ExpectedTable } from './support/tablas';
import { renderedRows } from './support/tables';
import { openSignedIn, openSignedInHome } from './support/session';
import { loadedPriceGrid, navigateTo, settle } from './support/ui';

const LOAD_ERROR = 'Error al cargar los datos';
const SAVE_ERROR = 'Error al guardar los datos';
const SAVED = 'Datos guardados con éxito';

const updatePath = (table: ExpectedTable) => `${table.apiPath}/update`;

test.describe('load failures', () => {
  for (const fault of LOAD_FAULTS) {
    test(`peticiones: ${fault.name} alerts "${LOAD_ERROR}" once and shows no rows`, async ({
      page,
    }) => {
      const dialogs = recordDialogs(page);
      const calls = await routeApi(page, 'GET', PETICIONES_PATH, fault.answer);
      await openSignedInHome(page);
      await expect.poll(() => dialogs.alerts()).toEqual([LOAD_ERROR]);
      const table = page.getByRole('table');
      await expect(table).toHaveAttribute('aria-rowcount', '1');
      expect(await renderedRows(table)).toEqual([]);
      await settle(page);
      expect(dialogs.alerts()).toEqual([LOAD_ERROR]);
      expect(calls).toHaveLength(1);
    });

    for (const table of [expectedTable('serigrafia_1_color_vf'), expectedTable('200')]) {
      test(`${table.heading}: ${fault.name} alerts "${LOAD_ERROR}" once and shows no rows`, async ({
        page,
      }) => {
        const dialogs = recordDialogs(page);
        const calls = await routeApi(page, 'GET', table.apiPath, fault.answer);
        await openSignedIn(page, table.path);
        await expect.poll(() => dialogs.alerts()).toEqual([LOAD_ERROR]);
        await expect(page.getByRole('heading', { name: table.heading })).toBeVisible();
        const grid = page.getByRole('table', { name: table.heading });
        await expect(grid).toHaveAttribute('aria-rowcount', '1');
        expect(await renderedRows(grid)).toEqual([]);
        await settle(page);
        expect(dialogs.alerts()).toEqual([LOAD_ERROR]);
        expect(calls).toHaveLength(1);
      });
    }
  }

  const usersFaults = [
    { name: 'a 500', answer: { status: 500, body: { error: 'boom' } } },
    // Only a bare array is a users list.
    {
      name: 'an answer that is not an array',
      answer: { status: 200, body: { data: [{ email: DEMO_ACCOUNT.email, uid: 'x' }] } },
    },
  ];
  for (const { name, answer } of usersFaults) {
    test(`users list: ${name} shows "No se han encontrado usuarios." without an alert`, async ({
      page,
    }) => {
      const dialogs = recordDialogs(page);
      await openSignedInHome(page);
      const calls = await routeApi(page, 'GET', USUARIOS_PATH, (route) =>
        fulfillJson(route, answer.status, answer.body),
      );
      await navigateTo(page, 'Usuarios');
      await expect(page.getByText('No se han encontrado usuarios.')).toBeVisible();
      await expect(page.getByRole('table')).toHaveCount(0);
      await settle(page);
      expect(calls.length).toBeGreaterThanOrEqual(1);
      expect(dialogs.seen).toEqual([]);
    });
  }
});

test.describe('a 401 cured by a token refresh', () => {
  const refreshes = (page: Page) => {
    const log: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('securetoken.googleapis.com/v1/token')) log.push('refresh');
    });
    return log;
  };

  test('peticiones: the call is retried once with a fresh token and the rows show', async ({
    page,
  }) => {
    const dialogs = recordDialogs(page);
    const log = refreshes(page);
    const calls = await routeApi(page, 'GET', PETICIONES_PATH, async (route, n) => {
      if (n > 1) return false;
      log.push('401');
      await fulfillJson(route, 401, { error: 'Token expired' });
    });
    await openSignedInHome(page);
    const expected = await unassignedPeticiones();
    await expect(page.getByRole('table')).toHaveAttribute(
      'aria-rowcount',
      String(expected.length + 1),
    );
    expect(calls).toHaveLength(2);
    expect((await calls[1]!.allHeaders())['authorization']).toMatch(/^Bearer \S+$/);
    expect(log.slice(log.indexOf('401'))).toContain('refresh');
    expect(dialogs.seen).toEqual([]);
  });

  test('a cup table: the call is retried once with a fresh token and the rows show', async ({
    page,
  }) => {
    const table = expectedTable('300');
    const dialogs = recordDialogs(page);
    const log = refreshes(page);
    const calls = await routeApi(page, 'GET', table.apiPath, async (route, n) => {
      if (n > 1) return false;
      log.push('401');
      await fulfillJson(route, 401, { error: 'Token expired' });
    });
    await openSignedIn(page, table.path);
    const grid = await loadedPriceGrid(page, table);
    await expectGridToShow(grid, table, await priceRows(table.apiPath));
    expect(calls).toHaveLength(2);
    expect((await calls[0]!.allHeaders())['authorization']).toMatch(/^Bearer \S+$/);
    expect((await calls[1]!.allHeaders())['authorization']).toMatch(/^Bearer \S+$/);
    expect(log.indexOf('refresh', log.indexOf('401'))).toBeGreaterThan(log.indexOf('401'));
    expect(dialogs.seen).toEqual([]);
  });
});

test.describe('save failures and guards', () => {
  test(`a failure mid-save alerts "${SAVE_ERROR}", stops, keeps the edits, and Guardar retries every row`, async ({
    page,
  }) => {
    const table = expectedTable('280');
    const dialogs = recordDialogs(page);
    await openSignedIn(page, table.path);
    const grid = await loadedPriceGrid(page, table);
    const before = await priceRows(table.apiPath);
    const cv = grid.getByLabel(inputLabel('cv', 1), { exact: true });
    const euro = grid.getByLabel(inputLabel('€', 5), { exact: true });
    const typedCv = String(Number((before[0]!.cv! + 0.5).toFixed(3)));
    const typedEuro = String(Number((before[4]!.Euro! + 0.5).toFixed(3)));
    await cv.fill(typedCv);
    await euro.fill(typedEuro);

    let failThird = true;
    const calls = await routeApi(page, 'POST', updatePath(table), async (route, n) => {
      if (!(failThird && n === 3)) return false;
      await fulfillJson(route, 500, { error: 'boom' });
    });
    await grid.getByRole('button', { name: 'Guardar' }).first().click();

    await expect.poll(() => dialogs.alerts()).toEqual([SAVE_ERROR]);
    await settle(page);
    expect(calls.map((call) => (call.postDataJSON() as { id: number }).id)).toEqual(
      before.slice(0, 3).map((row) => row.id),
    );
    // Row 1 was stored before the failure: it shows the stored number, with a decimal comma;
    // row 5 was not: it shows what was typed.
    await expect(cv).toHaveValue(inputText(Number(typedCv)));
    await expect(euro).toHaveValue(typedEuro);
    await expect(page.getByText(/^Guardando/)).toHaveCount(0);
    await expect(grid.getByRole('button', { name: 'Guardar', disabled: true })).toHaveCount(0);

    failThird = false;
    await grid.getByRole('button', { name: 'Guardar' }).last().click();
    await expect.poll(() => dialogs.alerts()).toEqual([SAVE_ERROR, SAVED]);
    const retried = calls.slice(3).map((call) => call.postDataJSON() as { id: number });
    expect(retried.map((body) => body.id)).toEqual(before.map((row) => row.id));
    expect(retried[0]).toMatchObject({ cv: Number(typedCv) });
    expect(retried[4]).toMatchObject({ Euro: Number(typedEuro) });
    const after = await priceRows(table.apiPath);
    expect(after[0]!.cv).toBe(Number(typedCv));
    expect(after[4]!.Euro).toBe(Number(typedEuro));
  });

  test('a double click on Guardar runs one save: one POST per row', async ({ page }) => {
    const table = expectedTable('ceniceros');
    const dialogs = recordDialogs(page);
    await openSignedIn(page, table.path);
    const grid = await loadedPriceGrid(page, table);
    const before = await priceRows(table.apiPath);
    await grid
      .getByLabel(inputLabel('Metalicos', 2), { exact: true })
      .fill(String(Number((before[1]!.Metalicos! + 0.25).toFixed(3))));
    const calls = await routeApi(page, 'POST', updatePath(table), async () => false);

    await grid.getByRole('button', { name: 'Guardar' }).nth(2).dblclick();
    await expect.poll(() => dialogs.alerts()).toEqual([SAVED]);
    await expect(page.getByText(/^Guardando/)).toHaveCount(0);
    await settle(page);
    expect(calls.map((call) => (call.postDataJSON() as { id: number }).id)).toEqual(
      before.map((row) => row.id),
    );
    expect(dialogs.alerts()).toEqual([SAVED]);
  });

  test('an empty or negative value is marked invalid and Guardar sends nothing until fixed', async ({
    page,
  }) => {
    const table = expectedTable('serigrafia_1_color_metalizado');
    const dialogs = recordDialogs(page);
    await openSignedIn(page, table.path);
    const grid = await loadedPriceGrid(page, table);
    const before = await priceRows(table.apiPath);
    const calls = await routeApi(page, 'POST', updatePath(table), async () => false);
    const coste = grid.getByLabel(inputLabel('Coste', 2), { exact: true });
    const venta = grid.getByLabel(inputLabel('Venta Real', 3), { exact: true });
    const invalidText = grid.getByText('Valor no válido');
    await expect(coste).toHaveAttribute('aria-invalid', 'false');
    await expect(invalidText).toHaveCount(0);

    await coste.fill('');
    await expect(coste).toHaveAttribute('aria-invalid', 'true');
    await expect(
      grid.locator('tbody > tr[aria-rowindex="3"]').getByText('Valor no válido'),
    ).toBeVisible();
    await venta.fill('-1');
    await expect(venta).toHaveAttribute('aria-invalid', 'true');
    await expect(invalidText).toHaveCount(2);
    await coste.fill('-0.5');
    await expect(coste).toHaveAttribute('aria-invalid', 'true');
    await expect(invalidText).toHaveCount(2);

    for (const button of [0, 1, 2]) {
      await grid.getByRole('button', { name: 'Guardar' }).nth(button).click();
    }
    await settle(page);
    await expect(page.getByText(/^Guardando/)).toHaveCount(0);
    expect(calls).toEqual([]);
    expect(dialogs.seen).toEqual([]);

    // Fixed (back to what was loaded): now one save goes out, with valid numbers only.
    await coste.fill(String(before[1]!.coste));
    await venta.fill(String(before[2]!.venta_real));
    await expect(invalidText).toHaveCount(0);
    await expect(coste).toHaveAttribute('aria-invalid', 'false');
    await grid.getByRole('button', { name: 'Guardar' }).first().click();
    await expect.poll(() => dialogs.alerts()).toEqual([SAVED]);
    expect(calls.map((call) => call.postDataJSON())).toEqual(before);
  });

  test('leaving a table with unsaved edits asks first: dismiss stays, accept leaves', async ({
    page,
  }) => {
    const table = expectedTable('serigrafia_2_colores_vf');
    const dialogs = recordDialogs(page);
    await openSignedIn(page, table.path);
    let grid = await loadedPriceGrid(page, table);

    // Nothing typed: leaving does not ask.
    await navigateTo(page, 'Precios');
    await expect(page).toHaveURL(/\/precios$/);
    await page.goBack();
    grid = await loadedPriceGrid(page, table);
    expect(dialogs.seen).toEqual([]);

    const coste = grid.getByLabel(inputLabel('Coste', 1), { exact: true });
    await coste.fill('9.99');
    dialogs.answerNextConfirm(false);
    await navigateTo(page, 'Peticiones');
    await expect.poll(() => dialogs.confirms()).toEqual([LEAVE_QUESTION]);
    await expect(page).toHaveURL(new RegExp(`${table.path}$`));
    await expect(coste).toHaveValue('9.99');

    dialogs.answerNextConfirm(true);
    await navigateTo(page, 'Peticiones');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: /^PETICIONES/ })).toBeVisible();
    expect(dialogs.confirms()).toHaveLength(2);
    expect(dialogs.alerts()).toEqual([]);
  });

  test('the back button with unsaved edits asks the same: dismiss stays, accept goes back', async ({
    page,
  }) => {
    const table = expectedTable('serigrafia_2_colores_vf');
    const dialogs = recordDialogs(page);
    await openSignedIn(page, '/precios/serigrafias');
    await page.getByRole('link', { name: table.tile, exact: true }).click();
    const grid = await loadedPriceGrid(page, table);
    const coste = grid.getByLabel(inputLabel('Coste', 1), { exact: true });
    await coste.fill('9.99');

    dialogs.answerNextConfirm(false);
    await page.goBack();
    await expect.poll(() => dialogs.confirms()).toEqual([LEAVE_QUESTION]);
    await expect(page).toHaveURL(new RegExp(`${table.path}$`));
    await expect(coste).toHaveValue('9.99');

    dialogs.answerNextConfirm(true);
    await page.goBack();
    await expect(page).toHaveURL(/\/precios\/serigrafias$/);
    expect(dialogs.confirms()).toEqual([LEAVE_QUESTION, LEAVE_QUESTION]);
  });

  test('reloading a table with unsaved edits asks the browser to confirm; without edits it does not', async ({
    page,
  }) => {
    const table = expectedTable('serigrafia_2_colores_vf');
    const dialogs = recordDialogs(page);
    await openSignedIn(page, table.path);
    const grid = await loadedPriceGrid(page, table);
    const coste = grid.getByLabel(inputLabel('Coste', 1), { exact: true });
    // Typed and put back: the page has had a user gesture (which the prompt needs) but no edit.
    const loaded = await coste.inputValue();
    await coste.fill('9.99');
    await coste.fill(loaded);
    await page.reload();
    await loadedPriceGrid(page, table);
    expect(dialogs.seen).toEqual([]);

    await coste.fill('9.99');
    await page.reload();
    await loadedPriceGrid(page, table);
    expect(dialogs.seen.map((dialog) => dialog.type)).toEqual(['beforeunload']);
  });
});

test.describe('assignment failures', () => {
  test('Asignar answered 409 alerts "Error al asignar la petición" and reloads the list', async ({
    page,
  }) => {
    const dialogs = recordDialogs(page);
    await openSignedInHome(page);
    const table = page.getByRole('table');
    const peticiones = await unassignedPeticiones();
    await expect(table).toHaveAttribute('aria-rowcount', String(peticiones.length + 1));
    const assignPath = `/api/admin/peticiones/${peticiones[0]!.id}/asignar`;
    const assigns = await routeApi(page, 'POST', assignPath, (route) =>
      fulfillJson(route, 409, { error: 'Already assigned' }),
    );
    const reloads = recordCalls(page, 'GET', PETICIONES_PATH);

    await table
      .locator('tbody > tr[aria-rowindex="2"]')
      .getByRole('button', { name: 'Asignar' })
      .click();
    await expect.poll(() => dialogs.alerts()).toEqual(['Error al asignar la petición']);
    await expect.poll(() => reloads.length).toBe(1);
    expect(assigns).toHaveLength(1);
    // Nobody really took it: after the reload it is still listed.
    await expect(table).toHaveAttribute('aria-rowcount', String(peticiones.length + 1));
    expect((await unassignedPeticiones()).map((p) => p.id)).toContain(peticiones[0]!.id);
  });
});
