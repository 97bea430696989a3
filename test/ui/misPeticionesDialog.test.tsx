import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { eventStreams } from '../support/eventStreams';
import { fakeAuth } from '../support/fakeFirebase';
import { field, openDialog, useDialogFixture } from '../support/misPeticionesDialog';
import { COLLEAGUE, entry, ME, nota, otra, taken } from '../support/misPeticionesFixtures';
import { renderRoute } from '../support/renderWithProviders';
import { apiUrl, http, HttpResponse, recordRequests, server } from '../support/server';

const served = useDialogFixture(() => {
  const rows = [
    taken(7, {
      estado: 'presupuestada',
      version: 3,
      cliente: { nombre: 'Discoteca La Cúpula', telefono: '+34 600 12 34 56' },
      correo: 'cupula@example.com',
      origen: 'telefono',
      proximoSeguimiento: '2026-11-25',
      ultimoPresupuesto: { numero: 'P-2026-0007', totalCents: 98765 },
    }),
    taken(8, { asignado: COLLEAGUE, fecha_evento: '2026-11-19' }),
    taken(9, { estado: 'perdida', perdida: { desde: 'aceptada', motivo: 'otro', texto: 'Cerró' } }),
  ];
  const details = {
    7: {
      peticion: rows[0],
      notas: [nota(2, 'Llamar el lunes'), nota(1, 'Quiere logo a dos colores', ME)],
      actividad: [
        entry(5, 'stage_change', [{ field: 'estado', from: 'asignada', to: 'presupuestada' }]),
        entry(4, 'quote_saved', [
          { field: 'presupuesto', from: null, to: 'P-2026-0007' },
          { field: 'total', from: null, to: 98765 },
        ]),
        entry(3, 'follow_up', [{ field: 'proximo_seguimiento', from: '2026-11-25', to: null }]),
        entry(2, 'follow_up', [{ field: 'proximo_seguimiento', from: null, to: '2026-11-25' }]),
        entry(1, 'assignment', [{ field: 'asignado', from: null, to: ME }]),
      ],
      otras: [
        otra(3, { estado: 'entregada', asignado: COLLEAGUE, fecha_evento: '2025-06-01' }),
        otra(5),
      ],
    },
    8: { peticion: rows[1] },
    9: {
      peticion: rows[2],
      actividad: [
        entry(12, 'stage_change', [
          { field: 'estado', from: 'aceptada', to: 'perdida' },
          { field: 'perdida_motivo', from: null, to: 'otro' },
        ]),
        entry(11, 'stage_change', [
          { field: 'estado', from: 'perdida', to: 'aceptada' },
          { field: 'perdida_motivo', from: 'precio', to: null },
        ]),
        entry(10, 'stage_change', [
          { field: 'estado', from: 'aceptada', to: 'perdida' },
          { field: 'perdida_motivo', from: null, to: 'precio' },
        ]),
      ],
    },
  };
  return { rows, details };
});

/** Answers the writes to `path` with `answer(body)`, and keeps each body sent. */
function serveWrite(path: string, answer: (body: Record<string, unknown>) => Response) {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.post(apiUrl(path), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      return answer(body);
    }),
  );
  return bodies;
}

/** The moves offered (the reason's form, when open, aside). */
function movesOf(dialog: HTMLElement) {
  const form = within(dialog).queryByRole('combobox', { name: 'Motivo' })?.parentElement;
  return within(within(dialog).getByRole('region', { name: 'Cambiar estado' }))
    .getAllByRole('button')
    .filter((button) => !form?.contains(button))
    .map((button) => button.textContent);
}

