import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEMO_USER, fakeAuth } from '../support/fakeFirebase';
import { deferred } from '../support/preciosFixtures';
import { renderRoute } from '../support/renderWithProviders';
import { SESSION_ENDED } from '../support/screenTexts';
import { apiUrl, http, HttpResponse, recordRequests, server } from '../support/server';

const USERS = apiUrl('/api/admin/firebase/users');
type Account = { email: string; uid: string; staff?: boolean; disabled?: boolean };

/** A users API holding `initial`; desactivar/reactivar change it, or answer `failWith`. */
function serveAccounts(initial: Account[], failWith?: number) {
  let accounts = initial;
  const requests = recordRequests();
  const setDisabled = (uid: string, disabled: boolean) => {
    if (failWith) return HttpResponse.json({ error: 'x' }, { status: failWith });
    accounts = accounts.map((account) =>
      account.uid === uid ? { ...account, disabled } : account,
    );
    return HttpResponse.json({ data: accounts.find((account) => account.uid === uid) });
  };
  server.use(
    http.get(USERS, () => HttpResponse.json(accounts)),
    http.post(`${USERS}/:uid/desactivar`, ({ params }) => setDisabled(String(params.uid), true)),
    http.post(`${USERS}/:uid/reactivar`, ({ params }) => setDisabled(String(params.uid), false)),
  );
  return {
    posts: () => requests.filter((request) => request.method === 'POST').map((r) => r.url),
    gets: () => requests.filter((request) => request.method === 'GET').length,
  };
}

const ME = { email: 'admin@vasos.test', uid: 'uid-admin', staff: true, disabled: false };
const MARTA = { email: 'marta@vasos.test', uid: 'uid-marta', staff: true, disabled: false };
const BAJA = { email: 'baja@vasos.test', uid: 'uid-baja', staff: true, disabled: true };

const rowOf = (email: string) => screen.getByRole('cell', { name: email }).closest('tr')!;
const cellsOf = (email: string) =>
  within(rowOf(email))
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

/** Opens /usuarios and waits for `email`'s row. */
async function openUsuarios(email = MARTA.email) {
  const rendered = renderRoute('/usuarios');
  await screen.findByText(email);
  return rendered;
}

