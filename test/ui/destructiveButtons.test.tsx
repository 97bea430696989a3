import { cleanup, screen, within } from '@testing-library/react';
import { serveAjustes } from '../support/ajustesFixtures';
import { serveCliente } from '../support/clientesFixtures';
import { DEMO_USER, PERSONAL_USER } from '../support/fakeFirebase';
import { stubShowModal } from '../support/jsdomDialogs';
import { serveDetail, serveStaff, serveTaken, taken } from '../support/misPeticionesFixtures';
import {
  SERIGRAFIA_KEY,
  SERIGRAFIA_PAGE,
  serigrafiaRows,
  serveTable,
} from '../support/preciosFixtures';
import {
  MY_REQUEST,
  PRESUPUESTO_PAGE,
  servePresupuestoTablas,
  serveRequest,
} from '../support/presupuestoFixtures';
import { renderRoute } from '../support/renderWithProviders';
import { DESTRUCTIVE_BUTTONS } from '../support/screenTexts';
import { apiUrl, http, HttpResponse, noUnassignedPeticiones, server } from '../support/server';

// Every button that destroys or gives up something looks destructive (one shared variant, whose
// colour the end-to-end accessibility walks check), and no other button does (docs/screens.md,
// "Destructive actions"). Driven by one list: a button that loses the variant fails here.
const DESTRUCTIVE_CLASS = 'button-danger';

/** Each screen, brought to where its destructive buttons show (confirmations opened too). */
const SCREENS: { name: string; open: () => Promise<void> }[] = [
  {
    name: '/usuarios',
    async open() {
      const account = (email: string, rol: string, uid = `uid-${rol}-${email.length}`) => ({
        email,
        uid,
        staff: true,
        disabled: false,
        rol,
      });
      const accounts = [
        account(DEMO_USER.email!, 'administrador', DEMO_USER.id),
        account('jefa@vasos.test', 'administrador'),
        account(PERSONAL_USER.email!, 'personal'),
      ];
      server.use(http.get(apiUrl('/api/admin/firebase/users'), () => HttpResponse.json(accounts)));
      renderRoute('/usuarios');
      await screen.findByText('jefa@vasos.test');
    },
  },
  {
    name: 'a price table with an unsaved edit',
    async open() {
      serveTable(SERIGRAFIA_KEY, serigrafiaRows(2));
      const { user } = renderRoute(SERIGRAFIA_PAGE);
      await user.type(await screen.findByRole('textbox', { name: 'Coste fila 1' }), '5');
      await screen.findByRole('button', { name: 'Descartar cambios' });
    },
  },
  {
    name: "the dialog of one's own request, asked why it was lost",
    async open() {
      const peticion = taken(9);
      serveTaken(() => [peticion]);
      serveDetail(() => ({ peticion }));
      serveStaff();
      server.use(noUnassignedPeticiones);
      const { user } = renderRoute('/mis-peticiones/9');
      const dialog = await screen.findByRole('dialog', { name: 'Petición 9' });
      await user.click(await within(dialog).findByRole('button', { name: 'Marcar como perdida' }));
      await within(dialog).findByRole('button', { name: 'Confirmar pérdida' });
    },
  },
  {
    name: "a customer's page, asked whether to erase their data",
    async open() {
      serveCliente();
      const { user } = renderRoute('/clientes/7');
      const datos = await screen.findByRole('region', { name: 'Datos del cliente' });
      await user.click(within(datos).getByRole('button', { name: 'Suprimir' }));
      await screen.findByRole('button', { name: 'Suprimir datos' });
    },
  },
  {
    name: 'a new quote',
    async open() {
      serveRequest(MY_REQUEST);
      serveAjustes();
      servePresupuestoTablas();
      renderRoute(PRESUPUESTO_PAGE);
      await screen.findByRole('button', { name: 'Quitar línea 1' });
    },
  },
];

/** Every button on the page, by what it reads. */
const buttons = () =>
  screen.getAllByRole('button').map((button) => ({ text: button.textContent ?? '', button }));

beforeAll(stubShowModal);

describe.each(SCREENS)('$name', ({ open }) => {
  it('draws exactly its destructive buttons as destructive', async () => {
    await open();
    const shown = buttons();
    const marked = shown.filter(({ button }) => button.classList.contains(DESTRUCTIVE_CLASS));
    const destructive = shown.filter(({ text }) => DESTRUCTIVE_BUTTONS.includes(text));
    expect(destructive.length).toBeGreaterThan(0);
    expect(marked.map(({ text }) => text)).toEqual(destructive.map(({ text }) => text));
  });
});

test('every destructive button of the list is on some screen walked here', async () => {
  const seen = new Set<string>();
  for (const { open } of SCREENS) {
    await open();
    for (const { text } of buttons()) seen.add(text);
    cleanup();
  }
  expect(DESTRUCTIVE_BUTTONS.filter((label) => !seen.has(label))).toEqual([]);
});
