import { screen, waitFor } from '@testing-library/react';
import {
  SERIGRAFIA_KEY,
  SERIGRAFIA_PAGE,
  serigrafiaRows,
  serveTable,
} from '../support/preciosFixtures';
import { signOutUser } from '../support/fakeFirebase';
import { renderRoute } from '../support/renderWithProviders';
import { LEAVE_QUESTION } from '../support/screenTexts';

async function openTableWithAnEdit() {
  serveTable(SERIGRAFIA_KEY, serigrafiaRows(2));
  const rendered = renderRoute(SERIGRAFIA_PAGE);
  const coste = await screen.findByRole('textbox', { name: 'Coste fila 1' });
  await rendered.user.clear(coste);
  await rendered.user.type(coste, '9');
  return rendered;
}

describe('Cerrar Sesión with unsaved prices', () => {
  it('asks first; declining keeps the session and the typed value', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    const { user, history } = await openTableWithAnEdit();
    await user.click(screen.getByRole('button', { name: 'Cerrar Sesión' }));
    expect(confirm).toHaveBeenCalledWith(LEAVE_QUESTION);
    expect(signOutUser).not.toHaveBeenCalled();
    expect(history.location.pathname).toBe(SERIGRAFIA_PAGE);
    expect(screen.getByRole('textbox', { name: 'Coste fila 1' })).toHaveValue('9');
  });

  it('accepting signs out and forgets the drafts', async () => {
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    const { user, history, store } = await openTableWithAnEdit();
    await user.click(screen.getByRole('button', { name: 'Cerrar Sesión' }));
    await waitFor(() => expect(history.location.pathname).toBe('/signin'));
    expect(signOutUser).toHaveBeenCalledTimes(1);
    expect(store.getState().drafts).toEqual({});
  });

  it('does not ask when nothing is unsaved', async () => {
    const confirm = jest.spyOn(window, 'confirm');
    serveTable(SERIGRAFIA_KEY, serigrafiaRows(2));
    const { user, history } = renderRoute(SERIGRAFIA_PAGE);
    await screen.findByRole('textbox', { name: 'Coste fila 1' });
    await user.click(screen.getByRole('button', { name: 'Cerrar Sesión' }));
    await waitFor(() => expect(history.location.pathname).toBe('/signin'));
    expect(confirm).not.toHaveBeenCalled();
  });
});
