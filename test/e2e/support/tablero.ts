// The board (Mis peticiones) and a taken request's dialog, for the end-to-end specs: a request
// of the test's own, taken through the API, and what the screens show of it.
import { expect, type Locator, type Page } from '@playwright/test';
import { apiPaths, type NewPeticionBody } from '../../../contract';
import { authHeaders } from '../../support/stack/auth';
import { apiUrl } from '../../support/stack/stackEnv';
import { postPeticion } from './api';

/** What the issue asks of every live change: shown within 3 s. */
export const LIVE_WITHIN_MS = 3_000;

export type TakenRequest = { id: number; nombre: string; pedido: string };

/**
 * A new request from the order form, taken by the holder of `token` (the demo account without
 * one): it starts `Asignada`, on that person's board. Its customer's name is the test's own; its
 * phone is shared with other tests' unless `telefono` is given (a test that erases a customer's
 * data needs a number of its own).
 */
export async function takenRequest(
  label: string,
  token?: string,
  telefono = '611 222 333',
): Promise<TakenRequest> {
  const mark = `${label} ${Date.now()}`;
  const order: NewPeticionBody = {
    peticiones: `Vasos de 500 ml para ${mark}`,
    cliente: { nombre: `Peña ${mark}`, telefono },
    fecha_evento: '2027-07-25',
    pais: 'España',
    codigo_postal: '31001',
  };
  const data = await postPeticion(order);
  const taken = await fetch(apiUrl(apiPaths.asignar(data.id)), {
    method: 'POST',
    headers: { ...(await authHeaders(token)), 'Content-Type': 'application/json' },
    body: '{}',
  });
  expect(taken.status).toBe(200);
  return { id: data.id, nombre: order.cliente!.nombre!, pedido: order.peticiones as string };
}

/** A write through the API as the holder of `token`; answers its status. */
export async function apiWrite(token: string, path: string, body: object): Promise<number> {
  const response = await fetch(apiUrl(path), {
    method: 'POST',
    headers: { ...(await authHeaders(token)), 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return response.status;
}

/**
 * Settles once the page's events stream is open (the server subscribes it before it answers), so
 * every change from then on reaches the page. Ask before the page opens it.
 */
export const streamOpen = (page: Page) =>
  page.waitForResponse(
    (response) => response.url().endsWith(apiPaths.peticionesEventos) && response.status() === 200,
  );

/** A stage's column, headed by its name and count (`Asignada (3)`). */
export const tableroColumn = (page: Page, stage: string) =>
  page.getByRole('region', { name: new RegExp(`^${stage} \\(\\d+\\)$`) });

/** The card of a request, wherever it is on the board. */
export const cardOf = (page: Page, request: TakenRequest) =>
  page.locator('.pipeline-card').filter({
    has: page.getByRole('link', { name: request.nombre, exact: true }),
  });

export const requestDialog = (page: Page, id: number) =>
  page.getByRole('dialog', { name: `Petición ${id}` });

/** What a field of the dialog shows (`Estado`, `Asignado`…). */
export const dialogField = (dialog: Locator, name: string) =>
  dialog
    .locator('.peticion-field')
    .filter({ has: dialog.page().locator('dt', { hasText: new RegExp(`^${name}$`) }) })
    .locator('dd');

/** The board of `/mis-peticiones` (with `search`), once its columns show. */
export async function openTablero(page: Page, search = ''): Promise<void> {
  await page.goto(`/mis-peticiones${search}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Mis peticiones' })).toBeVisible();
  await expect(page.getByText('Cargando…')).toHaveCount(0);
}
