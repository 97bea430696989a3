import { screen, waitFor, within } from '@testing-library/react';
import { writeStoredDrafts } from '../../src/features/precios/drafts/storedDrafts';
import { DEMO_USER } from '../support/fakeFirebase';
import { SERIGRAFIA_KEY, SERIGRAFIA_PAGE } from '../support/preciosFixtures';
import { renderRoute } from '../support/renderWithProviders';
import { serveVersionedTable } from '../support/versionedTable';

const FAILED = 'Error al guardar los datos';

async function openTable() {
  const server = serveVersionedTable(SERIGRAFIA_KEY);
  const rendered = renderRoute(SERIGRAFIA_PAGE);
  await screen.findByRole('textbox', { name: 'Coste fila 3' });
  return { ...rendered, server };
}

const coste = (row: number) => screen.getByRole('textbox', { name: `Coste fila ${row}` });
const rowOf = (row: number) => coste(row).closest('tr')!;

async function typeCoste(user: ReturnType<typeof renderRoute>['user'], row: number, text: string) {
  await user.clear(coste(row));
  await user.type(coste(row), text);
}

describe('a colleague saved the same field first', () => {
  async function conflictOnRow2() {
    const opened = await openTable();
    await typeCoste(opened.user, 2, '60');
    opened.server.colleagueSaves(2, { coste: 50 });
    await opened.user.click(screen.getAllByRole('button', { name: 'Guardar' })[0]);
    await waitFor(() => expect(window.alert).toHaveBeenCalledWith(FAILED));
    return opened;
  }

  it('shows Conflicto with their value beside this person’s, and Guardar waits for a choice', async () => {
    await conflictOnRow2();
    const row = within(rowOf(2));
    expect(row.getByRole('group', { name: 'Conflicto' })).toBeInTheDocument();
    expect(row.getByText('Su valor: 50')).toBeInTheDocument();
    expect(coste(2)).toHaveValue('60');
    expect(screen.getByRole('status')).toHaveTextContent('Una fila tiene un conflicto');
    screen.getAllByRole('button', { name: 'Guardar' }).forEach((b) => expect(b).toBeDisabled());
  });

  it('“Usar sus valores” shows the colleague’s value and lets Guardar save again', async () => {
    const { user } = await conflictOnRow2();
    await user.click(within(rowOf(2)).getByRole('button', { name: 'Usar sus valores' }));
    expect(coste(2)).toHaveValue('50');
    expect(coste(2)).not.toHaveClass('number-cell--edited');
    expect(screen.queryByText('Conflicto')).not.toBeInTheDocument();
    screen.getAllByRole('button', { name: 'Guardar' }).forEach((b) => expect(b).toBeEnabled());
  });

  it('“Mantener los míos” keeps this person’s value, to be saved by Guardar', async () => {
    const { user, server } = await conflictOnRow2();
    await user.click(within(rowOf(2)).getByRole('button', { name: 'Mantener los míos' }));
    expect(coste(2)).toHaveValue('60');
    expect(coste(2)).toHaveClass('number-cell--edited');
    await user.click(screen.getAllByRole('button', { name: 'Guardar' })[0]);
    await waitFor(() => expect(server.row(2)).toMatchObject({ coste: 60, version: 3 }));
  });
});

describe('Descartar cambios', () => {
  it('asks first, then drops every unsaved value of the table', async () => {
    const { user } = await openTable();
    expect(screen.queryByRole('button', { name: 'Descartar cambios' })).not.toBeInTheDocument();
    await typeCoste(user, 1, '7');
    await typeCoste(user, 3, '9');
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false);

    await user.click(screen.getByRole('button', { name: 'Descartar cambios' }));
    expect(confirm).toHaveBeenCalledWith('¿Descartar todos los cambios sin guardar de esta tabla?');
    expect(coste(1)).toHaveValue('7');

    confirm.mockReturnValueOnce(true);
    await user.click(screen.getByRole('button', { name: 'Descartar cambios' }));
    expect(coste(1)).toHaveValue('1');
    expect(coste(3)).toHaveValue('3');
    expect(screen.queryByRole('button', { name: 'Descartar cambios' })).not.toBeInTheDocument();
  });
});

it('brings back the unsaved values this account left, with the notice and the usual marks', async () => {
  writeStoredDrafts(DEMO_USER.id, SERIGRAFIA_KEY, [
    { id: 2, version: 1, edits: { coste: { text: '2.75', base: 2 } } },
  ]);
  await openTable();
  expect(await screen.findByRole('status')).toHaveTextContent(
    'Se han recuperado cambios sin guardar.',
  );
  expect(coste(2)).toHaveValue('2.75');
  expect(coste(2)).toHaveClass('number-cell--edited');
});
