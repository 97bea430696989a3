import { act, screen, waitFor } from '@testing-library/react';
import {
  DEMO_USER,
  fakeAuth,
  PASSWORD,
  signInWithPassword,
  signOutUser,
  STRANGER,
} from '../support/fakeFirebase';
import { renderRoute } from '../support/renderWithProviders';
import { NO_ACCESS, SESSION_ENDED } from '../support/screenTexts';
import { noUnassignedPeticiones, recordRequests, server } from '../support/server';

type Rendered = ReturnType<typeof renderRoute>;

async function submitSignIn({ user }: Rendered, email: string, password = PASSWORD) {
  await user.clear(screen.getByLabelText('Correo'));
  await user.type(screen.getByLabelText('Correo'), email);
  await user.clear(screen.getByLabelText('Contraseña'));
  await user.type(screen.getByLabelText('Contraseña'), password);
  await user.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
}

/** Whether the protected layout (its sidebar) was on screen at any moment of the test. */
function watchLayout() {
  const seen = { layout: false };
  const observer = new MutationObserver(() => {
    if (document.querySelector('nav')) seen.layout = true;
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return { seen, stop: () => observer.disconnect() };
}

describe('only staff get in', () => {
  it('an account without the staff claim that signs in is signed out and told, seeing nothing', async () => {
    const requests = recordRequests();
    const layout = watchLayout();
    const rendered = renderRoute('/signin', { signedInAs: null });
    await submitSignIn(rendered, STRANGER.email);

    expect(await screen.findByRole('alert')).toHaveTextContent(NO_ACCESS);
    expect(signInWithPassword).toHaveBeenCalledWith(STRANGER.email, PASSWORD);
    expect(signOutUser).toHaveBeenCalled();
    expect(fakeAuth.currentUser).toBeNull();
    expect(rendered.history.location.pathname).toBe('/signin');
    expect(rendered.store.getState().auth).toEqual({
      status: 'signedOut',
      user: null,
      token: null,
      role: null,
      signingOut: false,
    });
    expect(window.alert).not.toHaveBeenCalled();
    layout.stop();
    expect(layout.seen.layout).toBe(false);
    expect(requests).toEqual([]);
  });

  it('a non-staff session that Firebase restores on reload is signed out and sent to /signin with the message', async () => {
    const requests = recordRequests();
    const layout = watchLayout();
    const { history, store } = renderRoute('/usuarios', { signedInAs: STRANGER });

    expect(await screen.findByRole('alert')).toHaveTextContent(NO_ACCESS);
    expect(history.location.pathname).toBe('/signin');
    expect(signOutUser).toHaveBeenCalled();
    expect(fakeAuth.currentUser).toBeNull();
    expect(store.getState().auth.status).toBe('signedOut');
    layout.stop();
    expect(layout.seen.layout).toBe(false);
    expect(requests).toEqual([]);
  });

  it('the message goes on the next try; a staff account then gets in and later signs out without it', async () => {
    server.use(noUnassignedPeticiones);
    const rendered = renderRoute('/signin', { signedInAs: null });
    await submitSignIn(rendered, STRANGER.email);
    await screen.findByText(NO_ACCESS);

    await submitSignIn(rendered, DEMO_USER.email, 'wrong');
    await waitFor(() =>
      expect(window.alert).toHaveBeenCalledWith(
        'Error signing in: Firebase: Error (auth/invalid-credential).',
      ),
    );
    expect(screen.queryByText(NO_ACCESS)).not.toBeInTheDocument();

    await submitSignIn(rendered, DEMO_USER.email);
    await waitFor(() => expect(rendered.history.location.pathname).toBe('/'));
    await rendered.user.click(await screen.findByRole('button', { name: 'Cerrar Sesión' }));
    await waitFor(() => expect(rendered.history.location.pathname).toBe('/signin'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('the message of an ended session goes once Firebase reports a staff session again (signed in in another tab)', async () => {
    server.use(noUnassignedPeticiones);
    const { history, store } = renderRoute('/signin', {
      signedInAs: null,
      preloadedState: { sessionNotice: { notice: 'sessionEnded' } },
    });
    expect(screen.getByRole('alert')).toHaveTextContent(SESSION_ENDED);

    act(() => fakeAuth.emit(DEMO_USER));
    await waitFor(() => expect(history.location.pathname).toBe('/'));
    expect(store.getState().sessionNotice.notice).toBeNull();
    act(() => fakeAuth.emit(null));
    await waitFor(() => expect(history.location.pathname).toBe('/signin'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a staff member whose claim is removed is signed out at the next token with "Tu sesión ha terminado"', async () => {
    server.use(noUnassignedPeticiones);
    const { history } = renderRoute('/');
    await screen.findByText('PETICIONES');
    fakeAuth.setStaff(DEMO_USER.id, false);
    act(() => fakeAuth.emit(DEMO_USER)); // Firebase renews the token, now without the claim
    expect(await screen.findByRole('alert')).toHaveTextContent(SESSION_ENDED);
    expect(history.location.pathname).toBe('/signin');
    expect(signOutUser).toHaveBeenCalled();
  });
});
