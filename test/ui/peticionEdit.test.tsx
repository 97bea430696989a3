import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AssignedPeticion } from '../../contract';
import { PERSONAL_USER } from '../support/fakeFirebase';
import { field, openDialog, useDialogFixture } from '../support/misPeticionesDialog';
import { COLLEAGUE, entry, taken } from '../support/misPeticionesFixtures';
import { apiUrl, http, HttpResponse, server } from '../support/server';

// Editar in a taken request's dialog (docs/screens.md, "Mis peticiones": Editar).
const served = useDialogFixture(() => {
  const rows = [
    taken(7, { version: 3, cliente: { nombre: 'Ana', telefono: '600 111 222' } }),
    taken(8, { asignado: COLLEAGUE, version: 5 }),
  ];
  return { rows, details: { 7: { peticion: rows[0] }, 8: { peticion: rows[1] } } };
});

/** Answers the edits of request `id` with `answer(body)`, keeping each body sent. */
function serveEdit(id: number, answer: (body: Record<string, unknown>) => Response) {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.post(apiUrl(`/api/admin/peticiones/${id}/editar`), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      return answer(body);
    }),
  );
  return bodies;
}

const form = () => screen.getByRole('form', { name: 'Editar petición' });
const input = (label: string) => within(form()).getByLabelText(label);

async function openEdit(id: number) {
  const opened = await openDialog(id);
  await opened.user.click(within(opened.dialog).getByRole('button', { name: 'Editar' }));
  return opened;
}

