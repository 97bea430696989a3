import { screen, waitFor, within } from '@testing-library/react';
import { PERSONAL_USER } from '../support/fakeFirebase';
import { field, openDialog, useDialogFixture } from '../support/misPeticionesDialog';
import { COLLEAGUE, ME, taken } from '../support/misPeticionesFixtures';
import { apiUrl, http, HttpResponse, recordRequests, server } from '../support/server';

const served = useDialogFixture(() => {
  const rows = [
    taken(8, { asignado: COLLEAGUE, version: 5, proximoSeguimiento: '2026-11-25' }),
    taken(9, { asignado: ME }),
  ];
  return { rows, details: { 8: { peticion: rows[0] }, 9: { peticion: rows[1] } } };
});

/** The dialog of a colleague's request, opened over the whole team's board. */
const openColleagues = (signedInAs?: typeof PERSONAL_USER) =>
  openDialog(8, { path: '/mis-peticiones/8?vista=equipo', signedInAs });

const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

const posts = (requests: ReturnType<typeof recordRequests>) =>
  requests.filter((request) => request.method === 'POST').map((request) => request.body);

describe("Mis peticiones: someone else's request, by role", () => {
  it('an administrator is offered Liberar and Reasignar a (anyone active but its assignee), no move nor follow-up', async () => {
    const { dialog } = await openColleagues();
    expect(field(dialog, 'Asignado')).toHaveTextContent(COLLEAGUE);
    expect(within(dialog).getByRole('button', { name: 'Liberar' })).toBeEnabled();
    const reasignar = within(dialog).getByRole('combobox', { name: 'Reasignar a' });
    await waitFor(() => expect(optionsOf(reasignar)).toEqual(['—', ME]));
    expect(within(dialog).queryByRole('region', { name: 'Cambiar estado' })).toBeNull();
    expect(within(dialog).queryByRole('link', { name: 'Presupuestar' })).toBeNull();
    expect(within(dialog).queryByLabelText('Próximo seguimiento')).toBeNull();
    expect(dialog).toHaveTextContent('Próximo seguimiento: 25/11/2026');
  });

  it('Personal are offered no move, release nor hand-over; anyone may note it', async () => {
    const { dialog } = await openColleagues(PERSONAL_USER);
    expect(field(dialog, 'Asignado')).toHaveTextContent(COLLEAGUE);
    expect(within(dialog).queryByRole('region', { name: 'Cambiar estado' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Liberar' })).toBeNull();
    expect(within(dialog).queryByRole('combobox', { name: 'Reasignar a' })).toBeNull();
    expect(within(dialog).queryByLabelText('Próximo seguimiento')).toBeNull();
    expect(within(dialog).getByLabelText('Añadir nota')).toBeInTheDocument();
  });

  it("an administrator's Liberar sends the version; the request leaves the team's board at once", async () => {
    const requests = recordRequests();
    server.use(
      http.post(apiUrl('/api/admin/peticiones/8/liberar'), () => {
        const unassigned = { ...served.rows[0]!, estado: 'nueva', asignado: false as const };
        served.details[8] = { peticion: unassigned as never };
        return HttpResponse.json({ data: unassigned });
      }),
    );
    const { dialog, user } = await openColleagues();
    expect(screen.getByRole('link', { name: 'Cliente 8' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Liberar' }));
    expect(
      await within(dialog).findByText('Esta petición ya no está asignada.'),
    ).toBeInTheDocument();
    expect(posts(requests)).toEqual([{ version: 5 }]);
    expect(screen.queryByRole('link', { name: 'Cliente 8' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Liberar' })).toBeNull();
  });

  it('an administrator who hands it to themselves is then offered its moves', async () => {
    server.use(
      http.post(apiUrl('/api/admin/peticiones/8/reasignar'), async ({ request }) => {
        const { asignado } = (await request.json()) as { asignado: string };
        return HttpResponse.json({ data: { ...served.rows[0], asignado, version: 6 } });
      }),
    );
    const { dialog, user } = await openColleagues();
    const reasignar = within(dialog).getByRole('combobox', { name: 'Reasignar a' });
    await waitFor(() => expect(optionsOf(reasignar)).toEqual(['—', ME]));
    await user.selectOptions(reasignar, ME);
    await user.click(within(dialog).getByRole('button', { name: 'Reasignar' }));
    await waitFor(() => expect(field(dialog, 'Asignado')).toHaveTextContent(ME));
    expect(within(dialog).getByRole('region', { name: 'Cambiar estado' })).toBeInTheDocument();
    expect(optionsOf(within(dialog).getByRole('combobox', { name: 'Reasignar a' }))).toEqual([
      '—',
      COLLEAGUE,
    ]);
  });
});
