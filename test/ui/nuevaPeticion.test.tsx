import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { stubShowModal } from '../support/jsdomDialogs';
import { fixToday, ME, serveTaken, taken } from '../support/misPeticionesFixtures';
import { renderRoute } from '../support/renderWithProviders';
import { apiUrl, http, HttpResponse, noUnassignedPeticiones, server } from '../support/server';

// Nueva petición, on Peticiones and Mis peticiones (docs/screens.md, "Nueva petición").
beforeAll(stubShowModal);
beforeEach(() => server.use(noUnassignedPeticiones));
afterEach(() => jest.useRealTimers());

/** Answers the creations with `answer(body)`, keeping each body sent. */
function serveCreate(answer: (body: Record<string, unknown>) => Response) {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.post(apiUrl('/api/admin/peticiones'), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      return answer(body);
    }),
  );
  return bodies;
}

const form = () => screen.getByRole('form', { name: 'Nueva petición' });
const input = (label: string) => within(form()).getByLabelText(label);
const crear = () => within(form()).getByRole('button', { name: 'Crear petición' });

async function openForm(path = '/') {
  const rendered = renderRoute(path);
  await rendered.user.click(await screen.findByRole('button', { name: 'Nueva petición' }));
  await screen.findByRole('form', { name: 'Nueva petición' });
  return rendered;
}

async function fillIn(user: Awaited<ReturnType<typeof openForm>>['user']) {
  await user.type(input('Pedido'), 'Vasos 500 ml con logo{Enter}Pinzas');
  await user.type(input('Cliente'), 'Peña El Botijo');
  await user.type(input('Telefono'), '611 222 333');
  await user.type(input('Correo'), 'botijo@example.com');
  fireEvent.change(input('Fecha de Evento'), { target: { value: '2027-06-12' } });
  await user.type(input('País'), 'España');
  await user.type(input('Código Postal'), '28013');
}

describe('Nueva petición', () => {
  it('sends the public form’s fields, the e-mail, the channel and Asignármela unticked', async () => {
    const bodies = serveCreate(() =>
      HttpResponse.json({ data: { id: 31, asignado: false } }, { status: 201 }),
    );
    const { user } = await openForm();
    expect(input('Asignármela')).toBeChecked();
    expect(
      within(input('Origen'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Teléfono', 'WhatsApp', 'Correo', 'En persona', 'Web']);
    await fillIn(user);
    await user.selectOptions(input('Origen'), 'WhatsApp');
    await user.click(input('Asignármela'));
    await user.click(crear());

    expect(await screen.findByRole('link', { name: 'Ver petición' })).toHaveAttribute(
      'href',
      '/peticiones/31',
    );
    expect(screen.getByText(/Petición 31 creada\./)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Nueva petición' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Nueva petición' })).toHaveFocus();
    expect(bodies).toEqual([
      {
        peticiones: ['Vasos 500 ml con logo', 'Pinzas'],
        cliente: { nombre: 'Peña El Botijo', telefono: '611 222 333' },
        correo: 'botijo@example.com',
        fecha_evento: '2027-06-12',
        pais: 'España',
        codigo_postal: '28013',
        origen: 'whatsapp',
        asignarme: false,
      },
    ]);
  });

  it('on Mis peticiones, a request taken at once joins the board', async () => {
    fixToday();
    serveTaken(() => []);
    const created = taken(32, { peticiones: ['Vasos 500 ml con logo', 'Pinzas'] });
    const bodies = serveCreate(() => HttpResponse.json({ data: created }, { status: 201 }));
    const { user } = await openForm('/mis-peticiones');
    await fillIn(user);
    await user.click(crear());
    expect(await screen.findByRole('link', { name: 'Ver petición' })).toHaveAttribute(
      'href',
      '/mis-peticiones/32',
    );
    expect(bodies[0]).toMatchObject({ asignarme: true, origen: 'telefono' });
    expect(created.asignado).toBe(ME);
    expect(await screen.findByText('Vasos 500 ml con logo', { exact: false })).toBeInTheDocument();
  });

  it('checks the fields by the public form’s rules and sends nothing wrong', async () => {
    const bodies = serveCreate(() => HttpResponse.json({ data: { id: 1 } }, { status: 201 }));
    const { user } = await openForm();
    await user.type(input('Correo'), 'no es un correo');
    await user.click(crear());
    expect(within(form()).getByRole('alert')).toHaveTextContent('Revisa los datos marcados.');
    expect(input('Pedido')).toHaveAccessibleDescription(/Escribe el pedido\./);
    expect(input('País')).toHaveAccessibleDescription('Indica el país.');
    expect(input('Código Postal')).toHaveAccessibleDescription('Indica el código postal.');
    expect(input('Fecha de Evento')).toHaveAccessibleDescription('Indica la fecha del evento.');
    expect(input('Correo')).toHaveAccessibleDescription(
      'Escribe un correo válido, como nombre@ejemplo.com.',
    );
    await user.type(input('Pedido'), `${'x'.repeat(301)}`);
    expect(input('Pedido')).toHaveAccessibleDescription(/hasta 300 caracteres/);
    expect(input('Código Postal')).toHaveAttribute('maxLength', '16');
    expect(input('País')).toHaveAttribute('maxLength', '60');
    expect(bodies).toEqual([]);
  });

  it('a double click on Crear petición creates one request', async () => {
    const bodies = serveCreate(() =>
      HttpResponse.json({ data: { id: 33, asignado: ME } }, { status: 201 }),
    );
    const { user } = await openForm();
    await fillIn(user);
    await user.dblClick(crear());
    await screen.findByRole('link', { name: 'Ver petición' });
    expect(bodies).toHaveLength(1);
  });

  it('refused or failed, keeps what was typed and says why in Spanish', async () => {
    let answer = HttpResponse.json({ error: 'pais must be a text' }, { status: 400 });
    serveCreate(() => answer);
    const { user } = await openForm();
    await fillIn(user);
    await user.click(crear());
    expect(await within(form()).findByRole('alert')).toHaveTextContent(
      'No se ha podido crear la petición: revisa los datos marcados.',
    );
    answer = HttpResponse.error();
    await user.click(crear());
    await waitFor(() =>
      expect(within(form()).getByRole('alert')).toHaveTextContent(
        'No se ha podido crear la petición. Comprueba la conexión y vuelve a intentarlo.',
      ),
    );
    expect(input('Pedido')).toHaveValue('Vasos 500 ml con logo\nPinzas');
    expect(input('Cliente')).toHaveValue('Peña El Botijo');
    expect(input('Correo')).toHaveValue('botijo@example.com');
    expect(input('Fecha de Evento')).toHaveValue('2027-06-12');
  });
});