describe('Usuarios: Desactivar and Reactivar', () => {
  it('the signed-in person’s own row has no action', async () => {
    serveAccounts([ME, MARTA, BAJA]);
    await openUsuarios();
    expect(within(rowOf(ME.email)).queryByRole('button')).not.toBeInTheDocument();
    expect(within(rowOf(MARTA.email)).getByRole('button')).toHaveTextContent('Desactivar');
    expect(within(rowOf(BAJA.email)).getByRole('button')).toHaveTextContent('Reactivar');
  });

  it('Desactivar asks first, naming the account; declining sends nothing', async () => {
    const api = serveAccounts([ME, MARTA]);
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    const { user } = await openUsuarios();
    await user.click(within(rowOf(MARTA.email)).getByRole('button', { name: 'Desactivar' }));
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(confirm.mock.calls[0][0]).toContain('marta@vasos.test');
    expect(api.posts()).toEqual([]);
    expect(cellsOf(MARTA.email)).toEqual([
      MARTA.email,
      MARTA.uid,
      'Sí',
      '—',
      'Activa',
      'Desactivar',
    ]);
  });

  it('Desactivar confirmed deactivates the account and the list reloads showing it', async () => {
    const api = serveAccounts([ME, MARTA]);
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    const { user } = await openUsuarios();
    await user.click(within(rowOf(MARTA.email)).getByRole('button', { name: 'Desactivar' }));
    await waitFor(() =>
      expect(cellsOf(MARTA.email)).toEqual([
        MARTA.email,
        MARTA.uid,
        'Sí',
        '—',
        'Desactivada',
        'Reactivar',
      ]),
    );
    expect(api.posts()).toEqual([`${USERS}/uid-marta/desactivar`]);
    expect(api.gets()).toBe(2);
    expect(window.alert).not.toHaveBeenCalled();
  });

  it('Reactivar enables the account again without asking, and the list reloads', async () => {
    const api = serveAccounts([ME, BAJA]);
    const confirm = jest.spyOn(window, 'confirm');
    const { user } = await openUsuarios(BAJA.email);
    await user.click(within(rowOf(BAJA.email)).getByRole('button', { name: 'Reactivar' }));
    await waitFor(() =>
      expect(cellsOf(BAJA.email)).toEqual([
        BAJA.email,
        BAJA.uid,
        'Sí',
        '—',
        'Activa',
        'Desactivar',
      ]),
    );
    expect(api.posts()).toEqual([`${USERS}/uid-baja/reactivar`]);
    expect(api.gets()).toBe(2);
    expect(confirm).not.toHaveBeenCalled();
  });

  it.each([
    ['Desactivar', 500, 'Error al desactivar la cuenta', MARTA],
    // A 409 gives its reason (the API's `error`) after the action's own text.
    ['Desactivar', 409, 'Error al desactivar la cuenta: x', MARTA],
    ['Reactivar', 500, 'Error al reactivar la cuenta', BAJA],
    ['Reactivar', 404, 'Error al reactivar la cuenta', BAJA],
  ])(
    '%s answered %i alerts "%s" and leaves the list as it was',
    async (button, status, message, account) => {
      const api = serveAccounts([ME, account], status);
      jest.spyOn(window, 'confirm').mockReturnValue(true);
      const { user } = await openUsuarios(account.email);
      const before = cellsOf(account.email);
      await user.click(within(rowOf(account.email)).getByRole('button', { name: button }));
      await waitFor(() => expect(window.alert).toHaveBeenCalledWith(message));
      expect(window.alert).toHaveBeenCalledTimes(1);
      expect(api.gets()).toBe(1);
      expect(cellsOf(account.email)).toEqual(before);
    },
  );

  it('the button is disabled while its call runs', async () => {
    const gate = deferred();
    serveAccounts([ME, BAJA]);
    server.use(
      http.post(`${USERS}/:uid/reactivar`, async () => {
        await gate.promise;
        return HttpResponse.json({ data: { ...BAJA, disabled: false } });
      }),
    );
    const { user } = await openUsuarios(BAJA.email);
    const reactivar = within(rowOf(BAJA.email)).getByRole('button', { name: 'Reactivar' });
    await user.click(reactivar);
    await waitFor(() => expect(reactivar).toBeDisabled());
    gate.resolve();
    await waitFor(() => expect(reactivar).toBeEnabled());
  });

  it('the second click of a double click on Reactivar does not reach the Desactivar that replaces it', async () => {
    const api = serveAccounts([ME, BAJA]);
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    const { user } = await openUsuarios(BAJA.email);
    await user.click(within(rowOf(BAJA.email)).getByRole('button', { name: 'Reactivar' }));
    const desactivar = await within(rowOf(BAJA.email)).findByRole('button', { name: 'Desactivar' });
    // The browser counts clicks at one spot: the second one of the burst reports detail 2.
    fireEvent.click(desactivar, { detail: 2 });
    expect(confirm).not.toHaveBeenCalled();
    expect(api.posts()).toEqual([`${USERS}/uid-baja/reactivar`]);
  });

  it('a Desactivar refused with 403 to someone staff no more ends the session, without the alert', async () => {
    serveAccounts([ME, MARTA], 403);
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    const { user, history } = await openUsuarios();
    fakeAuth.setStaff(DEMO_USER.id, false);
    await user.click(within(rowOf(MARTA.email)).getByRole('button', { name: 'Desactivar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SESSION_ENDED);
    expect(history.location.pathname).toBe('/signin');
    expect(window.alert).not.toHaveBeenCalled();
  });

  it('a backend that lists only email and uid shows Staff unknown and the account as active', async () => {
    serveAccounts([
      { email: ME.email, uid: ME.uid },
      { email: MARTA.email, uid: MARTA.uid },
    ]);
    await openUsuarios();
    expect(cellsOf(MARTA.email)).toEqual([
      MARTA.email,
      MARTA.uid,
      '—',
      '—',
      'Activa',
      'Desactivar',
    ]);
  });
});
