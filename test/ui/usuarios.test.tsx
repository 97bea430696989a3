import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { deferred } from '../support/preciosFixtures';
import { renderRoute } from '../support/renderWithProviders';
import { apiUrl, http, HttpResponse, recordRequests, server } from '../support/server';

const USERS = apiUrl('/api/admin/firebase/users');
// The signed-in person (DEMO_USER) is uid-admin.
const staff = [
  { email: 'admin@vasos.test', uid: 'uid-admin', staff: true, disabled: false },
  { email: 'marta@vasos.test', uid: 'uid-marta', staff: true, disabled: false },
  { email: 'baja@vasos.test', uid: 'uid-baja', staff: true, disabled: true },
  { email: 'extrano@example.com', uid: 'uid-extrano', staff: false, disabled: false },
];

/** The body rows as the cells' text. */
const shownRows = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

/** Once the list shows: opens Agregar Usuario, types the account and clicks Crear once. */
async function submitNewAccount(user: UserEvent, email: string, password: string) {
  await screen.findByText('admin@vasos.test');
  await user.click(screen.getByRole('button', { name: 'Agregar Usuario' }));
  const form = screen.getByRole('form', { name: 'Agregar Usuario' });
  await user.type(within(form).getByLabelText('Correo'), email);
  await user.type(within(form).getByLabelText('Contraseña'), password);
  await user.click(within(form).getByRole('button', { name: 'Crear' }));
  return form;
}

/** The list answers `staff`; creating an account answers 409, as for an e-mail already taken. */
const serveTakenEmail = () =>
  server.use(
    http.get(USERS, () => HttpResponse.json(staff)),
    http.post(USERS, () => HttpResponse.json({ error: 'taken' }, { status: 409 })),
  );

describe('Usuarios (/usuarios)', () => {
  it('lists Email and ID first, then Staff, Rol, Estado and Acciones, calling with the Bearer token', async () => {
    const requests = recordRequests();
    // Held until the loading text is seen, for the reason given in preciosTable.test.tsx's
    // "says Cargando… until the rows arrive": answered at once, the list could replace it first.
    const list = deferred();
    server.use(
      http.get(USERS, async () => {
        await list.promise;
        return HttpResponse.json(staff);
      }),
    );
    renderRoute('/usuarios');
    expect(await screen.findByText('Cargando usuarios...')).toBeInTheDocument();
    list.resolve();
    await screen.findByText('marta@vasos.test');
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Email',
      'ID',
      'Staff',
      'Rol',
      'Estado',
      'Acciones',
    ]);
    expect(shownRows()).toEqual([
      ['admin@vasos.test', 'uid-admin', 'Sí', '—', 'Activa', ''],
      ['marta@vasos.test', 'uid-marta', 'Sí', '—', 'Activa', 'Desactivar'],
      ['baja@vasos.test', 'uid-baja', 'Sí', '—', 'Desactivada', 'Reactivar'],
      ['extrano@example.com', 'uid-extrano', 'No', '—', 'Activa', 'Desactivar'],
    ]);
    expect(requests[0].authorization).toBe('Bearer token-1');
  });

  it('shows the empty text when there are no accounts', async () => {
    server.use(http.get(USERS, () => HttpResponse.json([])));
    renderRoute('/usuarios');
    expect(await screen.findByText('No se han encontrado usuarios.')).toBeInTheDocument();
  });

  it.each([
    ['a 500', () => HttpResponse.json({ error: 'x' }, { status: 500 })],
    ['a non-array answer', () => HttpResponse.json({ data: staff })],
  ])('on %s only logs: no alert, empty list, empty text', async (_name, answer) => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get(USERS, answer));
    renderRoute('/usuarios');
    expect(await screen.findByText('No se han encontrado usuarios.')).toBeInTheDocument();
    expect(log).toHaveBeenCalled();
    expect(window.alert).not.toHaveBeenCalled();
    expect(screen.queryByText('admin@vasos.test')).not.toBeInTheDocument();
  });

  it('Agregar Usuario creates an account, alerts success and reloads the list', async () => {
    const requests = recordRequests();
    let accounts = [staff[0]];
    server.use(
      http.get(USERS, () => HttpResponse.json(accounts)),
      http.post(USERS, async ({ request }) => {
        const body = (await request.json()) as { email: string };
        const created = { email: body.email, uid: 'uid-new', staff: true, disabled: false };
        accounts = [...accounts, created];
        return HttpResponse.json(created, { status: 201 });
      }),
    );
    const { user } = renderRoute('/usuarios');
    await submitNewAccount(user, 'nuevo@vasos.test', 'secreta1');
    expect(await screen.findByText('nuevo@vasos.test')).toBeInTheDocument();
    expect(window.alert).toHaveBeenCalledWith('Usuario creado con éxito');
    const post = requests.find((request) => request.method === 'POST');
    expect(post?.body).toEqual({ email: 'nuevo@vasos.test', password: 'secreta1' });
    expect(requests.filter((request) => request.method === 'GET')).toHaveLength(2);
  });

  it('a failed creation alerts and keeps what was typed', async () => {
    serveTakenEmail();
    const { user } = renderRoute('/usuarios');
    const form = await submitNewAccount(user, 'marta@vasos.test', 'secreta1');
    await waitFor(() => expect(window.alert).toHaveBeenCalledWith('Error al crear el usuario'));
    expect(within(form).getByLabelText('Correo')).toHaveValue('marta@vasos.test');
  });

  it('the second click of a double click on Crear sends nothing more', async () => {
    const requests = recordRequests();
    serveTakenEmail();
    const { user } = renderRoute('/usuarios');
    const form = await submitNewAccount(user, 'marta@vasos.test', 'secreta1');
    const crear = within(form).getByRole('button', { name: 'Crear' });
    await waitFor(() => expect(window.alert).toHaveBeenCalledWith('Error al crear el usuario'));
    await waitFor(() => expect(crear).toBeEnabled());
    // The browser counts clicks at one spot: the second one of the burst reports detail 2.
    fireEvent.click(crear, { detail: 2 });
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1);
    expect(window.alert).toHaveBeenCalledTimes(1);
  });
});
