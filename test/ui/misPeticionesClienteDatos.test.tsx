import { screen, waitFor, within } from '@testing-library/react';
import { eventStreams } from '../support/eventStreams';
import { PERSONAL_USER } from '../support/fakeFirebase';
import { field, openDialog, useDialogFixture } from '../support/misPeticionesDialog';
import { COLLEAGUE, nota, taken } from '../support/misPeticionesFixtures';
import { apiUrl, http, HttpResponse, recordRequests, server } from '../support/server';

const EXPORTAR = apiUrl('/api/admin/clientes/exportar');
const SUPRIMIR = apiUrl('/api/admin/clientes/suprimir');
const PHONE = '+34 600 12 34 56';
const ERASED = 'Datos suprimidos';
const QUESTION =
  '¿Suprimir los datos personales de este cliente? Su nombre, su teléfono, lo que pidió y las notas se borrarán de todas sus peticiones. No se puede deshacer.';

const served = useDialogFixture(() => {
  const rows = [
    taken(7, {
      asignado: COLLEAGUE,
      cliente: { nombre: 'Discoteca La Cúpula', telefono: PHONE },
    }),
  ];
  return { rows, details: { 7: { peticion: rows[0], notas: [nota(1, 'Llamar el lunes')] } } };
});

/** The dialog of a colleague's request, opened over the whole team's board. */
const openColleagues = (signedInAs?: typeof PERSONAL_USER) =>
  openDialog(7, { path: '/mis-peticiones/7?vista=equipo', signedInAs });

const sectionOf = (dialog: HTMLElement) =>
  within(dialog).getByRole('region', { name: 'Datos del cliente' });

/** The files handed to the browser: each one's name and the blob behind its address. */
function capturedDownloads() {
  const files: { name: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      const url = `blob:cliente-${blobs.size}`;
      blobs.set(url, blob);
      return url;
    },
    revokeObjectURL: () => undefined,
  });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    files.push({ name: this.download, blob: blobs.get(this.href)! });
  });
  return files;
}

const posts = (requests: ReturnType<typeof recordRequests>) =>
  requests.filter((request) => request.method === 'POST');

