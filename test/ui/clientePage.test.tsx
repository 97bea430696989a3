import { screen, waitFor, within } from '@testing-library/react';
import { CLIENTE_PHONE as PHONE, clienteDetalle, serveCliente } from '../support/clientesFixtures';
import { DEMO_USER, fakeAuth, PERSONAL_USER } from '../support/fakeFirebase';
import { FORBIDDEN } from '../support/screenTexts';
import { renderRoute } from '../support/renderWithProviders';
import { apiUrl, http, HttpResponse, recordRequests, server } from '../support/server';

const EXPORTAR = apiUrl('/api/admin/clientes/exportar');
const SUPRIMIR = apiUrl('/api/admin/clientes/suprimir');
const ERASED = 'Datos suprimidos';
const QUESTION =
  '¿Suprimir los datos personales de este cliente? Su nombre, su teléfono, lo que pidió y las notas se borrarán de todas sus peticiones. No se puede deshacer.';

/** The page of customer 7, opened by the id of one of their requests. */
async function openCliente(signedInAs?: typeof PERSONAL_USER) {
  const rendered = renderRoute('/clientes/9', { signedInAs });
  await screen.findByRole('heading', { name: 'Discoteca La Cúpula' });
  return rendered;
}

const sectionOf = () => screen.getByRole('region', { name: 'Datos del cliente' });

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

/** The customer's page as `detalle` until an erasure, then gone; the erasures' bodies. */
function serveErasure(detalle: ReturnType<typeof clienteDetalle>): unknown[] {
  const bodies: unknown[] = [];
  serveCliente(() => (bodies.length ? undefined : detalle));
  server.use(
    http.post(SUPRIMIR, async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({ data: { peticiones: 2, notas: 1 } });
    }),
  );
  return bodies;
}

beforeEach(() => serveCliente());

