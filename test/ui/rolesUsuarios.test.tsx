import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEMO_USER, PERSONAL_USER } from '../support/fakeFirebase';
import { renderRoute } from '../support/renderWithProviders';
import { apiUrl, http, HttpResponse, recordRequests, server } from '../support/server';

const USERS = apiUrl('/api/admin/firebase/users');
type Account = { email: string; uid: string; staff: boolean; disabled: boolean; rol: string };

const ADMIN: Account = {
  email: DEMO_USER.email,
  uid: DEMO_USER.id,
  staff: true,
  disabled: false,
  rol: 'administrador',
};
const JEFA: Account = { ...ADMIN, email: 'jefa@vasos.test', uid: 'uid-jefa' };
const PERSONAL: Account = {
  ...ADMIN,
  email: PERSONAL_USER.email,
  uid: PERSONAL_USER.id,
  rol: 'personal',
};
const BAJA: Account = { ...PERSONAL, email: 'baja@vasos.test', uid: 'uid-baja', disabled: true };

/** A users API holding `initial`; a role change changes it, or answers `refusal`. */
function serveAccounts(initial: Account[], refusal?: { status: number; error: string }) {
  let accounts = initial;
  const requests = recordRequests();
  server.use(
    http.get(USERS, () => HttpResponse.json(accounts)),
    http.post(`${USERS}/:uid/rol`, async ({ params, request }) => {
      if (refusal) return HttpResponse.json({ error: refusal.error }, { status: refusal.status });
      const { rol } = (await request.json()) as { rol: string };
      accounts = accounts.map((account) =>
        account.uid === params.uid ? { ...account, rol } : account,
      );
      return HttpResponse.json({ data: accounts.find((account) => account.uid === params.uid) });
    }),
  );
  return {
    posts: () =>
      requests
        .filter((request) => request.method === 'POST')
        .map((request) => [request.url, request.body]),
  };
}

const headers = () => screen.getAllByRole('columnheader').map((th) => th.textContent);
const rowOf = (email: string) => screen.getByRole('cell', { name: email }).closest('tr')!;
const cellsOf = (email: string) =>
  within(rowOf(email))
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const buttonsOf = (email: string) =>
  within(rowOf(email))
    .queryAllByRole('button')
    .map((button) => button.textContent);

async function openUsuarios(signedInAs = DEMO_USER, waitFor = PERSONAL.email) {
  const rendered = renderRoute('/usuarios', { signedInAs });
  await screen.findByText(waitFor);
  return rendered;
}

describe('Usuarios: roles', () => {
  it('shows each account’s Rol, and the administrator the button that changes it', async () => {
    serveAccounts([ADMIN, JEFA, PERSONAL, BAJA]);
    await openUsuarios();
    expect(headers()).toEqual(['Email', 'ID', 'Staff', 'Rol', 'Estado', 'Acciones']);
    expect(cellsOf(JEFA.email).slice(2, 5)).toEqual(['Sí', 'Administrador', 'Activa']);
    expect(cellsOf(PERSONAL.email).slice(2, 5)).toEqual(['Sí', 'Personal', 'Activa']);
    expect(buttonsOf(JEFA.email)).toEqual(['Desactivar', 'Quitar administrador']);
    expect(buttonsOf(PERSONAL.email)).toEqual(['Desactivar', 'Hacer administrador']);
    expect(buttonsOf(BAJA.email)).toEqual(['Reactivar', 'Hacer administrador']);
    // Nobody changes their own access.
    expect(buttonsOf(ADMIN.email)).toEqual([]);
  });

  it('Hacer administrador sends the new role and the list reloads with it', async () => {
    const api = serveAccounts([ADMIN, PERSONAL]);
    const { user } = await openUsuarios();
    await user.click(
      within(rowOf(PERSONAL.email)).getByRole('button', { name: 'Hacer administrador' }),
    );
    await waitFor(() => expect(cellsOf(PERSONAL.email)[3]).toBe('Administrador'));
    expect(buttonsOf(PERSONAL.email)).toEqual(['Desactivar', 'Quitar administrador']);
    expect(api.posts()).toEqual([[`${USERS}/${PERSONAL.uid}/rol`, { rol: 'administrador' }]]);
    expect(window.alert).not.toHaveBeenCalled();
  });

  it('Quitar administrador makes the account Personal again', async () => {
    const api = serveAccounts([ADMIN, JEFA]);
    const { user } = await openUsuarios(DEMO_USER, JEFA.email);
    await user.click(
      within(rowOf(JEFA.email)).getByRole('button', { name: 'Quitar administrador' }),
    );
    await waitFor(() => expect(cellsOf(JEFA.email)[3]).toBe('Personal'));
    expect(api.posts()).toEqual([[`${USERS}/${JEFA.uid}/rol`, { rol: 'personal' }]]);
  });

  it('a refusal for the last administrator tells the API’s reason and changes nothing', async () => {
    const reason = 'Debe quedar al menos un administrador activo';
    serveAccounts([ADMIN, JEFA], { status: 409, error: reason });
    const { user } = await openUsuarios(DEMO_USER, JEFA.email);
    await user.click(
      within(rowOf(JEFA.email)).getByRole('button', { name: 'Quitar administrador' }),
    );
    await waitFor(() =>
      expect(window.alert).toHaveBeenCalledWith(`Error al cambiar el rol: ${reason}`),
    );
    expect(window.alert).toHaveBeenCalledTimes(1);
    expect(cellsOf(JEFA.email)[3]).toBe('Administrador');
  });

  it('any other failure alerts "Error al cambiar el rol"', async () => {
    serveAccounts([ADMIN, PERSONAL], { status: 500, error: 'boom' });
    const { user } = await openUsuarios();
    await user.click(
      within(rowOf(PERSONAL.email)).getByRole('button', { name: 'Hacer administrador' }),
    );
    await waitFor(() => expect(window.alert).toHaveBeenCalledWith('Error al cambiar el rol'));
  });

  it('a double click changes the role once', async () => {
    const api = serveAccounts([ADMIN, PERSONAL]);
    const { user } = await openUsuarios();
    await user.click(
      within(rowOf(PERSONAL.email)).getByRole('button', { name: 'Hacer administrador' }),
    );
    const quitar = await within(rowOf(PERSONAL.email)).findByRole('button', {
      name: 'Quitar administrador',
    });
    // The second click of the burst lands on the button that took the first one's place.
    fireEvent.click(quitar, { detail: 2 });
    expect(api.posts()).toHaveLength(1);
  });
});

describe('Usuarios for Personal', () => {
  it('lists the accounts and their Rol with no Agregar Usuario, no Acciones, no button', async () => {
    serveAccounts([ADMIN, PERSONAL, BAJA]);
    await openUsuarios(PERSONAL_USER, BAJA.email);
    expect(screen.getByRole('heading', { name: 'Usuarios' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Agregar Usuario' })).not.toBeInTheDocument();
    expect(headers()).toEqual(['Email', 'ID', 'Staff', 'Rol', 'Estado']);
    expect(cellsOf(ADMIN.email)[3]).toBe('Administrador');
    const list = screen.getByRole('region', { name: 'Lista de usuarios' });
    expect(within(list).queryByRole('button')).not.toBeInTheDocument();
  });
});
