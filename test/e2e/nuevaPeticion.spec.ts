import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiPaths, type AssignedPeticion, type NuevaPeticionBody } from '../../contract';
import { authHeaders } from '../support/stack/auth';
import { apiUrl } from '../support/stack/stackEnv';
import { createStaffAccount, type StaffAccount } from './support/accounts';
import { openSignedIn, openSignedInHome } from './support/session';
import { signInThroughForm } from './support/ui';

// Nueva petición and Editar across two people (docs/screens.md): a request typed in and left
// unassigned reaches a colleague's open list within 3 s; an edit made on a stale version is
// refused and keeps what was typed.
const LIVE_WITHIN_MS = 3_000;

let colleague: StaffAccount;
test.beforeAll(async () => {
  colleague = await createStaffAccount('nueva');
});

/**
 * The colleague's page, in a browser of its own: another account than the demo one signs in
 * through the form (openSignedIn starts the demo account only).
 */
async function colleaguePage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.setViewportSize({ width: 1280, height: 800 });
  return page;
}

/** Settles once the page's events stream is open: every change from then on reaches it. */
const streamOpen = (page: Page) =>
  page.waitForResponse(
    (response) => response.url().endsWith(apiPaths.peticionesEventos) && response.status() === 200,
  );

test('a request typed in with Asignármela unticked shows on a colleague’s open list within 3 s', async ({
  browser,
  page: mine,
}) => {
  const theirs = await colleaguePage(browser);
  const opened = streamOpen(theirs);
  await signInThroughForm(theirs, colleague);
  await opened;

  await openSignedInHome(mine);
  const order = `Copas de cava por teléfono ${Date.now()}`;
  await mine.getByRole('button', { name: 'Nueva petición' }).click();
  const form = mine.getByRole('form', { name: 'Nueva petición' });
  await form.getByLabel('Pedido').fill(`${order}\nPinzas`);
  await form.getByLabel('Cliente').fill('Peña La Parra');
  await form.getByLabel('Telefono').fill('612 345 678');
  await form.getByLabel('Correo').fill('parra@example.com');
  await form.getByLabel('Fecha de Evento').fill('2027-06-24');
  await form.getByLabel('País').fill('España');
  await form.getByLabel('Código Postal').fill('31001');
  await form.getByLabel('Origen').selectOption({ label: 'Teléfono' });
  await form.getByLabel('Asignármela').uncheck();
  await form.getByRole('button', { name: 'Crear petición' }).click();
  await expect(mine.getByText(/^Petición \d+ creada\./)).toBeVisible();

  await expect(theirs.getByRole('table').getByText(order, { exact: false })).toBeVisible({
    timeout: LIVE_WITHIN_MS,
  });
});

test('an edit made on a version a colleague changed meanwhile is refused, keeping what was typed', async ({
  browser,
  page: mine,
}) => {
  const body: NuevaPeticionBody = {
    peticiones: ['Vasos 500 ml con logo'],
    cliente: { nombre: 'Ana Ruiz', telefono: '600 111 222' },
    fecha_evento: '2027-05-01',
    pais: 'España',
    codigo_postal: '28013',
    origen: 'whatsapp',
    asignarme: true,
  };
  const created = await fetch(apiUrl(apiPaths.peticiones), {
    method: 'POST',
    headers: { ...(await authHeaders()), 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(created.status).toBe(201);
  const { id } = ((await created.json()) as { data: AssignedPeticion }).data;

  const path = `/mis-peticiones/${id}?vista=equipo`;
  await openSignedIn(mine, path);
  const theirs = await colleaguePage(browser);
  await signInThroughForm(theirs, colleague);
  await theirs.goto(path);
  for (const page of [mine, theirs]) {
    await page
      .getByRole('dialog', { name: `Petición ${id}` })
      .getByRole('button', { name: 'Editar' })
      .click();
  }
  const myForm = mine.getByRole('form', { name: 'Editar petición' });
  await myForm.getByLabel('Código Postal').fill('08001');

  const theirForm = theirs.getByRole('form', { name: 'Editar petición' });
  await theirForm.getByLabel('Cliente').fill('Ana Ruiz Soler');
  await theirForm.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(theirForm).toHaveCount(0);

  await myForm.getByRole('button', { name: 'Guardar cambios' }).click();
  const myDialog = mine.getByRole('dialog', { name: `Petición ${id}` });
  await expect(myDialog.getByText('Esta petición ha cambiado mientras la veías.')).toBeVisible();
  await expect(myForm.getByLabel('Código Postal')).toHaveValue('08001');
  await expect(myDialog.getByText('Ana Ruiz Soler').first()).toBeVisible();
});
