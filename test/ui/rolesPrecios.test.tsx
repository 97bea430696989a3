import { act, fireEvent, screen, within } from '@testing-library/react';
import {
  readStoredDrafts,
  writeStoredDrafts,
} from '../../src/features/precios/drafts/storedDrafts';
import { DEMO_USER, fakeAuth, PERSONAL_USER } from '../support/fakeFirebase';
import {
  SERIGRAFIA_KEY,
  SERIGRAFIA_PAGE,
  serigrafiaRows,
  serveTable,
  updateUrl,
} from '../support/preciosFixtures';
import { renderRoute } from '../support/renderWithProviders';
import { FORBIDDEN, READ_ONLY } from '../support/screenTexts';
import { http, HttpResponse, recordRequests, server } from '../support/server';

const grid = () => screen.getByRole('table', { name: 'Serigrafia 1 Color VF' });
const cellTexts = (rowIndex: number) =>
  within(within(grid()).getAllByRole('row')[rowIndex])
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

async function openAs(user: typeof DEMO_USER) {
  serveTable(SERIGRAFIA_KEY, serigrafiaRows(2));
  const rendered = renderRoute(SERIGRAFIA_PAGE, { signedInAs: user });
  await screen.findByRole('heading', { name: 'Serigrafia 1 Color VF' });
  await within(await screen.findByRole('table')).findAllByRole('cell');
  return rendered;
}

describe('price tables by role', () => {
  it('Personal see every value as text, marked Solo lectura, with no input, Guardar or import', async () => {
    await openAs(PERSONAL_USER);
    expect(screen.getByText(READ_ONLY)).toBeInTheDocument();
    expect(cellTexts(1).slice(0, 2)).toEqual(['100', '1']);
    expect(within(grid()).queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Guardar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Importar CSV' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Archivo CSV a importar')).not.toBeInTheDocument();
    // Nothing in the rows takes the focus: the keyboard scrolls the table through its box.
    expect(screen.getByRole('region', { name: 'Serigrafia 1 Color VF' })).toHaveAttribute(
      'tabindex',
      '0',
    );
    // Reading stays theirs: the file and the history of changes.
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Historial' })).toBeInTheDocument();
  });

  it('administrators get the inputs and Guardar, without the mark', async () => {
    await openAs(DEMO_USER);
    expect(await screen.findByRole('textbox', { name: 'Coste fila 1' })).toHaveValue('1');
    expect(screen.getAllByRole('button', { name: 'Guardar' })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Importar CSV' })).toBeInTheDocument();
    expect(screen.queryByText(READ_ONLY)).not.toBeInTheDocument();
  });

  it('a block pasted into a Personal table changes nothing and sends nothing', async () => {
    const requests = recordRequests();
    const { store } = await openAs(PERSONAL_USER);
    const firstCell = within(grid()).getAllByRole('cell')[1];
    fireEvent.paste(firstCell, { clipboardData: { getData: () => '7\t8\n9\t10' } });
    // Keys that would undo or put a value back reach no draft either.
    fireEvent.keyDown(firstCell, { key: 'z', ctrlKey: true });
    expect(store.getState().drafts[SERIGRAFIA_KEY]?.rows.entities[1]?.edits).toEqual({});
    expect(cellTexts(1).slice(0, 2)).toEqual(['100', '1']);
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('edits kept for the account wait, untouched, outside a Personal table', async () => {
    const kept = [{ id: 2, version: 1, edits: { coste: { text: '2.75', base: 2 } } }];
    writeStoredDrafts(PERSONAL_USER.id, SERIGRAFIA_KEY, kept);
    const { store } = await openAs(PERSONAL_USER);
    expect(cellTexts(2)[1]).toBe('2');
    expect(screen.queryByText('Se han recuperado cambios sin guardar.')).not.toBeInTheDocument();
    expect(store.getState().drafts[SERIGRAFIA_KEY]?.rows.entities[2]?.edits).toEqual({});
    // Whatever the page would write as it goes, it leaves them for when the account may edit.
    window.dispatchEvent(new Event('pagehide'));
    expect(readStoredDrafts(PERSONAL_USER.id, SERIGRAFIA_KEY)).toEqual(kept);
  });

  it('follows the role of each new token: made Personal, the open table turns read-only', async () => {
    await openAs(DEMO_USER);
    await screen.findByRole('textbox', { name: 'Coste fila 1' });
    fakeAuth.setAdmin(DEMO_USER.id, false);
    act(() => fakeAuth.renewToken());
    expect(await screen.findByText(READ_ONLY)).toBeInTheDocument();
    // In the page: the shell's search box is any staff member's.
    expect(within(screen.getByRole('main')).queryByRole('textbox')).not.toBeInTheDocument();
    fakeAuth.setAdmin(DEMO_USER.id, true);
    act(() => fakeAuth.renewToken());
    expect(await screen.findByRole('textbox', { name: 'Coste fila 1' })).toBeInTheDocument();
  });

  it('a Guardar the API refuses for the role says so once, keeps the session and every edit', async () => {
    // Made Personal elsewhere while the table was open: the API refuses the save.
    server.use(
      http.post(updateUrl(SERIGRAFIA_KEY), () => {
        fakeAuth.setAdmin(DEMO_USER.id, false);
        return HttpResponse.json({ error: 'Solo administradores' }, { status: 403 });
      }),
    );
    const { user, store, history } = await openAs(DEMO_USER);
    const coste = await screen.findByRole('textbox', { name: 'Coste fila 1' });
    await user.clear(coste);
    await user.type(coste, '9');
    await user.click(screen.getAllByRole('button', { name: 'Guardar' })[0]);
    expect(await screen.findByText(READ_ONLY)).toBeInTheDocument();
    expect(window.alert).toHaveBeenCalledTimes(1);
    expect(window.alert).toHaveBeenCalledWith(FORBIDDEN);
    expect(history.location.pathname).toBe(SERIGRAFIA_PAGE);
    expect(store.getState().auth.status).toBe('signedIn');
    expect(store.getState().drafts[SERIGRAFIA_KEY]?.rows.entities[1]?.edits).toEqual({
      coste: '9',
    });
  });
});