describe('Mis peticiones: Datos del cliente', () => {
  it('an administrator is offered Exportar and Suprimir; Personal are offered neither', async () => {
    const { dialog, unmount } = await openColleagues();
    const section = sectionOf(dialog);
    expect(within(section).getByRole('button', { name: 'Exportar' })).toBeEnabled();
    expect(within(section).getByRole('button', { name: 'Suprimir' })).toBeEnabled();
    unmount();

    const personal = await openColleagues(PERSONAL_USER);
    expect(within(personal.dialog).queryByRole('region', { name: 'Datos del cliente' })).toBeNull();
    expect(within(personal.dialog).queryByRole('button', { name: 'Exportar' })).toBeNull();
    expect(within(personal.dialog).queryByRole('button', { name: 'Suprimir' })).toBeNull();
  });

  it('Exportar sends the phone in the body with the token in a header and downloads the answer as cliente-{id}.json', async () => {
    const answer = {
      telefono: PHONE,
      peticiones: [{ ...served.rows[0], notas: [], presupuestos: [] }],
    };
    server.use(http.post(EXPORTAR, () => HttpResponse.json({ data: answer })));
    const files = capturedDownloads();
    const requests = recordRequests();
    const { dialog, user } = await openColleagues();
    await user.click(within(sectionOf(dialog)).getByRole('button', { name: 'Exportar' }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0]!.name).toBe('cliente-7.json');
    expect(JSON.parse(await files[0]!.blob.text())).toEqual(answer);
    const [call] = posts(requests);
    expect(call).toMatchObject({
      url: EXPORTAR,
      authorization: 'Bearer token-1',
      body: { telefono: PHONE },
    });
    expect(decodeURIComponent(call!.url)).not.toContain('600');
  });

  it('a failed export says so in Spanish and downloads nothing', async () => {
    server.use(http.post(EXPORTAR, () => HttpResponse.json({ error: 'x' }, { status: 500 })));
    const files = capturedDownloads();
    const { dialog, user } = await openColleagues();
    await user.click(within(sectionOf(dialog)).getByRole('button', { name: 'Exportar' }));
    expect(await within(sectionOf(dialog)).findByRole('alert')).toHaveTextContent(
      'No se han podido exportar los datos del cliente. Comprueba la conexión y vuelve a intentarlo.',
    );
    expect(files).toEqual([]);
  });

  it('Suprimir asks first, with the focus on Cancelar; Cancelar sends nothing and gives the focus back', async () => {
    const requests = recordRequests();
    const { dialog, user } = await openColleagues();
    const suprimir = within(sectionOf(dialog)).getByRole('button', { name: 'Suprimir' });
    await user.click(suprimir);
    const question = within(dialog).getByRole('group', { name: QUESTION });
    expect(suprimir).toHaveAttribute('aria-expanded', 'true');
    expect(within(question).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await user.click(within(question).getByRole('button', { name: 'Cancelar' }));
    expect(within(dialog).queryByRole('group', { name: QUESTION })).toBeNull();
    expect(suprimir).toHaveFocus();
    expect(posts(requests)).toEqual([]);
    expect(field(dialog, 'Cliente')).toHaveTextContent('Discoteca La Cúpula');
  });

  it('confirmed, Suprimir erases by phone once; the request then reads Datos suprimidos on the dialog and the board', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(SUPRIMIR, async ({ request }) => {
        bodies.push(await request.json());
        const erased = { ...served.rows[0]!, cliente: { nombre: ERASED, telefono: ERASED } };
        served.rows = [{ ...erased, peticiones: ERASED }];
        served.details[7] = { peticion: served.rows[0], notas: [nota(1, ERASED)] };
        return HttpResponse.json({ data: { peticiones: 1, notas: 1 } });
      }),
    );
    const { dialog, user } = await openColleagues();
    await user.click(within(sectionOf(dialog)).getByRole('button', { name: 'Suprimir' }));
    await user.dblClick(within(dialog).getByRole('button', { name: 'Suprimir datos' }));
    await waitFor(() => expect(field(dialog, 'Cliente')).toHaveTextContent(ERASED));
    expect(bodies).toEqual([{ telefono: PHONE }]);
    expect(field(dialog, 'Telefono')).toHaveTextContent(ERASED);
    expect(field(dialog, 'Pedido')).toHaveTextContent(ERASED);
    expect(within(sectionOf(dialog)).getByText(ERASED)).toBeInTheDocument();
    expect(within(sectionOf(dialog)).queryByRole('button', { name: 'Exportar' })).toBeNull();
    expect(screen.getByRole('link', { name: ERASED })).toBeInTheDocument();
  });

  it('an erasure made elsewhere shows at once, though it keeps the version', async () => {
    const stream = eventStreams();
    const { dialog } = await openColleagues();
    await waitFor(() => expect(stream.connections).toHaveLength(1));
    const erased = { ...served.rows[0]!, cliente: { nombre: ERASED, telefono: ERASED } };
    served.details[7] = { peticion: erased, notas: [nota(1, ERASED)] };
    stream.sendAt(1, { type: 'assigned', peticion: erased });
    await waitFor(() => expect(field(dialog, 'Cliente')).toHaveTextContent(ERASED));
    expect(screen.getByRole('link', { name: ERASED })).toBeInTheDocument();
    expect(within(sectionOf(dialog)).queryByRole('button', { name: 'Suprimir' })).toBeNull();
  });

  it('a failed erasure says so in Spanish, keeps the question open and the data as it was', async () => {
    server.use(http.post(SUPRIMIR, () => HttpResponse.json({ error: 'x' }, { status: 500 })));
    const { dialog, user } = await openColleagues();
    await user.click(within(sectionOf(dialog)).getByRole('button', { name: 'Suprimir' }));
    await user.click(within(dialog).getByRole('button', { name: 'Suprimir datos' }));
    expect(await within(sectionOf(dialog)).findByRole('alert')).toHaveTextContent(
      'No se han podido suprimir los datos del cliente. Comprueba la conexión y vuelve a intentarlo.',
    );
    expect(within(dialog).getByRole('group', { name: QUESTION })).toBeInTheDocument();
    expect(field(dialog, 'Cliente')).toHaveTextContent('Discoteca La Cúpula');
  });
});
