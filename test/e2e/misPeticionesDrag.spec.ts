import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  apiPaths,
  type AssignedPeticion,
  type DataAnswer,
  type PeticionDetail,
} from '../../contract';
import { idToken } from '../support/stack/auth';
import { apiGet } from './support/api';
import { seriousViolations } from './support/axe';
import {
  apiWrite,
  cardOf,
  openTablero,
  requestDialog,
  tableroColumn,
  takenRequest,
} from './support/tablero';
import { openSignedInHome } from './support/session';

// Moving a card by dragging it with the mouse to another column, in Chromium's own drag and drop:
// the dialog's move, recorded by the API as one (docs/screens.md, "Mis peticiones"). The keyboard's
// way, through the request's dialog, is misPeticiones.spec.ts's.

const detail = async (id: number) =>
  (await apiGet<DataAnswer<PeticionDetail>>(apiPaths.peticion(String(id)))).data;

/**
 * Waits until the card can be picked up: the board makes a card draggable in an effect, once the
 * signed-in person is known to hold it, so a drag begun as the card first shows would move nothing.
 */
const draggableNow = (card: Locator) => expect(card).toHaveAttribute('draggable', 'true');

/**
 * Drags `card` onto `column` with the mouse, the drag begun on the card before anything scrolls:
 * Playwright's dragTo scrolls the target into view between pressing and moving, and on a board
 * taller than the window the press then starts the drag on whichever card scrolled under it.
 */
async function dragCard(page: Page, card: Locator, column: Locator) {
  await card.hover();
  await page.mouse.down();
  const box = (await card.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2 + 10, box.y + box.height / 2 + 10, { steps: 2 });
  await column.hover();
  await page.mouse.up();
}

test('a card dragged with the mouse to the next column lands there, and the API recorded the move', async ({
  page,
}) => {
  const request = await takenRequest('arrastre');
  await openSignedInHome(page);
  await openTablero(page);
  const card = cardOf(page, request);
  await expect(tableroColumn(page, 'Asignada').filter({ has: card })).toHaveCount(1);
  await draggableNow(card);

  await dragCard(page, card, tableroColumn(page, 'Presupuestada'));
  await expect(tableroColumn(page, 'Presupuestada').filter({ has: card })).toHaveCount(1);
  await expect(tableroColumn(page, 'Asignada').filter({ has: card })).toHaveCount(0);
  const moved = await detail(request.id);
  expect(moved.peticion.estado).toBe('presupuestada');
  expect(moved.actividad[0]).toMatchObject({ action: 'stage_change', target: String(request.id) });

  // A column the way does not lead to takes nothing: two stages on is not one move.
  await dragCard(page, card, tableroColumn(page, 'En producción'));
  await expect(tableroColumn(page, 'Presupuestada').filter({ has: card })).toHaveCount(1);
  expect((await detail(request.id)).peticion.estado).toBe('presupuestada');
});

test('a card dropped on Perdida asks why first, then is lost with that reason', async ({
  page,
}) => {
  const request = await takenRequest('arrastre perdida');
  await openSignedInHome(page);
  await openTablero(page, '?perdidas=1');
  const card = cardOf(page, request);
  await draggableNow(card);
  await dragCard(page, card, tableroColumn(page, 'Perdida'));
  const dialog = page.getByRole('dialog', { name: `Petición ${request.id}: marcar como perdida` });
  await expect(dialog).toBeVisible();
  // Nothing is sent without a reason.
  await dialog.getByRole('button', { name: 'Confirmar pérdida' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Elige un motivo.');
  await dialog.getByLabel('Motivo').selectOption('plazo');
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Confirmar pérdida' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(tableroColumn(page, 'Perdida').filter({ has: card })).toHaveCount(1);
  await expect(card).toContainText('Motivo: Plazo');
  const lost = (await detail(request.id)).peticion;
  expect(lost).toMatchObject({
    estado: 'perdida',
    perdida: { desde: 'asignada', motivo: 'plazo' },
  });

  // Dropped back on the stage it left: reopened there, as Reabrir does.
  await dragCard(page, card, tableroColumn(page, 'Asignada'));
  await expect(tableroColumn(page, 'Asignada').filter({ has: card })).toHaveCount(1);
  expect((await detail(request.id)).peticion.estado).toBe('asignada');
});

/**
 * The next move of request `id` is refused as stale: while it is on its way, the assignee's other
 * tab (the API) sets a follow-up, so the version it carries is no longer the request's.
 */
async function refuseNextMoveAsStale(page: Page, id: number, fecha: string) {
  const { version } = (await detail(id)).peticion as AssignedPeticion;
  await page.route(
    `**${apiPaths.etapa(id)}`,
    async (route) => {
      const body = { fecha, version };
      expect(await apiWrite(await idToken(), apiPaths.seguimiento(id), body)).toBe(200);
      await route.continue();
    },
    { times: 1 },
  );
}

test('a drop refused as stale (409) says what the dialog says, and the card stays where it is', async ({
  page,
}) => {
  const request = await takenRequest('arrastre 409');
  await openSignedInHome(page);
  await openTablero(page);
  const card = cardOf(page, request);
  await draggableNow(card);
  await refuseNextMoveAsStale(page, request.id, '2027-07-01');
  const moved = page.waitForResponse(
    (response) => response.url().endsWith(apiPaths.etapa(request.id)) && response.status() === 409,
  );
  await dragCard(page, card, tableroColumn(page, 'Presupuestada'));
  await moved;
  const dropMessage = page.locator('.pipeline-page > [role="alert"]');
  await expect(dropMessage).toHaveText('Esta petición ha cambiado mientras la veías.');
  await expect(tableroColumn(page, 'Asignada').filter({ has: card })).toHaveCount(1);
  expect((await detail(request.id)).peticion.estado).toBe('asignada');
  const dropSays = await dropMessage.textContent();

  // The dialog's move, refused the same way, says the same words.
  await card.getByRole('link', { name: request.nombre, exact: true }).click();
  const dialog = requestDialog(page, request.id);
  await refuseNextMoveAsStale(page, request.id, '2027-07-02');
  await dialog.getByRole('button', { name: 'Pasar a Presupuestada' }).click();
  await expect(dialog.getByRole('status')).toHaveText(dropSays!);
});