describe('Mis peticiones: the dialog of a taken request', () => {
  it('shows every field as Ver does, with its stage, assignee and latest quote', async () => {
    const { dialog } = await openDialog(7);
    expect(field(dialog, 'Cliente')).toHaveTextContent('Discoteca La Cúpula');
    expect(field(dialog, 'Estado')).toHaveTextContent('Presupuestada');
    expect(field(dialog, 'Asignado')).toHaveTextContent(ME);
    expect(field(dialog, 'Fecha de Evento')).toHaveTextContent('05/12/2026');
    expect(
      within(field(dialog, 'Pedido'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Vasos para la petición 7', 'Pinzas']);
    expect(dialog).toHaveTextContent('Presupuesto P-2026-0007: 987,65 €');
    // Typed in from the phone, with the customer's e-mail to write to.
    expect(field(dialog, 'Origen')).toHaveTextContent('Teléfono');
    expect(within(field(dialog, 'Correo')).getByRole('link')).toHaveAttribute(
      'href',
      'mailto:cupula@example.com',
    );
  });

  it('says El evento ya pasó once the event day has gone by, and still offers what can be done', async () => {
    const { dialog: upcoming } = await openDialog(7);
    expect(upcoming).not.toHaveTextContent('El evento ya pasó');
    const { dialog: past } = await openDialog(8);
    expect(past).toHaveTextContent('El evento ya pasó');
    // A note can still be added: nothing is blocked.
    expect(within(past).getByRole('button', { name: 'Guardar nota' })).toBeEnabled();
  });

  it('offers its assignee only the allowed moves, Liberar and Reasignar a (active staff but oneself)', async () => {
    const { dialog } = await openDialog(7);
    expect(movesOf(dialog)).toEqual([
      'Volver a Asignada',
      'Pasar a Aceptada',
      'Marcar como perdida',
    ]);
    expect(within(dialog).getByRole('button', { name: 'Liberar' })).toBeEnabled();
    const reasignar = within(dialog).getByRole('combobox', { name: 'Reasignar a' });
    await waitFor(() =>
      expect(
        within(reasignar)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['—', COLLEAGUE]),
    );
    expect(within(dialog).getByLabelText('Próximo seguimiento')).toHaveValue('2026-11-25');
  });

  it('a move sends the stage and the version it was based on, once for a double click', async () => {
    const moved = { ...served.rows[0]!, estado: 'aceptada' as const, version: 4 };
    const bodies = serveWrite('/api/admin/peticiones/7/etapa', () =>
      HttpResponse.json({ data: moved }),
    );
    const { dialog, user } = await openDialog(7);
    await user.dblClick(within(dialog).getByRole('button', { name: 'Pasar a Aceptada' }));
    await waitFor(() => expect(field(dialog, 'Estado')).toHaveTextContent('Aceptada'));
    expect(bodies).toEqual([{ etapa: 'aceptada', version: 3 }]);
    expect(movesOf(dialog)).toEqual([
      'Volver a Presupuestada',
      'Pasar a En producción',
      'Marcar como perdida',
    ]);
  });

  it('with the keyboard alone the focus stays in the dialog: after a move on the first move offered, after Liberar on the dialog', async () => {
    serveWrite('/api/admin/peticiones/7/etapa', () =>
      HttpResponse.json({ data: { ...served.rows[0]!, estado: 'aceptada' as const, version: 4 } }),
    );
    serveWrite('/api/admin/peticiones/7/liberar', () => {
      const unassigned = { ...served.rows[0]!, estado: 'pendiente', asignado: false as const };
      served.details[7] = { ...served.details[7], peticion: unassigned as never };
      return HttpResponse.json({ data: unassigned });
    });
    const { dialog, user } = await openDialog(7);
    within(dialog).getByRole('button', { name: 'Pasar a Aceptada' }).focus();
    await user.keyboard('{Enter}');
    // Its button went with the move: the keyboard goes on from the first move offered now.
    const first = await within(dialog).findByRole('button', { name: 'Volver a Presupuestada' });
    await waitFor(() => expect(first).toHaveFocus());

    within(dialog).getByRole('button', { name: 'Liberar' }).focus();
    await user.keyboard('{Enter}');
    await within(dialog).findByText('Esta petición ya no está asignada.');
    // Liberar went with the request: the focus is on the dialog, not on the page behind it.
    await waitFor(() => expect(dialog).toHaveFocus());
  });

  it('Marcar como perdida asks why: a reason, and with Otro a text', async () => {
    const bodies = serveWrite('/api/admin/peticiones/7/etapa', () =>
      HttpResponse.json({
        data: {
          ...served.rows[0],
          estado: 'perdida',
          version: 4,
          perdida: { desde: 'presupuestada', motivo: 'otro', texto: 'Se casó antes' },
        },
      }),
    );
    const { dialog, user } = await openDialog(7);
    await user.click(within(dialog).getByRole('button', { name: 'Marcar como perdida' }));
    const motivo = within(dialog).getByRole('combobox', { name: 'Motivo' });
    expect(
      within(motivo)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['—', 'Precio', 'Plazo', 'Sin respuesta', 'Otro']);
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar pérdida' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Elige un motivo.');
    await user.selectOptions(motivo, 'otro');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar pérdida' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Escribe el motivo.');
    expect(bodies).toEqual([]);
    await user.type(within(dialog).getByLabelText('Otro motivo'), 'Se casó antes');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar pérdida' }));
    await waitFor(() => expect(field(dialog, 'Estado')).toHaveTextContent('Perdida'));
    expect(bodies).toEqual([
      { etapa: 'perdida', version: 3, motivo: 'otro', texto: 'Se casó antes' },
    ]);
    expect(dialog).toHaveTextContent('Motivo: Otro: Se casó antes');
    expect(movesOf(dialog)).toEqual(['Reabrir']);
  });

  it('Reabrir puts a lost request back in the stage it left', async () => {
    const bodies = serveWrite('/api/admin/peticiones/9/etapa', () =>
      HttpResponse.json({ data: {} }),
    );
    const { dialog, user } = await openDialog(9);
    expect(dialog).toHaveTextContent('Motivo: Otro: Cerró');
    expect(movesOf(dialog)).toEqual(['Reabrir']);
    await user.click(within(dialog).getByRole('button', { name: 'Reabrir' }));
    await waitFor(() => expect(bodies).toEqual([{ etapa: 'aceptada', version: 1 }]));
  });

  it('a stale write (409) shows the request as it is now and says so, keeping what was typed', async () => {
    const now = { ...served.rows[0]!, estado: 'aceptada' as const, version: 5 };
    serveWrite('/api/admin/peticiones/7/etapa', () =>
      HttpResponse.json({ error: 'Stale', data: now }, { status: 409 }),
    );
    const { dialog, user } = await openDialog(7);
    await user.type(within(dialog).getByLabelText('Añadir nota'), 'A medio escribir');
    await user.click(within(dialog).getByRole('button', { name: 'Marcar como perdida' }));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Motivo' }), 'otro');
    await user.type(within(dialog).getByLabelText('Otro motivo'), 'Motivo largo');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar pérdida' }));
    expect(
      await within(dialog).findByText('Esta petición ha cambiado mientras la veías.'),
    ).toBeInTheDocument();
    expect(field(dialog, 'Estado')).toHaveTextContent('Aceptada');
    expect(within(dialog).getByLabelText('Añadir nota')).toHaveValue('A medio escribir');
    expect(within(dialog).getByLabelText('Otro motivo')).toHaveValue('Motivo largo');
    expect(movesOf(dialog)).toEqual([
      'Volver a Presupuestada',
      'Pasar a En producción',
      'Marcar como perdida',
    ]);
  });

  it('a refusal says what is wrong in Spanish; a 403 refuses the call, not the session', async () => {
    serveWrite('/api/admin/peticiones/7/reasignar', () =>
      HttpResponse.json({ error: 'asignado must be an active staff account' }, { status: 400 }),
    );
    serveWrite('/api/admin/peticiones/7/liberar', () =>
      HttpResponse.json({ error: 'Only the assignee' }, { status: 403 }),
    );
    const { dialog, user } = await openDialog(7);
    await user.click(within(dialog).getByRole('button', { name: 'Reasignar' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Elige a quién reasignarla.');
    const reasignar = within(dialog).getByRole('combobox', { name: 'Reasignar a' });
    await waitFor(() => expect(within(reasignar).getAllByRole('option')).toHaveLength(2));
    await user.selectOptions(reasignar, COLLEAGUE);
    await user.click(within(dialog).getByRole('button', { name: 'Reasignar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'No se puede reasignar a esa persona: tiene que ser del equipo y tener la cuenta activa.',
    );
    expect(reasignar).toHaveValue(COLLEAGUE);
    await user.click(within(dialog).getByRole('button', { name: 'Liberar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Solo quien tiene asignada la petición puede cambiarla.',
    );
    expect(fakeAuth.currentUser).not.toBeNull();
    expect(screen.getByRole('dialog', { name: 'Petición 7' })).toBeInTheDocument();
  });

  it('Reasignar hands it over; Liberar gives it back, and the dialog then says it is no longer taken', async () => {
    const reassigned = serveWrite('/api/admin/peticiones/7/reasignar', (body) =>
      HttpResponse.json({ data: { ...served.rows[0], asignado: body.asignado, version: 4 } }),
    );
    const { dialog, user } = await openDialog(7);
    const reasignar = within(dialog).getByRole('combobox', { name: 'Reasignar a' });
    await waitFor(() => expect(within(reasignar).getAllByRole('option')).toHaveLength(2));
    await user.selectOptions(reasignar, COLLEAGUE);
    await user.click(within(dialog).getByRole('button', { name: 'Reasignar' }));
    await waitFor(() => expect(field(dialog, 'Asignado')).toHaveTextContent(COLLEAGUE));
    expect(reassigned).toEqual([{ asignado: COLLEAGUE, version: 3 }]);
    // No longer the assignee: nothing more to move (an administrator may still hand it over).
    expect(within(dialog).queryByRole('region', { name: 'Cambiar estado' })).toBeNull();
  });

  it('Liberar sends the version; the request leaves the board and the dialog says so', async () => {
    const released = serveWrite('/api/admin/peticiones/7/liberar', () => {
      const unassigned = { ...served.rows[0]!, estado: 'nueva', asignado: false as const };
      served.details[7] = { ...served.details[7], peticion: unassigned as never };
      return HttpResponse.json({ data: unassigned });
    });
    const { dialog, user } = await openDialog(7);
    await user.dblClick(within(dialog).getByRole('button', { name: 'Liberar' }));
    expect(
      await within(dialog).findByText('Esta petición ya no está asignada.'),
    ).toBeInTheDocument();
    expect(released).toEqual([{ version: 3 }]);
    expect(field(dialog, 'Asignado')).toHaveTextContent('No');
    expect(screen.queryByRole('link', { name: 'Discoteca La Cúpula' })).toBeNull();
  });

  it('Próximo seguimiento saves a day, or none when emptied', async () => {
    const bodies = serveWrite('/api/admin/peticiones/7/seguimiento', (body) =>
      HttpResponse.json({
        data: { ...served.rows[0], proximoSeguimiento: body.fecha, version: 4 },
      }),
    );
    const { dialog, user } = await openDialog(7);
    const input = within(dialog).getByLabelText('Próximo seguimiento');
    fireEvent.change(input, { target: { value: '2026-12-01' } });
    await user.click(within(dialog).getByRole('button', { name: 'Guardar seguimiento' }));
    await waitFor(() => expect(bodies).toEqual([{ fecha: '2026-12-01', version: 3 }]));
    await waitFor(() => expect(input).toHaveValue('2026-12-01'));
    fireEvent.change(input, { target: { value: '' } });
    await user.click(within(dialog).getByRole('button', { name: 'Guardar seguimiento' }));
    await waitFor(() => expect(bodies[1]).toEqual({ fecha: null, version: 4 }));
  });
});

describe('Mis peticiones: notes, the customer and the history', () => {
  it('lists notes newest first with author and time; a blank note sends nothing', async () => {
    const requests = recordRequests();
    const { dialog, user } = await openDialog(7);
    const notas = within(dialog).getByRole('region', { name: 'Notas' });
    await waitFor(() => expect(within(notas).getAllByRole('listitem')).toHaveLength(2));
    const [newest, oldest] = within(notas).getAllByRole('listitem');
    expect(newest).toHaveTextContent(`Llamar el lunes${COLLEAGUE} · 19/11/2026, 10:05`);
    expect(oldest).toHaveTextContent(`Quiere logo a dos colores${ME}`);
    await user.type(within(notas).getByLabelText('Añadir nota'), '   ');
    await user.click(within(notas).getByRole('button', { name: 'Guardar nota' }));
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('says before sending that a note is over 2,000 characters, and sends nothing', async () => {
    const requests = recordRequests();
    const { dialog, user } = await openDialog(7);
    const box = within(dialog).getByLabelText('Añadir nota');
    expect(box).toHaveAccessibleDescription('Hasta 2.000 caracteres.');
    fireEvent.change(box, { target: { value: 'x'.repeat(2001) } });
    expect(box).toHaveAccessibleDescription('La nota tiene 2.001 caracteres: el máximo es 2.000.');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar nota' }));
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
    expect(box).toHaveValue('x'.repeat(2001));
  });

  it('Guardar nota sends it; the dialog reloads its notes and empties the box', async () => {
    const bodies = serveWrite('/api/admin/peticiones/7/notas', (body) => {
      served.details[7] = {
        ...served.details[7],
        notas: [nota(3, String(body.texto), ME), ...served.details[7]!.notas!],
      };
      return HttpResponse.json({ data: nota(3, String(body.texto), ME) }, { status: 201 });
    });
    const { dialog, user } = await openDialog(7);
    await user.type(within(dialog).getByLabelText('Añadir nota'), 'Enviado el presupuesto');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Guardar nota' }));
    const notas = within(dialog).getByRole('region', { name: 'Notas' });
    await waitFor(() =>
      expect(within(notas).getAllByRole('listitem')[0]).toHaveTextContent('Enviado el presupuesto'),
    );
    expect(bodies).toEqual([{ texto: 'Enviado el presupuesto' }]);
    expect(within(dialog).getByLabelText('Añadir nota')).toHaveValue('');
  });

  it("lists the customer's other requests with their stage and a link to each", async () => {
    const { dialog } = await openDialog(7);
    const otras = await within(dialog).findByRole('region', {
      name: 'Otras peticiones de este cliente (2)',
    });
    const [first, second] = within(otras).getAllByRole('listitem');
    expect(first).toHaveTextContent('Petición 3 · Entregada · 01/06/2025');
    expect(within(first!).getByRole('link')).toHaveAttribute('href', '/mis-peticiones/3');
    expect(second).toHaveTextContent('Petición 5 · Sin asignar · 01/06/2026');
    expect(within(second!).getByRole('link')).toHaveAttribute('href', '/peticiones/5');
  });

  it("tells the request's history in Spanish, with who and when", async () => {
    const { dialog } = await openDialog(7);
    const actividad = within(dialog).getByRole('region', { name: 'Actividad' });
    await waitFor(() => expect(within(actividad).getAllByRole('listitem')).toHaveLength(5));
    expect(
      within(actividad)
        .getAllByRole('listitem')
        .map((item) => item.firstChild!.textContent),
    ).toEqual([
      'Pasó de Asignada a Presupuestada',
      'Guardó el presupuesto P-2026-0007 (987,65\u00a0€)',
      'Quitó el próximo seguimiento',
      'Próximo seguimiento: 25/11/2026',
      `Asignada a ${ME}`,
    ]);
    expect(within(actividad).getAllByRole('listitem')[0]).toHaveTextContent(
      `${ME} · 18/11/2026, 02:30`,
    );
  });

  it('tells a loss with its Motivo, and the loss the request has now with its text too', async () => {
    const { dialog } = await openDialog(9);
    const actividad = within(dialog).getByRole('region', { name: 'Actividad' });
    await waitFor(() => expect(within(actividad).getAllByRole('listitem')).toHaveLength(3));
    expect(
      within(actividad)
        .getAllByRole('listitem')
        .map((item) => item.firstChild!.textContent),
    ).toEqual([
      'Marcada como perdida. Motivo: Otro: Cerró',
      'Reabierta en Aceptada',
      // An earlier loss: its text went when it was reopened, and the log never holds one.
      'Marcada como perdida. Motivo: Precio',
    ]);
  });

  it("a colleague's move or note shows while it is open, keeping what is typed and the focus", async () => {
    const stream = eventStreams();
    const { dialog, user } = await openDialog(7);
    await waitFor(() => expect(stream.connections).toHaveLength(1));
    const box = within(dialog).getByLabelText('Añadir nota');
    await user.type(box, 'Escribiendo');
    served.details[7] = {
      ...served.details[7],
      notas: [nota(9, 'Nota de María'), ...served.details[7]!.notas!],
    };
    stream.sendAt(1, {
      type: 'assigned',
      peticion: { ...served.rows[0]!, estado: 'aceptada', version: 4 },
    });
    expect(await within(dialog).findByText('Nota de María')).toBeInTheDocument();
    expect(field(dialog, 'Estado')).toHaveTextContent('Aceptada');
    expect(box).toHaveValue('Escribiendo');
    expect(box).toHaveFocus();
  });

  it('a request a colleague gives back while it is open says it is no longer taken', async () => {
    const stream = eventStreams();
    const { dialog } = await openDialog(7);
    await waitFor(() => expect(stream.connections).toHaveLength(1));
    expect(within(dialog).getByRole('button', { name: 'Liberar' })).toBeInTheDocument();
    served.details[7] = {
      ...served.details[7],
      peticion: { ...served.rows[0]!, estado: 'pendiente', asignado: false } as never,
    };
    stream.sendAt(1, { type: 'released', id: 7 });
    expect(
      await within(dialog).findByText('Esta petición ya no está asignada.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Liberar' })).toBeNull();
    expect(field(dialog, 'Cliente')).toHaveTextContent('Discoteca La Cúpula');
  });

  it('an unknown request says it was not found', async () => {
    renderRoute('/mis-peticiones/999');
    const dialog = await screen.findByRole('dialog', { name: 'Petición 999' });
    expect(await within(dialog).findByText('No se ha encontrado la petición.')).toBeInTheDocument();
  });

  it("Cerrar goes back to the board and puts the focus on the request's card", async () => {
    const { user, history } = renderRoute('/mis-peticiones?vista=equipo');
    await user.click(await screen.findByRole('link', { name: 'Discoteca La Cúpula' }));
    const dialog = await screen.findByRole('dialog', { name: 'Petición 7' });
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(history.location.pathname).toBe('/mis-peticiones');
    expect(history.location.search).toBe('?vista=equipo');
    expect(screen.getByRole('link', { name: 'Discoteca La Cúpula' })).toHaveFocus();
  });
});
