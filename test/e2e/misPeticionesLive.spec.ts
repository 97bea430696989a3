import { expect, test, type Browser } from '@playwright/test';
import { apiPaths, type AssignedPeticion, type DataAnswer } from '../../contract';
import { signIn } from '../support/stack/auth';
import { stackUrls } from '../support/stack/stackEnv';
import { createStaffAccount } from './support/accounts';
import { apiGet } from './support/api';
import {
  apiWrite,
  tableroColumn,
  cardOf,
  dialogField,
  LIVE_WITHIN_MS,
  openTablero,
  requestDialog,
  streamOpen,
  takenRequest,
} from './support/tablero';
import { openSignedInHome } from './support/session';
import { signInThroughForm } from './support/ui';

// Two members of staff on one taken request, each in a browser of their own: its assignee moves
// it, notes it and hands it over; the colleague, with its dialog open and a note half typed, sees
// each within 3 s without losing a letter or the focus (docs/screens.md, "Live"). A move based on
// an old version is refused and said so, keeping what was typed.

async function secondBrowser(browser: Browser) {
  const context = await browser.newContext({
    baseURL: stackUrls().web,
    locale: 'es-ES',
    timezoneId: 'America/Mexico_City',
    viewport: { width: 1280, height: 800 },
  });
  return context.newPage();
}

const versionOf = async (id: number) =>
  (await apiGet<DataAnswer<{ peticion: AssignedPeticion }>>(apiPaths.peticion(id))).data.peticion
    .version;

test('one moves, notes and hands over; the other sees each within 3 s; a stale move is told', async ({
  page,
  browser,
}) => {
  const colleague = await createStaffAccount('tablero');
  const owner = await signIn();
  const request = await takenRequest('en directo', owner.idToken);

  // Its assignee (the demo account) opens it from the board.
  await openSignedInHome(page);
  await openTablero(page);
  await cardOf(page, request).getByRole('link').click();
  const mine = requestDialog(page, request.id);
  await expect(dialogField(mine, 'Estado')).toHaveText('Asignada');

  // A colleague opens it at its address over the team's board, and starts a note.
  const other = await secondBrowser(browser);
  await signInThroughForm(other, colleague);
  const opened = streamOpen(other);
  await other.goto(`/mis-peticiones/${request.id}?vista=equipo`);
  await opened;
  const theirs = requestDialog(other, request.id);
  await expect(dialogField(theirs, 'Asignado')).toHaveText(owner.email);
  await expect(theirs.getByRole('heading', { name: 'Cambiar estado' })).toHaveCount(0);
  const typing = theirs.getByLabel('Añadir nota');
  await typing.fill('Le llamo mañana para');
  await typing.focus();
  const keepsTyping = async () => {
    await expect(typing).toHaveValue('Le llamo mañana para');
    await expect(typing).toBeFocused();
  };

  // A move.
  await mine.getByRole('button', { name: 'Pasar a Presupuestada' }).click();
  await expect(dialogField(mine, 'Estado')).toHaveText('Presupuestada');
  await expect(dialogField(theirs, 'Estado')).toHaveText('Presupuestada', {
    timeout: LIVE_WITHIN_MS,
  });
  await expect(cardOf(other, request)).toHaveCount(1);
  await expect(
    tableroColumn(other, 'Presupuestada').filter({ has: cardOf(other, request) }),
  ).toHaveCount(1);
  await keepsTyping();

  // A note.
  const note = `Pide una muestra ${Date.now()}`;
  await mine.getByLabel('Añadir nota').fill(note);
  await mine.getByRole('button', { name: 'Guardar nota' }).click();
  await expect(mine.getByText(note)).toBeVisible();
  await expect(theirs.getByText(note)).toBeVisible({ timeout: LIVE_WITHIN_MS });
  await keepsTyping();

  // A stale move: while it is on its way, the assignee's other tab (the API) sets a follow-up.
  await mine.getByLabel('Añadir nota').fill('Texto a medias');
  const version = await versionOf(request.id);
  await page.route(
    `**${apiPaths.etapa(request.id)}`,
    async (route) => {
      const body = { fecha: '2027-07-01', version };
      expect(await apiWrite(owner.idToken, apiPaths.seguimiento(request.id), body)).toBe(200);
      await route.continue();
    },
    { times: 1 },
  );
  await mine.getByRole('button', { name: 'Pasar a Aceptada' }).click();
  await expect(mine.getByText('Esta petición ha cambiado mientras la veías.')).toBeVisible();
  await expect(dialogField(mine, 'Estado')).toHaveText('Presupuestada');
  await expect(mine.getByLabel('Próximo seguimiento')).toHaveValue('2027-07-01');
  await expect(mine.getByLabel('Añadir nota')).toHaveValue('Texto a medias');
  // The day reaches the follow-up line and the history alike.
  await expect(theirs.getByText('Próximo seguimiento: 01/07/2027', { exact: true })).toHaveCount(
    2,
    { timeout: LIVE_WITHIN_MS },
  );
  await expect(
    theirs.getByRole('region', { name: 'Actividad' }).getByText('Próximo seguimiento: 01/07/2027'),
  ).toBeVisible();

  // A hand-over to the colleague: it leaves the assignee's Mías, and the colleague may move it.
  await mine.getByLabel('Reasignar a').selectOption(colleague.email);
  await mine.getByRole('button', { name: 'Reasignar' }).click();
  await expect(dialogField(mine, 'Asignado')).toHaveText(colleague.email);
  await expect(mine.getByRole('heading', { name: 'Cambiar estado' })).toHaveCount(0);
  await expect(cardOf(page, request)).toHaveCount(0);
  await expect(dialogField(theirs, 'Asignado')).toHaveText(colleague.email, {
    timeout: LIVE_WITHIN_MS,
  });
  await expect(theirs.getByRole('button', { name: 'Pasar a Aceptada' })).toBeVisible();
  await expect(theirs.getByText(`Reasignada de ${owner.email} a ${colleague.email}`)).toBeVisible();
  await keepsTyping();
  await other.context().close();
});
