import { expect, test } from '@playwright/test';
import { apiPaths, type AssignedPeticion, type DataAnswer, type Presupuesto } from '../../contract';
import { authHeaders } from '../support/stack/auth';
import { apiUrl } from '../support/stack/stackEnv';
import { TEN_LINES } from '../support/tenLinePresupuesto';
import { apiGet } from './support/api';
import {
  cardOf,
  openTablero,
  requestDialog,
  takenRequest,
  type TakenRequest,
} from './support/tablero';
import { openSignedInHome } from './support/session';
import { settle } from './support/ui';

// A quote's link in the request's dialog stays where it first shows while the rest of the dialog
// arrives, so a click aimed at it as soon as it shows opens the quote (docs/decisions.md,
// "Mis peticiones"). The dialog's sections come from two calls, the request's quotes and its
// detail (the whole request, notes, activity, the customer's other requests): the board's card
// holds only what it shows, so the dialog shows its sections once the detail has answered, and
// no link shows before them to move under a click.

type Arranged = { request: TakenRequest; quote: Presupuesto };

const LABEL = 'enlace del presupuesto';

/**
 * A request of the test's own, taken, with a quote. Made once per stack and found again by every
 * later run of the test (--repeat-each): the order form takes only so many new requests a minute.
 */
async function arranged(): Promise<Arranged> {
  const taken = (await apiGet<DataAnswer<AssignedPeticion[]>>(apiPaths.peticionesAsignadas)).data;
  const made = taken.find((p) => String(p.peticiones).includes(LABEL) && p.ultimoPresupuesto);
  if (made) {
    const quotes = await apiGet<DataAnswer<Presupuesto[]>>(apiPaths.presupuestos(made.id));
    const request = { id: made.id, nombre: String(made.cliente?.nombre), pedido: '' };
    return { request, quote: quotes.data[0]! };
  }
  const request = await takenRequest(LABEL);
  const saved = await fetch(apiUrl(apiPaths.presupuestos(request.id)), {
    method: 'POST',
    headers: { ...(await authHeaders()), 'Content-Type': 'application/json' },
    body: JSON.stringify(TEN_LINES),
  });
  expect(saved.status).toBe(201);
  return { request, quote: ((await saved.json()) as DataAnswer<Presupuesto>).data };
}

test('while the request’s detail is held back no quote link shows; once it answers the link stays put and opens the quote', async ({
  page,
}) => {
  const { request, quote } = await arranged();
  // A screen taller than the dialog: the dialog grows as its sections arrive.
  await page.setViewportSize({ width: 1280, height: 1200 });
  await openSignedInHome(page);
  await openTablero(page);
  // The detail answers only once the test says.
  let answerDetail!: () => void;
  const detailHeld = new Promise<void>((resolve) => (answerDetail = resolve));
  let detailAsked!: () => void;
  const asked = new Promise<void>((resolve) => (detailAsked = resolve));
  await page.route(new RegExp(`${apiPaths.peticion(request.id)}$`), async (route) => {
    detailAsked();
    await detailHeld;
    await route.continue();
  });

  await cardOf(page, request).getByRole('link').click();
  const dialog = requestDialog(page, request.id);
  const link = dialog.getByRole('link', { name: quote.numero, exact: true });
  await asked;
  await settle(page);
  await expect(link).toHaveCount(0);

  answerDetail();
  const activity = dialog.getByRole('region', { name: 'Actividad' });
  await expect(activity.getByRole('listitem').first()).toBeVisible();
  await expect(link).toBeVisible();
  const shown = (await link.boundingBox())!;
  const node = await link.elementHandle();
  await settle(page);
  expect(await link.boundingBox()).toEqual(shown);
  expect(await node!.evaluate((element) => element.isConnected)).toBe(true);

  // Where the link was when it first showed is where it is: the click reaches it.
  await page.mouse.click(shown.x + shown.width / 2, shown.y + shown.height / 2);
  await expect(page).toHaveURL(
    new RegExp(`/mis-peticiones/${request.id}/presupuestos/${quote.id}$`),
  );
  await expect(page.getByRole('heading', { name: `Presupuesto ${quote.numero}` })).toBeVisible();
});
