import { expect, test } from '@playwright/test';
import { apiPaths, type DataAnswer, type NuevoEnlace, type Presupuesto } from '../../contract';
import { authHeaders } from '../support/stack/auth';
import { apiUrl } from '../support/stack/stackEnv';
import { TEN_LINES } from '../support/tenLinePresupuesto';
import { seriousViolations } from './support/axe';
import {
  cardOf,
  LIVE_WITHIN_MS,
  openTablero,
  requestDialog,
  streamOpen,
  takenRequest,
} from './support/tablero';
import { openSignedInHome } from './support/session';
import { sidebar } from './support/ui';

// `Pedir cambios` through the customer's link, on their phone: the message reaches the assignee's
// open board as `Mensaje del cliente` on the card and on the sidebar's badge within 3 s, and both
// go once the assignee opens the request (docs/screens.md, "Mis peticiones" and "/c/{token}").

async function post<T>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(apiUrl(path), {
    method: 'POST',
    headers: {
      ...(await authHeaders()),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as DataAnswer<T>).data;
}

test('a message sent through the link shows on the assignee’s open board as Mensaje del cliente, and goes once they open it', async ({
  page,
}) => {
  const request = await takenRequest('cambios por enlace');
  const quote = await post<Presupuesto>(apiPaths.presupuestos(request.id), TEN_LINES);
  const { token } = await post<NuevoEnlace>(apiPaths.enlace(quote.id));

  await openSignedInHome(page);
  const live = streamOpen(page);
  await openTablero(page);
  await live;
  const card = cardOf(page, request);
  await expect(card).toBeVisible();
  await expect(card.getByText('Mensaje del cliente', { exact: true })).toHaveCount(0);

  // The customer, on their phone.
  const phone = await page.context().newPage();
  await phone.setViewportSize({ width: 390, height: 844 });
  await phone.goto(`/c/${token}`);
  const form = phone.getByRole('form', { name: 'Pedir cambios' });
  await expect(form).toBeVisible();
  await form.getByRole('button', { name: 'Enviar mensaje' }).click();
  await expect(form.getByRole('alert')).toHaveText('Escribe qué quieres cambiar.');
  await form.getByLabel('Qué quieres cambiar').fill('¿Podría ser el logo en azul?');
  await form.getByRole('button', { name: 'Enviar mensaje' }).click();
  await expect(form.getByRole('status')).toHaveText('Mensaje enviado. Te responderemos pronto.');
  // The page fits the phone: nothing wider than its screen, the form's button within reach.
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const button = (await form.getByRole('button', { name: 'Enviar mensaje' }).boundingBox())!;
  expect(button.x + button.width).toBeLessThanOrEqual(390);
  expect(await seriousViolations(phone)).toEqual([]);
  await phone.close();

  // Live on the board, with the badge.
  await expect(card.getByText('Mensaje del cliente', { exact: true })).toBeVisible({
    timeout: LIVE_WITHIN_MS,
  });
  await expect(
    sidebar(page).getByRole('link', { name: /mensaje del cliente sin leer/ }),
  ).toBeVisible({ timeout: LIVE_WITHIN_MS });
  expect(await seriousViolations(page)).toEqual([]);

  // The assignee opens it: the message is among the notes, and the mark goes.
  await card.getByRole('link', { name: request.nombre, exact: true }).click();
  const dialog = requestDialog(page, request.id);
  const notas = dialog.getByRole('region', { name: 'Notas' });
  await expect(notas.getByText('¿Podría ser el logo en azul?')).toBeVisible();
  await expect(notas.getByText('Mensaje del cliente:')).toBeVisible();
  await expect(card.getByText('Mensaje del cliente', { exact: true })).toHaveCount(0);
  await expect(sidebar(page).getByRole('link', { name: /mensaje del cliente/ })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
});
