import { expect, test, type Browser, type Page } from '@playwright/test';
import { createStaffAccount, type StaffAccount } from './support/accounts';
import { priceRows } from './support/api';
import { recordDialogs, type DialogRecorder } from './support/dialogs';
import { expectedTable, inputLabel, inputText } from './support/tablas';
import { openSignedIn } from './support/session';
import { loadedPriceGrid, signInThroughForm, signOutButton } from './support/ui';
import { DEMO_ACCOUNT } from '../support/stack/auth';
import { stackUrls } from '../support/stack/stackEnv';

// Two members of staff on the same table, each in a browser of their own.
const table = expectedTable('serigrafia_2_colores_vf');
const SAVED = 'Datos guardados con éxito';
const FAILED = 'Error al guardar los datos';
const RECOVERED = 'Se han recuperado cambios sin guardar.';

type Editor = { page: Page; dialogs: DialogRecorder };

let colleague: StaffAccount;
test.beforeAll(async () => {
  colleague = await createStaffAccount('e2e-colega');
});

async function signInAndOpenTable(page: Page, account: { email: string; password: string }) {
  await signInThroughForm(page, account);
  await page.goto(table.path);
  await loadedPriceGrid(page, table);
}

/** The demo account starts signed in (openSignedIn); another account signs in through the form. */
async function openAs(page: Page, account: { email: string; password: string }): Promise<Editor> {
  const dialogs = recordDialogs(page);
  if (account === DEMO_ACCOUNT) {
    await openSignedIn(page, table.path);
    await loadedPriceGrid(page, table);
  } else {
    await signInAndOpenTable(page, account);
  }
  return { page, dialogs };
}

async function secondBrowser(browser: Browser) {
  const context = await browser.newContext({ baseURL: stackUrls().web, locale: 'es-ES' });
  return context.newPage();
}

const coste = (page: Page, row: number) =>
  page
    .getByRole('table', { name: table.heading })
    .getByLabel(inputLabel('Coste', row), { exact: true });

/** A coste no run has saved on this row yet: the server's value plus a step. */
async function freshCoste(row: number, step = 1.25) {
  const rows = await priceRows(table.apiPath);
  return String(Number((rows[row - 1]!.coste! + step).toFixed(2)));
}

async function saveAndExpect({ page, dialogs }: Editor, alert: string) {
  const before = dialogs.alerts().length;
  await page.getByRole('button', { name: 'Guardar' }).first().click();
  await expect.poll(() => dialogs.alerts().slice(before)).toEqual([alert]);
}

const storedCoste = async (row: number) => (await priceRows(table.apiPath))[row - 1]!.coste;

test(
  'two editors who loaded the same table both keep their changes',
  { tag: '@postgres' },
  async ({ page, browser }) => {
    const a = await openAs(page, DEMO_ACCOUNT);
    const b = await openAs(await secondBrowser(browser), colleague);
    const valueA = await freshCoste(3);
    const valueB = await freshCoste(4);

    await coste(a.page, 3).fill(valueA);
    await saveAndExpect(a, SAVED);
    await coste(b.page, 4).fill(valueB);
    await saveAndExpect(b, SAVED);

    expect(await storedCoste(3)).toBe(Number(valueA));
    expect(await storedCoste(4)).toBe(Number(valueB));
    // B's screen shows A's change, which B never typed, as every loaded number: with a comma.
    await expect(coste(b.page, 3)).toHaveValue(inputText(Number(valueA)));
    await b.page.context().close();
  },
);

/** A saves row 2's coste, then B, who loaded before, saves another coste there: a conflict. */
async function conflictOnRow2(page: Page, browser: Browser) {
  const a = await openAs(page, DEMO_ACCOUNT);
  const b = await openAs(await secondBrowser(browser), colleague);
  const values = { a: await freshCoste(2, 1.5), b: await freshCoste(2, 2.5) };
  await coste(a.page, 2).fill(values.a);
  await saveAndExpect(a, SAVED);
  await coste(b.page, 2).fill(values.b);
  await saveAndExpect(b, FAILED);
  const row = b.page
    .getByRole('table', { name: table.heading })
    .locator('tr', { has: b.page.getByLabel(inputLabel('Coste', 2), { exact: true }) });
  return { b, values, row };
}

test(
  'a field both changed shows Conflicto; Mantener los míos then saves this person’s value',
  { tag: '@postgres' },
  async ({ page, browser }) => {
    const { b, values, row } = await conflictOnRow2(page, browser);
    await expect(row.getByRole('group', { name: 'Conflicto' })).toBeVisible();
    await expect(row.getByText(`Su valor: ${inputText(Number(values.a))}`)).toBeVisible();
    await expect(coste(b.page, 2)).toHaveValue(values.b);
    await row.getByRole('button', { name: 'Mantener los míos' }).click();
    await saveAndExpect(b, SAVED);
    expect(await storedCoste(2)).toBe(Number(values.b));
    await b.page.context().close();
  },
);

test(
  'after a conflict, Usar sus valores shows and keeps the colleague’s value',
  { tag: '@postgres' },
  async ({ page, browser }) => {
    const { b, values, row } = await conflictOnRow2(page, browser);
    await row.getByRole('button', { name: 'Usar sus valores' }).click();
    await expect(coste(b.page, 2)).toHaveValue(inputText(Number(values.a)));
    await expect(row.getByRole('group', { name: 'Conflicto' })).toHaveCount(0);
    await saveAndExpect(b, SAVED);
    expect(await storedCoste(2)).toBe(Number(values.a));
    await b.page.context().close();
  },
);

test('unsaved values come back after a reload, and only to the account that typed them', async ({
  page,
}) => {
  const dialogs = recordDialogs(page);
  await signInAndOpenTable(page, DEMO_ACCOUNT);
  const typed = await freshCoste(5, 3.5);
  await coste(page, 5).fill(typed);

  await page.reload();
  await loadedPriceGrid(page, table);
  await expect(page.getByRole('status')).toHaveText(RECOVERED);
  await expect(coste(page, 5)).toHaveValue(typed);
  await expect(coste(page, 5)).toHaveClass(/number-cell--edited/);
  expect(dialogs.seen.map((dialog) => dialog.type)).toEqual(['beforeunload']);

  // The tab is closed unsaved; a colleague signs in at the same browser and sees none of it.
  const sameBrowser = await page.context().newPage();
  await page.close();
  const b = await openAs(sameBrowser, colleague);
  await expect(coste(b.page, 5)).toHaveValue(inputText((await storedCoste(5))!));
  await expect(b.page.getByText(RECOVERED)).toHaveCount(0);

  // The colleague signs out; the account that typed the value finds it again.
  await (await signOutButton(b.page)).click();
  await expect(b.page).toHaveURL(/\/signin$/);
  await signInAndOpenTable(b.page, DEMO_ACCOUNT);
  await expect(b.page.getByRole('status')).toHaveText(RECOVERED);
  await expect(coste(b.page, 5)).toHaveValue(typed);
});