describe("A customer's page", () => {
  it('shows who they are, their sums, every request with its stage and link, and their quotes', async () => {
    await openCliente();
    const main = screen.getByRole('main');
    expect(within(main).getByText('cupula@ejemplo.es')).toBeInTheDocument();
    expect(within(main).getByText(PHONE)).toBeInTheDocument();
    expect(main).toHaveTextContent(/Presupuestado726,00\s€/);
    expect(main).toHaveTextContent(/Aceptado363,00\s€/);
    const peticiones = screen.getByRole('region', { name: 'Peticiones (2)' });
    expect(within(peticiones).getByRole('link', { name: 'Petición 9' })).toHaveAttribute(
      'href',
      '/peticiones/9',
    );
    expect(within(peticiones).getByRole('link', { name: 'Petición 7' })).toHaveAttribute(
      'href',
      '/mis-peticiones/7',
    );
    expect(within(peticiones).getByText(/Sin asignar/)).toBeInTheDocument();
    expect(within(peticiones).getByText(/Aceptada/)).toBeInTheDocument();
    const quotes = within(peticiones).getByRole('table', { name: 'Presupuestos de la petición 7' });
    const rows = within(quotes).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'P-2026-0004 v205/10/2026363,00\u00a0€',
      'P-2026-000404/10/2026302,50\u00a0€',
    ]);
    expect(within(quotes).getByRole('link', { name: 'P-2026-0004 v2' })).toHaveAttribute(
      'href',
      '/mis-peticiones/7/presupuestos/4',
    );
  });

  it('an erased or unknown customer: says it was not found', async () => {
    serveCliente(() => undefined);
    renderRoute('/clientes/9');
    expect(await screen.findByRole('alert')).toHaveTextContent('No se ha encontrado el cliente.');
  });

  it('an administrator is offered Exportar and Suprimir; Personal are offered neither', async () => {
    const { unmount } = await openCliente();
    expect(within(sectionOf()).getByRole('button', { name: 'Exportar' })).toBeEnabled();
    expect(within(sectionOf()).getByRole('button', { name: 'Suprimir' })).toBeEnabled();
    unmount();
    await openCliente(PERSONAL_USER);
    expect(screen.queryByRole('region', { name: 'Datos del cliente' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Exportar' })).toBeNull();
  });

  it('Exportar asks for the customer by id in the body, with the token in a header, and downloads cliente-{id}.json', async () => {
    const peticiones = [{ id: 7, notas: [], presupuestos: [] }];
    server.use(http.post(EXPORTAR, () => HttpResponse.json({ data: { cliente: 7, peticiones } })));
    const files = capturedDownloads();
    const requests = recordRequests();
    const { user } = await openCliente();
    await user.click(within(sectionOf()).getByRole('button', { name: 'Exportar' }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0]!.name).toBe('cliente-7.json');
    expect(JSON.parse(await files[0]!.blob.text())).toEqual({ telefonos: [PHONE], peticiones });
    const calls = posts(requests);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      url: EXPORTAR,
      authorization: 'Bearer token-1',
      body: { cliente: 7 },
    });
  });

  it('a customer known only by e-mail is offered Exportar and Suprimir, and erased by id', async () => {
    const soloCorreo = { ...clienteDetalle(), telefonos: [] };
    soloCorreo.cliente = { ...soloCorreo.cliente, telefono: null };
    const bodies = serveErasure(soloCorreo);
    const { user } = await openCliente();
    expect(within(sectionOf()).getByRole('button', { name: 'Exportar' })).toBeEnabled();
    await user.click(within(sectionOf()).getByRole('button', { name: 'Suprimir' }));
    await user.click(screen.getByRole('button', { name: 'Suprimir datos' }));
    expect(await screen.findByText(ERASED)).toBeInTheDocument();
    expect(bodies).toEqual([{ cliente: 7 }]);
  });

  it('a failed export says so in Spanish and downloads nothing', async () => {
    server.use(http.post(EXPORTAR, () => HttpResponse.json({ error: 'x' }, { status: 500 })));
    const files = capturedDownloads();
    const { user } = await openCliente();
    await user.click(within(sectionOf()).getByRole('button', { name: 'Exportar' }));
    expect(await within(sectionOf()).findByRole('alert')).toHaveTextContent(
      'No se han podido exportar los datos del cliente. Comprueba la conexión y vuelve a intentarlo.',
    );
    expect(files).toEqual([]);
  });

  it('Suprimir asks first, with the focus on Cancelar; Cancelar sends nothing and gives the focus back', async () => {
    const requests = recordRequests();
    const { user } = await openCliente();
    const suprimir = within(sectionOf()).getByRole('button', { name: 'Suprimir' });
    await user.click(suprimir);
    const question = screen.getByRole('group', { name: QUESTION });
    expect(suprimir).toHaveAttribute('aria-expanded', 'true');
    expect(within(question).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await user.click(within(question).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('group', { name: QUESTION })).toBeNull();
    expect(suprimir).toHaveFocus();
    expect(posts(requests)).toEqual([]);
  });

  it('confirmed, Suprimir erases the customer once, by id; the page then reads Datos suprimidos and shows nothing of theirs', async () => {
    const bodies = serveErasure(clienteDetalle());
    const { user } = await openCliente();
    await user.click(within(sectionOf()).getByRole('button', { name: 'Suprimir' }));
    await user.dblClick(screen.getByRole('button', { name: 'Suprimir datos' }));
    expect(await screen.findByText(ERASED)).toBeInTheDocument();
    expect(bodies).toEqual([{ cliente: 7 }]);
    expect(screen.queryByText('Discoteca La Cúpula')).toBeNull();
    expect(screen.queryByText(PHONE)).toBeNull();
  });

  it('a failed erasure says so in Spanish, keeps the question open and the data as it was', async () => {
    server.use(http.post(SUPRIMIR, () => HttpResponse.json({ error: 'x' }, { status: 500 })));
    const { user } = await openCliente();
    await user.click(within(sectionOf()).getByRole('button', { name: 'Suprimir' }));
    await user.click(screen.getByRole('button', { name: 'Suprimir datos' }));
    expect(await within(sectionOf()).findByRole('alert')).toHaveTextContent(
      'No se han podido suprimir los datos del cliente. Comprueba la conexión y vuelve a intentarlo.',
    );
    expect(screen.getByRole('group', { name: QUESTION })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Discoteca La Cúpula' })).toBeInTheDocument();
  });

  it('Exportar refused for the role (made Personal meanwhile) says so once; Datos del cliente goes, the page stays', async () => {
    server.use(
      http.post(EXPORTAR, () => {
        fakeAuth.setAdmin(DEMO_USER.id, false);
        return HttpResponse.json({ error: 'Only an administrator can do this' }, { status: 403 });
      }),
    );
    const { user, store } = await openCliente();
    await user.click(within(sectionOf()).getByRole('button', { name: 'Exportar' }));
    await waitFor(() => expect(window.alert).toHaveBeenCalledWith(FORBIDDEN));
    expect(window.alert).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Datos del cliente' })).toBeNull(),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Discoteca La Cúpula' })).toBeInTheDocument();
    expect(store.getState().auth.status).toBe('signedIn');
  });
});
