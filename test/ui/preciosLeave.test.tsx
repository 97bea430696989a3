import { act, screen, waitFor } from '@testing-library/react';
import {
  holdFirstUpdate,
  SERIGRAFIA_KEY,
  SERIGRAFIA_PAGE,
  serigrafiaRows,
  serveTable,
} from '../support/preciosFixtures';
import { renderRoute } from '../support/renderWithProviders';
import { LEAVE_QUESTION } from '../support/screenTexts';

async function openTable(from = SERIGRAFIA_PAGE) {
  serveTable(SERIGRAFIA_KEY, serigrafiaRows(2));
  const rendered = renderRoute(from);
  if (from !== SERIGRAFIA_PAGE) {
    await rendered.user.click(await screen.findByRole('link', { name: 'Serigrafia 1 Color VF' }));
  }
  await screen.findByRole('textbox', { name: 'Coste fila 2' });
  return rendered;
}

async function typeCoste(user: ReturnType<typeof renderRoute>['user'], value: string) {
  const coste = screen.getByRole('textbox', { name: 'Coste fila 1' });
  await user.clear(coste);
  await user.type(coste, value);
}

/** Whether closing the tab now would make the browser ask. */
function closingTabAsks(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('leaving a table', () => {
  it('leaves without asking when nothing was changed', async () => {
    const confirm = jest.spyOn(window, 'confirm');
    const { user, history } = await openTable();
    await user.click(screen.getByRole('link', { name: 'Volver a Serigrafias' }));
    await waitFor(() => expect(history.location.pathname).toBe('/precios/serigrafias'));
    expect(confirm).not.toHaveBeenCalled();
    expect(closingTabAsks()).toBe(false);
  });

  it('asks before following a link with unsaved changes: no stays, yes leaves', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    const { user, history } = await openTable();
    await typeCoste(user, '9');

    await user.click(screen.getByRole('link', { name: 'Precios' }));
    expect(confirm).toHaveBeenCalledWith(LEAVE_QUESTION);
    expect(history.location.pathname).toBe(SERIGRAFIA_PAGE);
    expect(screen.getByRole('textbox', { name: 'Coste fila 1' })).toHaveValue('9');

    confirm.mockReturnValue(true);
    await user.click(screen.getByRole('link', { name: 'Precios' }));
    await waitFor(() => expect(history.location.pathname).toBe('/precios'));
    expect(confirm).toHaveBeenCalledTimes(2);

    // Leaving meant giving the changes up: back on the table, the server's values show.
    await user.click(await screen.findByRole('link', { name: 'Serigrafias' }));
    await user.click(await screen.findByRole('link', { name: 'Serigrafia 1 Color VF' }));
    expect(await screen.findByRole('textbox', { name: 'Coste fila 1' })).toHaveValue('1');
  });

  it('asks on the back button too', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    const { user, history } = await openTable('/precios/serigrafias');
    await typeCoste(user, '9');

    await act(() => history.go(-1));
    expect(confirm).toHaveBeenCalledWith(LEAVE_QUESTION);
    expect(history.location.pathname).toBe(SERIGRAFIA_PAGE);

    confirm.mockReturnValue(true);
    await act(() => history.go(-1));
    await waitFor(() => expect(history.location.pathname).toBe('/precios/serigrafias'));
  });

  it('makes closing the tab ask while changes are unsaved or a save runs', async () => {
    const { user } = await openTable();
    expect(closingTabAsks()).toBe(false);
    await typeCoste(user, '9');
    expect(closingTabAsks()).toBe(true);

    const firstAnswer = holdFirstUpdate(SERIGRAFIA_KEY);
    serveTable(SERIGRAFIA_KEY, [{ ...serigrafiaRows(2)[0], coste: 9 }, serigrafiaRows(2)[1]]);
    await user.click(screen.getAllByRole('button', { name: 'Guardar' })[0]);
    expect(await screen.findByText('Guardando 1 de 2…')).toBeInTheDocument();
    expect(closingTabAsks()).toBe(true);

    firstAnswer.release();
    await waitFor(() => expect(window.alert).toHaveBeenCalledWith('Datos guardados con éxito'));
    await waitFor(() => expect(closingTabAsks()).toBe(false));
  });
});
