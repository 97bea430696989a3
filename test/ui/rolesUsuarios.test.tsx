import { screen, within } from '@testing-library/react';
import { PERSONAL_USER } from '../support/fakeFirebase';
import { renderRoute } from '../support/renderWithProviders';
import { apiUrl, http, HttpResponse, server } from '../support/server';

const USERS = apiUrl('/api/admin/firebase/users');

const ADMIN = { email: 'admin@vasos.test', uid: 'uid-admin', staff: true, disabled: false };
const PERSONAL = {
  email: PERSONAL_USER.email,
  uid: PERSONAL_USER.id,
  staff: true,
  disabled: false,
};
const BAJA = { email: 'baja@vasos.test', uid: 'uid-baja', staff: true, disabled: true };

const headers = () => screen.getAllByRole('columnheader').map((th) => th.textContent);

describe('Usuarios for Personal', () => {
  it('lists the accounts with no Agregar Usuario, no Acciones and no button on any row', async () => {
    server.use(http.get(USERS, () => HttpResponse.json([ADMIN, PERSONAL, BAJA])));
    renderRoute('/usuarios', { signedInAs: PERSONAL_USER });
    await screen.findByText(BAJA.email);
    expect(screen.getByRole('heading', { name: 'Usuarios' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Agregar Usuario' })).not.toBeInTheDocument();
    expect(headers()).not.toContain('Acciones');
    const list = screen.getByRole('region', { name: 'Lista de usuarios' });
    expect(within(list).queryByRole('button')).not.toBeInTheDocument();
  });
});
