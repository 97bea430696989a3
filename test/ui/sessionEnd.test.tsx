import { screen, waitFor, within } from '@testing-library/react';
import { DEMO_USER, fakeAuth, signOutUser } from '../support/fakeFirebase';
import {
  acceptUpdates,
  SERIGRAFIA_KEY,
  SERIGRAFIA_PAGE,
  serigrafiaRows,
  serveTable,
} from '../support/preciosFixtures';
import { renderRoute } from '../support/renderWithProviders';
import { SESSION_ENDED } from '../support/screenTexts';
import { apiUrl, http, HttpResponse, recordRequests, server } from '../support/server';

const SINASIGNAR = apiUrl('/api/admin/peticiones/sinasignar');
const USERS = apiUrl('/api/admin/firebase/users');
/** The account is staff no more: the API answers 403, and its next token lacks the claim. */
const forbidden = () => {
  fakeAuth.setStaff(DEMO_USER.id, false);
  return HttpResponse.json({ error: 'Sin acceso' }, { status: 403 });
};
const unauthorized = () => HttpResponse.json({ error: 'Token no válido' }, { status: 401 });

/** The session ended: on /signin with the message, Firebase signed out, nothing of it kept. */
async function expectLandedOnSignIn({ history, store }: ReturnType<typeof renderRoute>) {
  expect(await screen.findByRole('alert')).toHaveTextContent(SESSION_ENDED);
  expect(history.location.pathname).toBe('/signin');
  expect(signOutUser).toHaveBeenCalled();
  expect(fakeAuth.currentUser).toBeNull();
  const state = store.getState();
  expect(state.auth).toEqual({
    status: 'signedOut',
    user: null,
    token: null,
    role: null,
    signingOut: false,
  });
  expect(state.drafts).toEqual({});
  expect(state.api.queries).toEqual({});
  expect(state.api.mutations).toEqual({});
}

describe('a session that ends while the dashboard is open', () => {
  it.each([
    ['a 403 (staff claim removed)', forbidden],
    ['a 401 even after the forced refresh', unauthorized],
  ])(
    'a load answered with %s lands on /signin with the message and no load alert',
    async (_name, answer) => {
      const log = jest.spyOn(console, 'error');
      server.use(http.get(SINASIGNAR, answer));
      const rendered = renderRoute('/');
      await expectLandedOnSignIn(rendered);
      expect(window.alert).not.toHaveBeenCalled();
      expect(log).not.toHaveBeenCalled();
    },
  );

  it('a forced refresh that Firebase refuses (account disabled) ends it after one call', async () => {
    const requests = recordRequests();
    fakeAuth.refuseRefresh('auth/user-disabled');
    server.use(http.get(SINASIGNAR, unauthorized));
    const rendered = renderRoute('/');
    await expectLandedOnSignIn(rendered);
    expect(requests).toHaveLength(1);
    expect(window.alert).not.toHaveBeenCalled();
  });

  it('an Asignar answered 403 ends it without "Error al asignar la petición"', async () => {
    server.use(
      http.get(SINASIGNAR, () =>
        HttpResponse.json({ data: [{ id: 'p1', peticiones: 'Vasos', estado: 'nueva' }] }),
      ),
      http.post(apiUrl('/api/admin/peticiones/p1/asignar'), forbidden),
    );
    const rendered = renderRoute('/');
    await screen.findByText('Vasos');
    await rendered.user.click(screen.getByRole('button', { name: 'Asignar' }));
    await expectLandedOnSignIn(rendered);
    expect(window.alert).not.toHaveBeenCalled();
  });

  it('a Guardar refused half-way ends it: no save alert, the unsaved edits are gone', async () => {
    serveTable(SERIGRAFIA_KEY, serigrafiaRows(3));
    const stats = acceptUpdates(SERIGRAFIA_KEY, {
      latencyMs: 0,
      answer: (n) => (n === 2 ? forbidden() : HttpResponse.json({})),
    });
    const rendered = renderRoute(SERIGRAFIA_PAGE);
    const coste = await screen.findByRole('textbox', { name: 'Coste fila 1' });
    await rendered.user.clear(coste);
    await rendered.user.type(coste, '9');
    await rendered.user.click(screen.getAllByRole('button', { name: 'Guardar' })[0]);
    await expectLandedOnSignIn(rendered);
    expect(stats.received).toBe(2);
    expect(window.alert).not.toHaveBeenCalled();
  });

  it('the users list refused lands on /signin without logging a load failure', async () => {
    const log = jest.spyOn(console, 'error');
    server.use(http.get(USERS, forbidden));
    const rendered = renderRoute('/usuarios');
    await expectLandedOnSignIn(rendered);
    expect(log).not.toHaveBeenCalled();
  });

  it('Agregar Usuario refused ends it without "Error al crear el usuario"', async () => {
    server.use(
      http.get(USERS, () => HttpResponse.json([{ email: 'admin@vasos.test', uid: 'uid-admin' }])),
      http.post(USERS, forbidden),
    );
    const rendered = renderRoute('/usuarios');
    await screen.findByText('admin@vasos.test');
    await rendered.user.click(screen.getByRole('button', { name: 'Agregar Usuario' }));
    const form = screen.getByRole('form', { name: 'Agregar Usuario' });
    await rendered.user.type(within(form).getByLabelText('Correo'), 'nuevo@vasos.test');
    await rendered.user.type(within(form).getByLabelText('Contraseña'), 'secreta1');
    await rendered.user.click(within(form).getByRole('button', { name: 'Crear' }));
    await expectLandedOnSignIn(rendered);
    expect(window.alert).not.toHaveBeenCalled();
  });

  it('other failures (a 500) keep the session and alert as before', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get(SINASIGNAR, () => HttpResponse.json({}, { status: 500 })));
    const { history } = renderRoute('/');
    await waitFor(() => expect(window.alert).toHaveBeenCalledWith('Error al cargar los datos'));
    expect(history.location.pathname).toBe('/');
    expect(screen.queryByText(SESSION_ENDED)).not.toBeInTheDocument();
  });
});