describe('Editar in the dialog of a taken request', () => {
  it('sends every field with the version read, then shows the request and its Actividad', async () => {
    const corrected: AssignedPeticion = {
      ...served.rows[0]!,
      version: 4,
      cliente: { nombre: 'Ana Ruiz', telefono: '600 111 222' },
      correo: 'ana@example.com',
      fecha_evento: '2026-12-12',
      peticiones: ['Vasos 500 ml', 'Pinzas', 'Ceniceros'],
    };
    const bodies = serveEdit(7, () => {
      served.details[7] = {
        peticion: corrected,
        actividad: [
          entry(9, 'peticion_edited', [
            { field: 'nombre', from: 'Ana', to: 'Ana Ruiz' },
            { field: 'fecha_evento', from: '2026-12-05', to: '2026-12-12' },
          ]),
        ],
      };
      return HttpResponse.json({ data: corrected });
    });
    const { dialog, user } = await openEdit(7);
    expect(input('Pedido')).toHaveValue('Vasos para la petición 7\nPinzas');
    expect(input('Cliente')).toHaveValue('Ana');
    await user.clear(input('Pedido'));
    await user.type(input('Pedido'), 'Vasos 500 ml{Enter}Pinzas{Enter}{Enter}Ceniceros');
    await user.type(input('Cliente'), ' Ruiz');
    await user.type(input('Correo'), 'ana@example.com');
    fireEvent.change(input('Fecha de Evento'), { target: { value: '2026-12-12' } });
    await user.click(within(form()).getByRole('button', { name: 'Guardar cambios' }));

    await waitFor(() => expect(screen.queryByRole('form', { name: 'Editar petición' })).toBeNull());
    expect(bodies).toEqual([
      {
        peticiones: ['Vasos 500 ml', 'Pinzas', 'Ceniceros'],
        cliente: { nombre: 'Ana Ruiz', telefono: '600 111 222' },
        correo: 'ana@example.com',
        fecha_evento: '2026-12-12',
        pais: 'España',
        codigo_postal: '28013',
        version: 3,
      },
    ]);
    expect(field(dialog, 'Cliente')).toHaveTextContent('Ana Ruiz');
    expect(field(dialog, 'Fecha de Evento')).toHaveTextContent('12/12/2026');
    const actividad = within(dialog).getByRole('region', { name: 'Actividad' });
    expect(
      await within(actividad).findByText(
        'Cambió Cliente: Ana → Ana Ruiz; Fecha de Evento: 05/12/2026 → 12/12/2026',
      ),
    ).toBeInTheDocument();
  });

  it('checks the fields by the public form’s rules and sends nothing wrong', async () => {
    const bodies = serveEdit(7, () => HttpResponse.json({ data: served.rows[0] }));
    const { user } = await openEdit(7);
    await user.clear(input('Pedido'));
    await user.clear(input('País'));
    await user.type(input('Correo'), 'ana@');
    await user.click(within(form()).getByRole('button', { name: 'Guardar cambios' }));
    expect(within(form()).getByRole('alert')).toHaveTextContent('Revisa los datos marcados.');
    expect(input('Pedido')).toHaveAccessibleDescription(/Escribe el pedido\./);
    expect(input('País')).toHaveAccessibleDescription('Indica el país.');
    expect(input('Correo')).toHaveAccessibleDescription(
      'Escribe un correo válido, como nombre@ejemplo.com.',
    );
    expect(input('País')).toHaveAttribute('aria-invalid', 'true');
    await user.type(input('Pedido'), Array.from({ length: 21 }, (_, i) => `L${i}`).join('{Enter}'));
    expect(input('Pedido')).toHaveAccessibleDescription(/hasta 20 líneas/);
    expect(input('Cliente')).toHaveAttribute('maxLength', '120');
    expect(bodies).toEqual([]);
  });

  it('refused as stale (409), says so, keeps what was typed and sends it again from the new version', async () => {
    const now = { ...served.rows[0]!, version: 6, pais: 'Portugal' };
    let refuse = true;
    const bodies = serveEdit(7, () => {
      if (!refuse) return HttpResponse.json({ data: { ...now, version: 7 } });
      refuse = false;
      return HttpResponse.json({ error: 'Stale', data: now }, { status: 409 });
    });
    const { dialog, user } = await openEdit(7);
    await user.clear(input('Código Postal'));
    await user.type(input('Código Postal'), '08001');
    await user.click(within(form()).getByRole('button', { name: 'Guardar cambios' }));
    expect(
      await within(dialog).findByText('Esta petición ha cambiado mientras la veías.'),
    ).toBeInTheDocument();
    expect(field(dialog, 'País')).toHaveTextContent('Portugal');
    expect(input('Código Postal')).toHaveValue('08001');
    expect(input('País')).toHaveValue('España');
    await user.click(within(form()).getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies.map((body) => body.version)).toEqual([3, 6]);
    expect(bodies[1]).toMatchObject({ codigo_postal: '08001' });
  });

  it('a double click on Guardar cambios sends one edit', async () => {
    const bodies = serveEdit(7, () =>
      HttpResponse.json({ data: { ...served.rows[0]!, version: 4 } }),
    );
    const { user } = await openEdit(7);
    await user.type(input('Cliente'), ' Ruiz');
    await user.dblClick(within(form()).getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Editar petición' })).toBeNull());
    expect(bodies).toHaveLength(1);
  });

  it('a failed call keeps what was typed and says so in Spanish', async () => {
    serveEdit(7, () => HttpResponse.error());
    const { user } = await openEdit(7);
    await user.type(input('Cliente'), ' Ruiz');
    await user.click(within(form()).getByRole('button', { name: 'Guardar cambios' }));
    expect(await within(form()).findByRole('alert')).toHaveTextContent(
      'No se ha podido guardar el cambio. Comprueba la conexión y vuelve a intentarlo.',
    );
    expect(input('Cliente')).toHaveValue('Ana Ruiz');
  });

  it('is offered on a colleague’s request to an administrator, not to Personal', async () => {
    const admin = await openDialog(8, { path: '/mis-peticiones/8?vista=equipo' });
    expect(within(admin.dialog).getByRole('button', { name: 'Editar' })).toBeInTheDocument();
    admin.unmount();
    const personal = await openDialog(8, {
      path: '/mis-peticiones/8?vista=equipo',
      signedInAs: PERSONAL_USER,
    });
    expect(within(personal.dialog).queryByRole('button', { name: 'Editar' })).toBeNull();
  });
});
