// Asignar in the dialog of Ver, on the whole stack: the dialog then shows the request as the API
// has it, taken by the person, and leads to it on Mis peticiones.
import { expect, test } from '@playwright/test';
import type { NewPeticionBody, Peticion } from '../../contract';
import { DEMO_ACCOUNT } from '../support/stack/auth';
import { postPeticion, unassignedPeticiones } from './support/api';
import { dialogField, requestDialog } from './support/tablero';
import { recordDialogs } from './support/dialogs';
import { openSignedIn } from './support/session';

/** A request of the test's own, from the public order form: nobody has it yet. */
async function orderedRequest(): Promise<Peticion> {
  const order: NewPeticionBody = {
    peticiones: `Vasos para la boda ${Date.now()}`,
    cliente: { nombre: 'Peña del Ver', telefono: '622 111 000' },
    fecha_evento: '2027-08-14',
    pais: 'España',
    codigo_postal: '31002',
  };
  return postPeticion(order);
}

test('Asignar in Ver shows the request taken, with its stage and taker, and opens it on Mis peticiones', async ({
  page,
}) => {
  const dialogs = recordDialogs(page);
  const request = await orderedRequest();
  await openSignedIn(page, `/peticiones/${request.id}`);
  const dialog = requestDialog(page, request.id);
  await expect(dialogField(dialog, 'Asignado')).toHaveText('No');

  await dialog.getByRole('button', { name: 'Asignar' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Te has asignado esta petición.');
  await expect(dialogField(dialog, 'Estado')).toHaveText('Asignada');
  await expect(dialogField(dialog, 'Asignado')).toHaveText(DEMO_ACCOUNT.email);
  await expect(dialog.getByText('Esta petición ya no está sin asignar.')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Asignar' })).toHaveCount(0);
  const onBoard = dialog.getByRole('link', { name: 'Ver en Mis peticiones' });
  await expect(onBoard).toBeFocused();
  // The API has it taken by this person: it is no longer on the unassigned list.
  expect((await unassignedPeticiones()).map((p) => p.id)).not.toContain(request.id);

  await onBoard.click();
  await expect(page).toHaveURL(new RegExp(`/mis-peticiones/${request.id}$`));
  const taken = requestDialog(page, request.id);
  await expect(dialogField(taken, 'Estado')).toHaveText('Asignada');
  await expect(dialogField(taken, 'Asignado')).toHaveText(DEMO_ACCOUNT.email);
  // The assignee's own dialog: the way forward is offered.
  await expect(taken.getByRole('button', { name: 'Pasar a Presupuestada' })).toBeVisible();
  expect(dialogs.seen).toEqual([]);
});
