// The screens about a taken request (its dialog over Mis peticiones, a new quote, a saved quote),
// each opened on the viewer's own request and on a colleague's, with what each may offer under the
// action of contract/permissions.ts that would do it (see rolScreens.ts).
import { screen, waitFor, within } from '@testing-library/react';
import type { AssignedPeticion } from '../../contract';
import { serveAjustes } from './ajustesFixtures';
import { COLLEAGUE, serveDetail, serveStaff, serveTaken, taken } from './misPeticionesFixtures';
import {
  savedPresupuestoPage,
  servePresupuesto,
  servePresupuestoTablas,
  serveRequest,
  storedPresupuesto,
} from './presupuestoFixtures';
import { renderRoute } from './renderWithProviders';
import type { Offer, RolScreen, Viewer } from './rolScreens';
import { noUnassignedPeticiones, server } from './server';

type Whose = 'own' | "a colleague's";

/** The request a screen is about: the viewer's own (id 9), or a colleague's (id 8). */
function requestOf(viewer: Viewer, whose: Whose): AssignedPeticion {
  return whose === 'own'
    ? taken(9, { asignado: viewer.user.email ?? '', version: 3 })
    : taken(8, { asignado: COLLEAGUE, version: 5 });
}

const button = (name: string) => () => screen.queryAllByRole('button', { name }).length > 0;
const dialog = () => screen.getByRole('dialog');
const inDialog =
  (role: 'button' | 'combobox' | 'link' | 'region' | 'textbox', name: string) => () =>
    within(dialog()).queryAllByRole(role, { name }).length > 0;

const DIALOG_OFFERS: readonly Offer[] = [
  { action: 'movePeticion', what: 'Cambiar estado', shown: inDialog('region', 'Cambiar estado') },
  { action: 'releasePeticion', what: 'Liberar', shown: inDialog('button', 'Liberar') },
  { action: 'reassignPeticion', what: 'Reasignar a', shown: inDialog('combobox', 'Reasignar a') },
  { action: 'reassignPeticion', what: 'Reasignar', shown: inDialog('button', 'Reasignar') },
  { action: 'quotePeticion', what: 'Presupuestar', shown: inDialog('link', 'Presupuestar') },
  {
    action: 'setFollowUp',
    what: 'Próximo seguimiento (a date field)',
    shown: () => within(dialog()).queryByLabelText('Próximo seguimiento') !== null,
  },
  { action: 'editPeticion', what: 'Editar', shown: inDialog('button', 'Editar') },
  { action: 'notePeticion', what: 'Añadir nota', shown: inDialog('textbox', 'Añadir nota') },
  { action: 'notePeticion', what: 'Guardar nota', shown: inDialog('button', 'Guardar nota') },
  { action: 'readArchivos', what: 'Archivos', shown: inDialog('region', 'Archivos') },
  {
    action: 'uploadBoceto',
    what: 'Subir boceto (a file field)',
    shown: () => within(dialog()).queryByLabelText('Subir boceto') !== null,
  },
];

function dialogScreen(whose: Whose): RolScreen {
  return {
    name: `the dialog of ${whose} request`,
    async open(viewer) {
      const peticion = requestOf(viewer, whose);
      serveTaken(() => [peticion]);
      serveDetail((id) => (id === peticion.id ? { peticion } : undefined));
      serveStaff();
      server.use(noUnassignedPeticiones);
      renderRoute(`/mis-peticiones/${peticion.id}?vista=equipo`, { signedInAs: viewer.user });
      const shown = await screen.findByRole('dialog', { name: `Petición ${peticion.id}` });
      // The request's quotes come with Presupuestar's code: once they show, so would it.
      await within(shown).findByText('Todavía no tiene presupuestos.');
      return peticion;
    },
    offers: DIALOG_OFFERS,
  };
}

function newQuoteScreen(whose: Whose): RolScreen {
  return {
    name: `a new quote for ${whose} request`,
    async open(viewer) {
      const peticion = requestOf(viewer, whose);
      serveRequest(peticion);
      serveAjustes();
      servePresupuestoTablas();
      renderRoute(`/mis-peticiones/${peticion.id}/presupuesto`, { signedInAs: viewer.user });
      await screen.findByRole('link', { name: 'Volver a la petición' });
      await waitFor(() => expect(screen.queryByText('Cargando…')).toBeNull());
      return peticion;
    },
    offers: [
      {
        action: 'quotePeticion',
        what: 'Guardar presupuesto',
        shown: button('Guardar presupuesto'),
      },
      { action: 'quotePeticion', what: 'Añadir línea', shown: button('Añadir línea') },
    ],
  };
}

const LINE = { cup: 'vasos/200', quantity: 1000, print: null, unitPriceOverride: null };

function savedQuoteScreen(whose: Whose): RolScreen {
  return {
    name: `a saved quote of ${whose} request`,
    async open(viewer) {
      const peticion = requestOf(viewer, whose);
      const presupuesto = storedPresupuesto(
        { lines: [LINE], discountPercent: null },
        {
          peticionId: peticion.id,
        },
      );
      serveRequest(peticion);
      serveAjustes();
      servePresupuesto(presupuesto);
      renderRoute(savedPresupuestoPage(presupuesto), { signedInAs: viewer.user });
      await screen.findByRole('heading', { name: `Presupuesto ${presupuesto.numero}` });
      await screen.findByRole('button', { name: 'Descargar PDF' });
      // The link's state is read apart: once its section shows, so would its buttons.
      await screen.findByRole('region', { name: 'Enlace para el cliente' });
      return peticion;
    },
    offers: [
      {
        action: 'quotePeticion',
        what: 'Recalcular con precios actuales',
        shown: button('Recalcular con precios actuales'),
      },
      { action: 'shareQuote', what: 'Crear enlace', shown: button('Crear enlace') },
    ],
  };
}

export const ROL_PETICION_SCREENS: readonly RolScreen[] = (
  ['own', "a colleague's"] as const
).flatMap((whose) => [dialogScreen(whose), newQuoteScreen(whose), savedQuoteScreen(whose)]);
