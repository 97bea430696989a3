import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { apiPaths, type ClienteExport, type NewPeticionBody } from '../../contract';
import { PERSONAL_ACCOUNT, signIn } from '../support/stack/auth';
import { apiUrl, stackUrls } from '../support/stack/stackEnv';
import { postPeticion, unassignedPeticiones } from './support/api';
import { seriousViolations } from './support/axe';
import {
  dialogField,
  LIVE_WITHIN_MS,
  openTablero,
  requestDialog,
  streamOpen,
  takenRequest,
  type TakenRequest,
} from './support/tablero';
import { expectNoSidewaysScroll, smallTapTargets } from './support/phone';
import { openSignedInHome } from './support/session';
import { signInThroughForm } from './support/ui';

// What an administrator does with someone else's request from its dialog, and with its customer's
// data from the customer's page the dialog links to, and what Personal are not offered
// (docs/screens.md, "The dialog of a taken request", "A customer's page"; docs/access.md, "Roles").

const ERASED = 'Datos suprimidos';

/** A number no other request has: erasing it touches this test's requests alone. */
const ownPhone = () => `6${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

const personalToken = async () =>
  (await signIn(PERSONAL_ACCOUNT.email, PERSONAL_ACCOUNT.password)).idToken;

async function openDialog(page: Page, request: TakenRequest): Promise<Locator> {
  await page.goto(`/mis-peticiones/${request.id}?vista=equipo`);
  const dialog = requestDialog(page, request.id);
  await expect(dialogField(dialog, 'Cliente')).toHaveText(request.nombre);
  return dialog;
}

/** A request of that phone nobody has taken, from the order form; its id and order. */
async function unassignedRequest(telefono: string): Promise<{ id: number; pedido: string }> {
  const order: NewPeticionBody = {
    peticiones: `Vasos sin asignar ${Date.now()}`,
    cliente: { nombre: 'Peña sin asignar', telefono },
    fecha_evento: '2027-07-26',
    pais: 'España',
    codigo_postal: '31001',
  };
  return { id: (await postPeticion(order)).id, pedido: order.peticiones as string };
}

/** A page of the assignee's own, in a browser of their own, listening to the live changes. */
async function assigneesPage(browser: Browser, open: (page: Page) => Promise<void>): Promise<Page> {
  const context = await browser.newContext({
    baseURL: stackUrls().web,
    locale: 'es-ES',
    viewport: { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  await signInThroughForm(page, PERSONAL_ACCOUNT);
  const opened = streamOpen(page);
  await open(page);
  await opened;
  return page;
}

/** The assignee's own board. */
const assigneesBoard = (browser: Browser) => assigneesPage(browser, openTablero);

/** The assignee's requests list, searched for `pedido`, which shows it. */
async function assigneesList(browser: Browser, pedido: string): Promise<Page> {
  const page = await assigneesPage(browser, (list) =>
    list.goto(`/?q=${encodeURIComponent(pedido)}`).then(() => undefined),
  );
  await expect(page.getByRole('cell', { name: pedido })).toBeVisible();
  return page;
}

/** The link of a request's card, whatever its customer's name reads now. */
const cardLink = (page: Page, id: number) =>
  page.locator(
    `.pipeline-card a[href="/mis-peticiones/${id}"], .pipeline-card a[href^="/mis-peticiones/${id}?"]`,
  );

const datosDelCliente = (where: Locator | Page) =>
  where.getByRole('region', { name: 'Datos del cliente' });

/** The customer's page, reached from the request's dialog. */
async function openClientePage(page: Page, request: TakenRequest): Promise<void> {
  const dialog = await openDialog(page, request);
  await dialog.getByRole('link', { name: 'Ver cliente' }).click();
  await expect(page).toHaveURL(new RegExp(`/clientes/${request.id}$`));
  // Named as their latest request is, which may be another one.
  await expect(page.getByRole('region', { name: /^Peticiones \(\d+\)$/ })).toBeVisible();
}

test("an administrator exports and erases a colleague's customer, and gives back a colleague's request", async ({
  page,
  browser,
}) => {
  const token = await personalToken();
  const telefono = ownPhone();
  const request = await takenRequest('datos', token, telefono);
  // The same customer asked again, and nobody has taken that one yet.
  const waiting = await unassignedRequest(telefono);
  const other = await takenRequest('liberar', token);
  const theirs = await assigneesBoard(browser);
  await expect(cardLink(theirs, request.id)).toHaveText(request.nombre);
  const theirList = await assigneesList(browser, waiting.pedido);
  await openSignedInHome(page);

  const dialog = await openDialog(page, request);
  await expect(dialogField(dialog, 'Asignado')).toHaveText(PERSONAL_ACCOUNT.email);
  await expect(datosDelCliente(dialog)).toHaveCount(0);
  await openClientePage(page, request);
  const section = datosDelCliente(page);
  const downloading = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Exportar' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`cliente-${request.id}.json`);
  const exported = JSON.parse(await readFile(await download.path(), 'utf8')) as {
    telefonos: string[];
    peticiones: ClienteExport['peticiones'];
  };
  expect(exported.telefonos).toEqual([telefono]);
  expect(exported.peticiones.map((peticion) => peticion.id)).toEqual([request.id, waiting.id]);
  expect(exported.peticiones[0]!.cliente).toMatchObject({ nombre: request.nombre, telefono });

  await section.getByRole('button', { name: 'Suprimir' }).click();
  await expect(page.getByRole('button', { name: 'Cancelar' })).toBeFocused();
  await page.getByRole('button', { name: 'Suprimir datos' }).click();
  await expect(page.getByText(ERASED)).toBeVisible();
  await expect(page.getByText(request.nombre)).toHaveCount(0);
  await expect(datosDelCliente(page)).toHaveCount(0);
  // Erased, the request reads so in its dialog, with no customer to link to.
  const erasedDialog = requestDialog(page, request.id);
  await page.goto(`/mis-peticiones/${request.id}?vista=equipo`);
  await expect(dialogField(erasedDialog, 'Cliente')).toHaveText(ERASED);
  await expect(dialogField(erasedDialog, 'Telefono')).toHaveText(ERASED);
  await expect(erasedDialog.getByRole('link', { name: 'Ver cliente' })).toHaveCount(0);
  // The assignee's board shows it live, and the request nobody had leaves their list: it can no
  // longer be taken.
  await expect(cardLink(theirs, request.id)).toHaveText(ERASED, { timeout: LIVE_WITHIN_MS });
  await expect(theirList.getByRole('cell', { name: waiting.pedido })).toHaveCount(0, {
    timeout: LIVE_WITHIN_MS,
  });
  await expect(theirList.getByText(/^0 de \d+ peticiones$/)).toBeVisible();
  expect((await unassignedPeticiones()).map((peticion) => peticion.id)).not.toContain(waiting.id);
  const taking = await fetch(apiUrl(apiPaths.asignar(waiting.id)), {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: '{}',
  });
  expect(taking.status).toBe(409);

  const handed = await openDialog(page, other);
  await handed.getByRole('button', { name: 'Liberar' }).click();
  await expect(handed.getByText('Esta petición ya no está asignada.')).toBeVisible();
  expect((await unassignedPeticiones()).map((peticion) => peticion.id)).toContain(other.id);
  await theirs.context().close();
  await theirList.context().close();
});

test("Personal are offered neither a customer's data nor giving back someone else's request", async ({
  page,
}) => {
  const request = await takenRequest('ajena');
  await signInThroughForm(page, PERSONAL_ACCOUNT);
  const dialog = await openDialog(page, request);
  await expect(dialog.getByRole('heading', { name: 'Notas' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Liberar' })).toHaveCount(0);
  await expect(dialog.getByRole('combobox', { name: 'Reasignar a' })).toHaveCount(0);
  await openClientePage(page, request);
  await expect(page.getByRole('region', { name: /^Peticiones/ })).toBeVisible();
  await expect(datosDelCliente(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Exportar' })).toHaveCount(0);
});

test(
  'Datos del cliente fits a phone, its question too, and passes axe',
  { tag: '@phone' },
  async ({ page }) => {
    const request = await takenRequest('datos en el móvil', undefined, ownPhone());
    await openSignedInHome(page);
    await openClientePage(page, request);
    const section = datosDelCliente(page);
    await section.getByRole('button', { name: 'Suprimir' }).click();
    await expect(page.getByRole('button', { name: 'Suprimir datos' })).toBeVisible();
    await section.scrollIntoViewIfNeeded();
    await expectNoSidewaysScroll(page, 'Datos del cliente');
    expect(await smallTapTargets(section)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await expect(section.getByRole('button', { name: 'Suprimir' })).toBeFocused();
  },
);
