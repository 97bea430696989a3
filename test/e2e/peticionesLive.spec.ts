import { expect, test, type Page } from '@playwright/test';
import { apiPaths, type NewPeticionBody } from '../../contract';
import { signIn } from '../support/stack/auth';
import { apiUrl } from '../support/stack/stackEnv';
import { createStaffAccount } from './support/accounts';
import { postPeticion, unassignedPeticiones } from './support/api';
import { openSignedInHome } from './support/session';

// The live scenario: staff at the requests page with a search typed and the table scrolled; a
// colleague takes a request through the API, the order form posts a new one. Each change shows
// within 3 s, with nothing reloaded and nothing of the person's place lost.
const LIVE_WITHIN_MS = 3_000;
const SEARCH = 'ESPANA'; // capitals, no accent: finds "España"

const table = (page: Page) => page.getByRole('table');
const count = (page: Page) => page.getByText(/^\d+ de \d+ peticiones$/);
const searchbox = (page: Page) => page.getByRole('searchbox', { name: 'Buscar' });
const rowOf = (page: Page, id: number) =>
  table(page)
    .locator('tbody > tr')
    .filter({ has: page.locator(`[data-ver-id="${id}"]`) });

/** The requests in view in the table's scroll box, each with its distance from the box's top. */
const inView = (page: Page) =>
  table(page)
    .locator('tbody [data-ver-id]')
    .evaluateAll((buttons) => {
      const box = document.querySelector('.table-scroll')!.getBoundingClientRect();
      return buttons
        .map((button) => ({
          id: Number(button.getAttribute('data-ver-id')),
          top: Math.round(button.getBoundingClientRect().top - box.top),
        }))
        .filter(({ top }) => top > 60 && top < box.height - 40);
    });

/**
 * Settles once the page's events stream is open (its answer's headers arrived: the server
 * subscribes the stream before it sends them), so every change from then on reaches the page. Ask
 * before the page opens it.
 */
const streamOpen = (page: Page) =>
  page.waitForResponse(
    (response) => response.url().endsWith(apiPaths.peticionesEventos) && response.status() === 200,
  );

async function assignAs(token: string, id: number) {
  const response = await fetch(apiUrl(apiPaths.asignar(id)), {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: '{}',
  });
  expect(response.status).toBe(200);
}

test('a colleague takes a request and the order form posts one: the page follows within 3 s, keeping its place', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const colleague = await createStaffAccount('colega');
  const { idToken } = await signIn(colleague.email, colleague.password);

  const opened = streamOpen(page);
  await openSignedInHome(page);
  await opened;
  const loads: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith(apiPaths.peticionesSinAsignar)) loads.push(request.url());
  });
  const all = await unassignedPeticiones();
  const found = all.filter((p) => p.pais === 'España');
  await searchbox(page).fill(SEARCH);
  await expect(count(page)).toHaveText(`${found.length} de ${all.length} peticiones`);

  // Scrolled down a few rows, the focus still in Buscar.
  await page.locator('.table-scroll').evaluate((element) => (element.scrollTop = 200));
  await searchbox(page).focus();
  const before = await inView(page);
  expect(before.length).toBeGreaterThan(3);

  // A colleague takes a request the page shows in view: it goes, the rows above it stay put.
  const taken = before[1]!.id;
  await assignAs(idToken, taken);
  await expect(rowOf(page, taken)).toHaveCount(0, { timeout: LIVE_WITHIN_MS });
  await expect(count(page)).toHaveText(`${found.length - 1} de ${all.length - 1} peticiones`);
  const afterTaken = await inView(page);
  expect(afterTaken[0]).toEqual(before[0]);
  expect(afterTaken[1]!.id).toBe(before[2]!.id);
  await expect(searchbox(page)).toBeFocused();
  await expect(searchbox(page)).toHaveValue(SEARCH);

  // The order form posts a new request: it heads the list (out of view, above) at once.
  const order: NewPeticionBody = {
    peticiones: `Vasos de la prueba en directo ${Date.now()}`,
    cliente: { nombre: 'Peña La Parra', telefono: '612 345 678' },
    fecha_evento: '2027-06-24',
    pais: 'España',
    codigo_postal: '31001',
  };
  const created = await postPeticion(order);
  await expect(count(page)).toHaveText(`${found.length} de ${all.length} peticiones`, {
    timeout: LIVE_WITHIN_MS,
  });
  // It arrived above the view: what the person was looking at has not moved.
  expect(await inView(page)).toEqual(afterTaken);
  await expect(searchbox(page)).toBeFocused();
  // Neither change reloaded the list: each came alone over the stream.
  expect(loads).toEqual([]);
  await page.locator('.table-scroll').evaluate((element) => (element.scrollTop = 0));
  await expect(rowOf(page, created.id)).toContainText(order.peticiones as string);

  // A request open in its dialog that a colleague takes: the dialog stays, and says so.
  await rowOf(page, created.id).getByRole('button', { name: 'Ver' }).click();
  const dialog = page.getByRole('dialog', { name: `Petición ${created.id}` });
  await expect(dialog).toBeVisible();
  await assignAs(idToken, created.id);
  await expect(dialog.getByText('Esta petición ya no está sin asignar.')).toBeVisible({
    timeout: LIVE_WITHIN_MS,
  });
  await expect(dialog.getByText(order.peticiones as string)).toBeVisible();
});
