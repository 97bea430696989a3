import { act, render, screen, waitFor } from '@testing-library/react';
import { useAuth } from '../../src/features/auth/AuthContext';
import { RESET_ANSWER } from '../../src/features/auth/ForgotPasswordPage';
import {
  DEMO_USER,
  fakeAuth,
  sendPasswordReset,
  signInWithPassword,
  signOutUser,
} from '../support/fakeFirebase';
import { renderRoute, renderWithProviders } from '../support/renderWithProviders';
import { apiUrl, http, HttpResponse, server } from '../support/server';

function servePeticiones(rows: unknown[] = []) {
  server.use(
    http.get(apiUrl('/api/admin/peticiones/sinasignar'), () => HttpResponse.json({ data: rows })),
  );
}

describe('sign-in page', () => {
  it('shows Correo (email, required), Contraseña (password, required), Iniciar Sesión and the reset link', async () => {
    renderRoute('/signin', { signedInAs: null });
    const email = screen.getByLabelText('Correo');
    const password = screen.getByLabelText('Contraseña');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toBeRequired();
    expect(screen.getByRole('button', { name: 'Iniciar Sesión' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Has olvidado tu Contraseña' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('signs in with e-mail and password and lands on /', async () => {
    servePeticiones();
    const { user, history, store } = renderRoute('/signin', { signedInAs: null });
    await user.type(screen.getByLabelText('Correo'), 'admin@vasos.test');
    await user.type(screen.getByLabelText('Contraseña'), 'vasos2026');
    await user.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
    await waitFor(() => expect(history.location.pathname).toBe('/'));
    expect(signInWithPassword).toHaveBeenCalledWith('admin@vasos.test', 'vasos2026');
    expect(store.getState().auth).toMatchObject({ status: 'signedIn', token: 'token-2' });
    expect(await screen.findByText('PETICIONES')).toBeInTheDocument();
  });

  it('alerts the provider message on failure and stays on /signin', async () => {
    const { user, history } = renderRoute('/signin', { signedInAs: null });
    await user.type(screen.getByLabelText('Correo'), 'admin@vasos.test');
    await user.type(screen.getByLabelText('Contraseña'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
    await waitFor(() =>
      expect(window.alert).toHaveBeenCalledWith(
        'Error signing in: Firebase: Error (auth/invalid-credential).',
      ),
    );
    expect(history.location.pathname).toBe('/signin');
    expect(screen.getByLabelText('Correo')).toHaveValue('admin@vasos.test');
  });

  it('sends a signed-in user who opens /signin to /', async () => {
    servePeticiones();
    const { history } = renderRoute('/signin');
    await waitFor(() => expect(history.location.pathname).toBe('/'));
  });
});

describe('protected layout', () => {
  it('redirects to /signin with replace when nobody is signed in', async () => {
    const { history } = renderRoute('/precios', { signedInAs: null });
    await waitFor(() => expect(history.location.pathname).toBe('/signin'));
    expect(history.action).toBe('REPLACE');
  });

  it('shows Cargando… and does not redirect before Firebase reports', async () => {
    const { history } = renderRoute('/usuarios', { signedInAs: 'pending' });
    // Once the layout's code has loaded, the layout itself (not the loading fallback around the
    // routes, which reads the same) must still be waiting for Firebase.
    await act(() => import('../../src/app/ProtectedLayout'));
    expect(screen.getByText('Cargando…')).toBeInTheDocument();
    expect(history.location.pathname).toBe('/usuarios');
  });

  it('shows the sidebar: product name, Usuarios, Peticiones, Mis peticiones, Clientes, Informes, Precios, Ajustes and Cerrar Sesión', async () => {
    servePeticiones();
    renderRoute('/');
    const nav = await screen.findByRole('navigation');
    expect(screen.getByRole('heading', { name: 'Vasos Admin' })).toBeInTheDocument();
    expect(
      Array.from(nav.querySelectorAll('a')).map((link) => [
        link.textContent,
        link.getAttribute('href'),
      ]),
    ).toEqual([
      ['Usuarios', '/usuarios'],
      ['Peticiones', '/'],
      ['Mis peticiones', '/mis-peticiones'],
      ['Clientes', '/clientes'],
      ['Informes', '/informes'],
      ['Precios', '/precios'],
      ['Ajustes', '/ajustes'],
    ]);
    expect(screen.getByRole('button', { name: 'Cerrar Sesión' })).toBeInTheDocument();
  });

  it('Cerrar Sesión signs out, clears session and cached data, and the page redirects', async () => {
    servePeticiones([{ id: 1, peticiones: 'Vasos', cliente: { telefono: '600' } }]);
    const { user, history, store } = renderRoute('/');
    await screen.findByRole('link', { name: '600' });
    await user.click(screen.getByRole('button', { name: 'Cerrar Sesión' }));
    await waitFor(() => expect(history.location.pathname).toBe('/signin'));
    expect(signOutUser).toHaveBeenCalledTimes(1);
    expect(store.getState().auth).toEqual({
      status: 'signedOut',
      user: null,
      token: null,
      role: null,
      signingOut: false,
    });
    expect(store.getState().api.queries).toEqual({});
  });

  it('Firebase reporting no user clears the session too', async () => {
    servePeticiones();
    const { history, store } = renderRoute('/');
    await screen.findByText('PETICIONES');
    act(() => fakeAuth.emit(null));
    await waitFor(() => expect(history.location.pathname).toBe('/signin'));
    expect(store.getState().auth.token).toBeNull();
  });

  it('a failed sign-out is logged and alerted with its message', async () => {
    servePeticiones();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    signOutUser.mockRejectedValueOnce(new Error('network down'));
    const { user, history } = renderRoute('/');
    await user.click(await screen.findByRole('button', { name: 'Cerrar Sesión' }));
    await waitFor(() =>
      expect(window.alert).toHaveBeenCalledWith('Error al cerrar sesión: network down'),
    );
    expect(error).toHaveBeenCalled();
    expect(history.location.pathname).toBe('/');
  });
});

describe('AuthProvider and useAuth', () => {
  it('useAuth outside the provider throws the specified message', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    function Orphan() {
      useAuth();
      return null;
    }
    expect(() => render(<Orphan />)).toThrow('useAuth must be used within an AuthProvider');
  });

  it('subscribes to Firebase while mounted and unsubscribes on unmount', () => {
    const { unmount } = renderWithProviders(<p>hola</p>);
    expect(fakeAuth.listenerCount).toBe(1);
    unmount();
    expect(fakeAuth.listenerCount).toBe(0);
  });

  it('follows token refreshes reported by Firebase', () => {
    const { store } = renderWithProviders(<p>hola</p>);
    act(() => fakeAuth.emit(DEMO_USER));
    expect(store.getState().auth.token).toBe('token-1');
    act(() => fakeAuth.renewToken());
    act(() => fakeAuth.renewToken());
    expect(store.getState().auth).toEqual({
      status: 'signedIn',
      user: DEMO_USER,
      token: 'token-3',
      role: 'administrador',
      signingOut: false,
    });
  });
});

describe('forgot-password page', () => {
  it('sends the reset e-mail and always gives the same answer, with a link back', async () => {
    sendPasswordReset.mockRejectedValueOnce(new Error('auth/user-not-found'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderRoute('/forgot-password', { signedInAs: null });
    await user.type(await screen.findByLabelText('Correo'), 'nadie@vasos.test');
    await user.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(await screen.findByText(RESET_ANSWER)).toBeInTheDocument();
    expect(sendPasswordReset).toHaveBeenCalledWith('nadie@vasos.test');
    expect(screen.getByRole('link', { name: /Iniciar Sesión/ })).toHaveAttribute('href', '/signin');
  });
});
