// Every screen that offers a button or an editable field, opened as a given member of staff, with
// what it may offer, each under the action of contract/permissions.ts that would do it: the UI
// role walk (test/ui/rolesScreens.test.tsx) checks each screen offers exactly what the table lets
// the viewer do. The screens about a taken request are in rolPeticionScreens.ts.
import { screen, within } from '@testing-library/react';
import type { Action, RequestHolder, Rol, StaffUsuario } from '../../contract';
import type { SessionUser } from '../../src/services/firebase';
import { serveAjustes } from './ajustesFixtures';
import { serveInforme } from './informeFixtures';
import { serveCliente } from './clientesFixtures';
import { DEMO_USER, PERSONAL_USER } from './fakeFirebase';
import { SERIGRAFIA_KEY, SERIGRAFIA_PAGE, serigrafiaRows, serveTable } from './preciosFixtures';
import { renderRoute } from './renderWithProviders';
import { READ_ONLY, SEARCH_BOX } from './screenTexts';
import { apiUrl, http, HttpResponse, server } from './server';

export type Viewer = { user: SessionUser; rol: Rol };

/** The demo accounts of either role, as the UI tests sign them in. */
export const VIEWERS: readonly Viewer[] = [
  { user: DEMO_USER, rol: 'administrador' },
  { user: PERSONAL_USER, rol: 'personal' },
];

/** A control a screen may offer: the action it does, and whether it is on the screen now. */
export type Offer = { action: Action; what: string; shown: () => boolean };

export type RolScreen = {
  name: string;
  /** Serves what the screen reads and opens it as `viewer`: the request it is about, if any. */
  open: (viewer: Viewer) => Promise<RequestHolder | undefined>;
  offers: readonly Offer[];
};

const button =
  (name: string, where: HTMLElement = document.body) =>
  () =>
    within(where).queryAllByRole('button', { name }).length > 0;
const textboxes = (where: () => HTMLElement) => () =>
  within(where()).queryAllByRole('textbox').length > 0;
const unmarked = () => screen.queryByText(READ_ONLY) === null;

const account = (user: SessionUser, rol: Rol, disabled = false): StaffUsuario => ({
  email: user.email ?? '',
  uid: user.id,
  staff: true,
  disabled,
  rol,
});
const JEFA = account({ id: 'uid-jefa', email: 'jefa@vasos.test' }, 'administrador');
const BAJA = account({ id: 'uid-baja', email: 'baja@vasos.test' }, 'personal', true);
const ALTA = account({ id: 'uid-alta', email: 'alta@vasos.test' }, 'personal');

export const ROL_SCREENS: readonly RolScreen[] = [
  {
    name: '/informes',
    async open({ user }) {
      serveInforme();
      renderRoute('/informes', { signedInAs: user });
      await screen.findByRole('heading', { name: 'Embudo' });
      return undefined;
    },
    offers: [
      {
        action: 'readInformes',
        what: 'the Informes link',
        shown: () => screen.queryAllByRole('link', { name: 'Informes' }).length > 0,
      },
      {
        action: 'readTeamInformes',
        what: 'the choice of Usuario',
        shown: () => screen.queryAllByRole('combobox', { name: 'Usuario' }).length > 0,
      },
    ],
  },
  {
    name: "a customer's page",
    async open({ user }) {
      serveCliente();
      renderRoute('/clientes/7', { signedInAs: user });
      await screen.findByRole('heading', { name: 'Discoteca La Cúpula' });
      return undefined;
    },
    offers: [
      { action: 'exportCustomerData', what: 'Exportar', shown: button('Exportar') },
      { action: 'eraseCustomerData', what: 'Suprimir', shown: button('Suprimir') },
    ],
  },
  {
    name: '/ajustes',
    async open({ user }) {
      serveAjustes();
      renderRoute('/ajustes', { signedInAs: user });
      await screen.findByText('Nombre comercial');
      return undefined;
    },
    offers: [
      { action: 'editAjustes', what: 'Guardar', shown: button('Guardar') },
      // In the page: the shell's search box is any staff member's (below).
      {
        action: 'editAjustes',
        what: 'a field to type in',
        shown: textboxes(() => screen.getByRole('main')),
      },
      {
        action: 'search',
        what: 'the search box',
        shown: () => screen.queryAllByRole('textbox', { name: SEARCH_BOX }).length > 0,
      },
      { action: 'editAjustes', what: 'no Solo lectura mark', shown: unmarked },
    ],
  },
  {
    name: '/usuarios',
    async open({ user }) {
      const accounts = [account(DEMO_USER, 'administrador'), JEFA, ALTA, BAJA];
      accounts.push(account(PERSONAL_USER, 'personal'));
      server.use(http.get(apiUrl('/api/admin/firebase/users'), () => HttpResponse.json(accounts)));
      renderRoute('/usuarios', { signedInAs: user });
      await screen.findByText(BAJA.email);
      return undefined;
    },
    offers: [
      { action: 'addUser', what: 'Agregar Usuario', shown: button('Agregar Usuario') },
      { action: 'deactivateUser', what: 'Desactivar', shown: button('Desactivar') },
      { action: 'reactivateUser', what: 'Reactivar', shown: button('Reactivar') },
      { action: 'changeRole', what: 'Hacer administrador', shown: button('Hacer administrador') },
      { action: 'changeRole', what: 'Quitar administrador', shown: button('Quitar administrador') },
    ],
  },
  {
    name: 'a price table',
    async open({ user }) {
      serveTable(SERIGRAFIA_KEY, serigrafiaRows(2));
      renderRoute(SERIGRAFIA_PAGE, { signedInAs: user });
      await within(await screen.findByRole('table')).findAllByRole('cell');
      return undefined;
    },
    offers: [
      { action: 'editPrices', what: 'Guardar', shown: button('Guardar') },
      { action: 'editPrices', what: 'an input', shown: textboxes(() => screen.getByRole('table')) },
      { action: 'editPrices', what: 'Importar CSV', shown: button('Importar CSV') },
      { action: 'editPrices', what: 'no Solo lectura mark', shown: unmarked },
      { action: 'readPrices', what: 'Exportar CSV', shown: button('Exportar CSV') },
      { action: 'readAuditLog', what: 'Historial', shown: button('Historial') },
    ],
  },
  {
    name: '/ (Peticiones)',
    async open({ user }) {
      const peticion = { id: 'p1', estado: 'nueva', asignado: false, peticiones: 'Vasos 200' };
      server.use(
        http.get(apiUrl('/api/admin/peticiones/sinasignar'), () =>
          HttpResponse.json({ data: [peticion] }),
        ),
      );
      renderRoute('/', { signedInAs: user });
      await screen.findByRole('cell', { name: 'Vasos 200' });
      return undefined;
    },
    offers: [
      { action: 'takePeticion', what: 'Asignar', shown: button('Asignar') },
      { action: 'createPeticion', what: 'Nueva petición', shown: button('Nueva petición') },
    ],
  },
];
