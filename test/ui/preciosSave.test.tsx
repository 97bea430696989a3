import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { rowsSaved, saveStarted } from '../../src/features/precios/drafts/draftsSlice';
import { SaveProgress } from '../../src/features/precios/save/SaveProgress';
import {
  acceptUpdates,
  deferred,
  SERIGRAFIA_KEY,
  SERIGRAFIA_PAGE,
  serigrafiaRows,
  serveTable,
} from '../support/preciosFixtures';
import { renderRoute, renderWithProviders } from '../support/renderWithProviders';
import { HttpResponse, recordRequests } from '../support/server';

/** Row updates that wait until the test lets each one answer. */
function heldUpdates(count: number, failAt?: number) {
  const gates = Array.from({ length: count }, () => deferred());
  const stats = acceptUpdates(SERIGRAFIA_KEY, {
    latencyMs: 0,
    answer: async (n) => {
      await gates[n - 1].promise;
      return n === failAt ? new HttpResponse(null, { status: 500 }) : HttpResponse.json({});
    },
  });
  return { stats, release: (n: number) => gates[n - 1].resolve() };
}

async function openTable(rows = 3) {
  serveTable(SERIGRAFIA_KEY, serigrafiaRows(rows));
  const rendered = renderRoute(SERIGRAFIA_PAGE);
  await screen.findByRole('textbox', { name: `Coste fila ${rows}` });
  return rendered;
}

const guardar = () => screen.getAllByRole('button', { name: 'Guardar' });

/** Names of the inputs marked as typed over and not saved. */
const editedInputs = () =>
  screen
    .getAllByRole('textbox')
    .filter((input) => input.classList.contains('number-cell--edited'))
    .map((input) => input.getAttribute('aria-label'));

describe('Guardar', () => {
  it('saves every row from any row, disabling every Guardar and showing progress', async () => {
    const { user } = await openTable(3);
    const { stats, release } = heldUpdates(3);
    const requests = recordRequests();

    await user.click(guardar()[1]);

    expect(await screen.findByRole('status')).toHaveTextContent('Guardando 1 de 3…');
    // Every Guardar is disabled while the save runs, so no click reaches one; a second save the
    // loop itself refuses to start is a guard of saveDraftRows, tested with it.
    guardar().forEach((button) => expect(button).toBeDisabled());

    release(1);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Guardando 2 de 3…'));
    release(2);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Guardando 3 de 3…'));
    guardar().forEach((button) => expect(button).toBeDisabled());
    release(3);

    await waitFor(() => expect(window.alert).toHaveBeenCalledWith('Datos guardados con éxito'));
    await waitFor(() => guardar().forEach((button) => expect(button).toBeEnabled()));
    expect(screen.queryByText(/Guardando/)).not.toBeInTheDocument();
    expect(stats.received).toBe(3);
    expect(stats.maxInFlight).toBe(1);
    await waitFor(() => expect(requests.filter((r) => r.method === 'GET')).toHaveLength(1));
    expect(requests.map((r) => r.method)).toEqual(['POST', 'POST', 'POST', 'GET']);
  });

  it('a double click whose second click comes after a fast save saves once', async () => {
    const { user } = await openTable(2);
    const stats = acceptUpdates(SERIGRAFIA_KEY, { latencyMs: 0 });

    await user.click(guardar()[0]);
    await waitFor(() => expect(window.alert).toHaveBeenCalledWith('Datos guardados con éxito'));
    await waitFor(() => guardar().forEach((button) => expect(button).toBeEnabled()));
    // The browser counts clicks at one spot: the second one of the burst reports detail 2.
    fireEvent.click(guardar()[0], { detail: 2 });

    // A save shows its progress from the click on (it starts before its first request): no
    // progress line, no second save.
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(stats.received).toBe(2);
    expect(window.alert).toHaveBeenCalledTimes(1);
  });

  it('sends what was typed, shown as typed and marked until the reload shows the server values', async () => {
    const { user } = await openTable(2);
    acceptUpdates(SERIGRAFIA_KEY);
    const requests = recordRequests();
    expect(editedInputs()).toEqual([]);
    const coste = screen.getByRole('textbox', { name: 'Coste fila 2' });
    await user.clear(coste);
    await user.type(coste, '2.75');
    expect(coste).toHaveValue('2.75');
    expect(editedInputs()).toEqual(['Coste fila 2']);
    serveTable(SERIGRAFIA_KEY, [serigrafiaRows(2)[0], { ...serigrafiaRows(2)[1], coste: 2.75 }]);

    await user.click(guardar()[0]);

    await waitFor(() => expect(window.alert).toHaveBeenCalledWith('Datos guardados con éxito'));
    expect(requests[1].body).toEqual({ id: 2, cantidad: 200, coste: 2.75, venta_real: 4 });
    await waitFor(() => expect(requests.filter((r) => r.method === 'GET')).toHaveLength(1));
    // The value the server now holds, with a decimal comma as every loaded value.
    expect(screen.getByRole('textbox', { name: 'Coste fila 2' })).toHaveValue('2,75');
    expect(editedInputs()).toEqual([]);
  });

  it('keeps everything typed when a row fails, so Guardar retries', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = await openTable(3);
    const cantidad = screen.getByRole('textbox', { name: 'Cantidad fila 3' });
    await user.clear(cantidad);
    await user.type(cantidad, '350');
    const { stats, release } = heldUpdates(3, 2);

    await user.click(guardar()[2]);
    release(1);
    release(2);

    await waitFor(() => expect(window.alert).toHaveBeenCalledWith('Error al guardar los datos'));
    expect(window.alert).toHaveBeenCalledTimes(1);
    await waitFor(() => guardar().forEach((button) => expect(button).toBeEnabled()));
    expect(stats.received).toBe(2);
    expect(screen.getByRole('textbox', { name: 'Cantidad fila 3' })).toHaveValue('350');
    expect(screen.queryByText(/Guardando/)).not.toBeInTheDocument();
  });

  it('sends nothing while a value is invalid', async () => {
    const { user } = await openTable(2);
    await user.clear(screen.getByRole('textbox', { name: 'Venta Real fila 1' }));

    await user.click(guardar()[1]);

    expect(screen.getByText('Valor no válido')).toBeInTheDocument();
    // A save shows its progress from the click on, before its first request: none started.
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(window.alert).not.toHaveBeenCalled();
  });
});

describe('Guardando N de M…', () => {
  afterEach(() => jest.useRealTimers());

  it('shows each count in the frame after the save hands it over (the save alone spaces them out)', () => {
    jest.useFakeTimers();
    const { store } = renderWithProviders(<SaveProgress table={SERIGRAFIA_KEY} />);
    act(() => {
      store.dispatch(saveStarted({ table: SERIGRAFIA_KEY, total: 3 }));
    });
    expect(screen.getByRole('status')).toHaveTextContent('Guardando 1 de 3…');
    act(() => {
      store.dispatch(rowsSaved({ table: SERIGRAFIA_KEY, saved: [], done: 2 }));
      jest.advanceTimersToNextFrame();
    });
    expect(screen.getByRole('status')).toHaveTextContent('Guardando 3 de 3…');
  });
});
