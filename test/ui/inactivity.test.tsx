import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeClock } from '../support/fakeClock';
import { DEMO_USER, fakeAuth, PASSWORD, signOutUser } from '../support/fakeFirebase';
import {
  SERIGRAFIA_KEY,
  SERIGRAFIA_PAGE,
  serigrafiaRows,
  serveTable,
} from '../support/preciosFixtures';
import { renderRoute } from '../support/renderWithProviders';
import { INACTIVITY_ENDED, INACTIVITY_WARNING } from '../support/screenTexts';
import { apiUrl, http, HttpResponse, server } from '../support/server';

const MINUTE = 60_000;
const SHARED_KEY = 'vasos-admin.lastActivity';

/** The clock runs on by `ms` (timers due meanwhile fire), as a person away from the screen. */
const pass = (ms: number) => act(() => jest.advanceTimersByTime(ms));

const warning = () => screen.queryByRole('alertdialog', { name: INACTIVITY_WARNING });

/** Another tab of the dashboard in this browser reports a key, click or touch at `at`. */
function activityInAnotherTab(at: number) {
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key: SHARED_KEY, newValue: String(at) }));
  });
}

async function openUsuarios() {
  server.use(http.get(apiUrl('/api/admin/firebase/users'), () => HttpResponse.json([])));
  const rendered = renderRoute('/usuarios');
  await screen.findByText('No se han encontrado usuarios.');
  return rendered;
}

beforeEach(() => {
  // Only the clock and timeouts are fake: promises, the network and idle callbacks run as usual.
  fakeClock({ timeouts: true });
});

afterEach(() => {
  jest.useRealTimers();
});

describe('the session ends after 30 minutes without activity', () => {
  it('warns one minute before, then ends it and /signin says why', async () => {
    const { history, store } = await openUsuarios();
    pass(28 * MINUTE);
    expect(warning()).not.toBeInTheDocument();
    pass(MINUTE);
    expect(warning()).toBeInTheDocument();
    expect(within(warning()!).getByRole('button', { name: 'Seguir conectado' })).toHaveFocus();
    pass(MINUTE);
    expect(await screen.findByRole('alert')).toHaveTextContent(INACTIVITY_ENDED);
    expect(history.location.pathname).toBe('/signin');
    await waitFor(() => expect(signOutUser).toHaveBeenCalledTimes(1));
    expect(store.getState().auth.status).toBe('signedOut');
  });

  it('counts from the last key, click or touch', async () => {
    const { store } = await openUsuarios();
    pass(20 * MINUTE);
    fireEvent.keyDown(document.body, { key: 'a' });
    pass(15 * MINUTE);
    fireEvent.pointerDown(document.body);
    pass(29 * MINUTE - 1);
    expect(warning()).not.toBeInTheDocument();
    expect(store.getState().auth.status).toBe('signedIn');
    pass(1);
    expect(warning()).toBeInTheDocument();
  });

  it('Seguir conectado keeps the session for another 30 minutes', async () => {
    const { store } = await openUsuarios();
    pass(29 * MINUTE + 30_000);
    fireEvent.click(within(warning()!).getByRole('button', { name: 'Seguir conectado' }));
    expect(warning()).not.toBeInTheDocument();
    pass(29 * MINUTE - 1);
    expect(store.getState().auth.status).toBe('signedIn');
    expect(warning()).not.toBeInTheDocument();
  });

  it('activity in another tab keeps this one alive, and takes its warning away', async () => {
    const { store } = await openUsuarios();
    pass(25 * MINUTE);
    activityInAnotherTab(Date.now());
    pass(29 * MINUTE - 1);
    expect(warning()).not.toBeInTheDocument();
    pass(1);
    expect(warning()).toBeInTheDocument();
    activityInAnotherTab(Date.now());
    expect(warning()).not.toBeInTheDocument();
    pass(29 * MINUTE - 1);
    expect(store.getState().auth.status).toBe('signedIn');
  });

  it('tells the other tabs of this one’s activity', async () => {
    await openUsuarios();
    pass(10 * MINUTE);
    fireEvent.keyDown(document.body, { key: 'a' });
    expect(Number(localStorage.getItem(SHARED_KEY))).toBe(Date.now());
  });

  it('keeps the unsaved price edits, which come back when the same account signs in again', async () => {
    serveTable(SERIGRAFIA_KEY, serigrafiaRows(2));
    server.use(http.get(apiUrl('/api/admin/peticiones/sinasignar'), () => HttpResponse.json([])));
    const { history } = renderRoute(SERIGRAFIA_PAGE);
    const coste = await screen.findByRole('textbox', { name: 'Coste fila 1' });
    fireEvent.change(coste, { target: { value: '9,5' } });
    pass(30 * MINUTE);
    await screen.findByText(INACTIVITY_ENDED);
    await waitFor(() => expect(fakeAuth.currentUser).toBeNull());
    fireEvent.change(screen.getByLabelText('Correo'), { target: { value: DEMO_USER.email } });
    fireEvent.change(screen.getByLabelText('Contraseña'), { target: { value: PASSWORD } });
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
    await screen.findByRole('heading', { name: /^PETICIONES/ });
    await act(() => history.push(SERIGRAFIA_PAGE));
    expect(await screen.findByRole('textbox', { name: 'Coste fila 1' })).toHaveValue('9,5');
    expect(screen.getByText('Se han recuperado cambios sin guardar.')).toBeInTheDocument();
    expect(fakeAuth.currentUser).toEqual(DEMO_USER);
  });
});
