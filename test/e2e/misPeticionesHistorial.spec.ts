import { expect, test } from '@playwright/test';
import { apiPaths, HISTORIAL_PAGE } from '../../contract';
import { signIn } from '../support/stack/auth';
import { apiWrite, LIVE_WITHIN_MS, requestDialog, takenRequest } from './support/tablero';
import { openSignedInHome } from './support/session';

// A request noted for longer than a page: its dialog opens with the newest notes and activity,
// and shows the older ones on demand, a page at a time (docs/screens.md, "Notas and Actividad").

const OLDER = 5;

test('the dialog shows the newest page of notes and activity, the older ones on demand, and keeps them as a note arrives', async ({
  page,
}) => {
  const owner = await signIn();
  const request = await takenRequest('historial', owner.idToken);
  const noted = HISTORIAL_PAGE + OLDER;
  for (let number = 1; number <= noted; number += 1) {
    const status = await apiWrite(owner.idToken, apiPaths.notas(request.id), {
      texto: `Nota ${number}`,
    });
    expect(status, `Nota ${number}`).toBe(201);
  }

  await openSignedInHome(page);
  await page.goto(`/mis-peticiones/${request.id}`);
  const dialog = requestDialog(page, request.id);
  const notas = dialog.getByRole('region', { name: 'Notas' });
  const notaLines = notas.getByRole('listitem');
  await expect(notaLines).toHaveCount(HISTORIAL_PAGE);
  await expect(notaLines.first()).toContainText(`Nota ${noted}`);
  await expect(notaLines.last()).toContainText(`Nota ${OLDER + 1}`);

  await notas.getByRole('button', { name: 'Mostrar notas anteriores' }).click();
  await expect(notaLines).toHaveCount(noted);
  await expect(notaLines.last()).toContainText('Nota 1');
  await expect(notas.getByRole('button', { name: 'Mostrar notas anteriores' })).toHaveCount(0);

  // Every note is an entry of Actividad, and so is the taking: one page and the rest.
  const actividad = dialog.getByRole('region', { name: 'Actividad' });
  const activityLines = actividad.getByRole('listitem');
  await expect(activityLines).toHaveCount(HISTORIAL_PAGE);
  await actividad.getByRole('button', { name: 'Mostrar actividad anterior' }).click();
  await expect(activityLines).toHaveCount(noted + 1);
  await expect(activityLines.last()).toContainText('Asignada a');

  // A note written elsewhere arrives on top, and what was shown stays shown.
  expect(await apiWrite(owner.idToken, apiPaths.notas(request.id), { texto: 'Nota nueva' })).toBe(
    201,
  );
  await expect(notaLines.first()).toContainText('Nota nueva', { timeout: LIVE_WITHIN_MS });
  await expect(notaLines).toHaveCount(noted + 1);
  await expect(activityLines).toHaveCount(noted + 2);
});
