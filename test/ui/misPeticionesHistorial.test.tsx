import { waitFor, within } from '@testing-library/react';
import { HISTORIAL_PAGE } from '../../contract';
import { OLDER_FAILED } from '../../src/features/misPeticiones/dialog/ShowOlder';
import { openDialog, useDialogFixture } from '../support/misPeticionesDialog';
import { entry, nota, taken } from '../support/misPeticionesFixtures';
import { apiUrl, http, HttpResponse, server } from '../support/server';

// A request with a long life: more notes and activity entries than the dialog reads at first.
// Three pages of notes (the last one short), two of activity.
const NOTAS = 2 * HISTORIAL_PAGE + 10;
const ACTIVIDAD = HISTORIAL_PAGE + 10;
const notas = Array.from({ length: NOTAS }, (_, index) =>
  nota(NOTAS - index, `Nota ${NOTAS - index}`),
);
const actividad = Array.from({ length: ACTIVIDAD }, (_, index) =>
  entry(ACTIVIDAD - index, 'follow_up', [
    { field: 'proximo_seguimiento', from: null, to: '2026-11-25' },
  ]),
);

useDialogFixture(() => ({ rows: [taken(7)], details: {} }));

/** The detail of request 7 as the API answers it: the newest as many as asked of each. */
function serveLongDetail({ failOn }: { failOn?: number } = {}) {
  const asked: string[] = [];
  server.use(
    http.get(apiUrl('/api/admin/peticiones/7'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query.toString());
      if (asked.length === failOn) {
        return HttpResponse.json({ error: 'Unavailable' }, { status: 503 });
      }
      const notasAsked = Number(query.get('notas') ?? HISTORIAL_PAGE);
      const actividadAsked = Number(query.get('actividad') ?? HISTORIAL_PAGE);
      return HttpResponse.json({
        data: {
          peticion: taken(7),
          notas: notas.slice(0, notasAsked),
          masNotas: NOTAS > notasAsked,
          actividad: actividad.slice(0, actividadAsked),
          masActividad: ACTIVIDAD > actividadAsked,
          otras: [],
        },
      });
    }),
  );
  return asked;
}

const itemsOf = (region: HTMLElement) => within(region).queryAllByRole('listitem');

describe('Mis peticiones: a long history, shown a page at a time', () => {
  it('shows the newest notes, and Mostrar notas anteriores adds a page each time until none are left', async () => {
    const asked = serveLongDetail();
    const { dialog, user } = await openDialog(7);
    const region = within(dialog).getByRole('region', { name: 'Notas' });
    await waitFor(() => expect(itemsOf(region)).toHaveLength(HISTORIAL_PAGE));
    expect(itemsOf(region)[0]).toHaveTextContent(`Nota ${NOTAS}`);
    expect(asked).toEqual(['']);

    await user.click(within(region).getByRole('button', { name: 'Mostrar notas anteriores' }));
    await waitFor(() => expect(itemsOf(region)).toHaveLength(2 * HISTORIAL_PAGE));
    await user.click(within(region).getByRole('button', { name: 'Mostrar notas anteriores' }));
    await waitFor(() => expect(itemsOf(region)).toHaveLength(NOTAS));
    expect(itemsOf(region).at(-1)).toHaveTextContent('Nota 1');
    expect(within(region).queryByRole('button', { name: 'Mostrar notas anteriores' })).toBeNull();
    // The activity keeps its own page: only the notes' read grew.
    expect(asked).toEqual(['', `notas=${2 * HISTORIAL_PAGE}`, `notas=${3 * HISTORIAL_PAGE}`]);
    const activity = within(dialog).getByRole('region', { name: 'Actividad' });
    expect(itemsOf(activity)).toHaveLength(HISTORIAL_PAGE);
  });

  it('Mostrar actividad anterior shows the older entries; a request with no more offers none', async () => {
    serveLongDetail();
    const { dialog, user } = await openDialog(7);
    const activity = within(dialog).getByRole('region', { name: 'Actividad' });
    await waitFor(() => expect(itemsOf(activity)).toHaveLength(HISTORIAL_PAGE));
    await user.click(within(activity).getByRole('button', { name: 'Mostrar actividad anterior' }));
    await waitFor(() => expect(itemsOf(activity)).toHaveLength(ACTIVIDAD));
    expect(
      within(activity).queryByRole('button', { name: 'Mostrar actividad anterior' }),
    ).toBeNull();
  });

  it('a failed read of older notes keeps those shown, says so, and the button reads again', async () => {
    const asked = serveLongDetail({ failOn: 2 });
    const { dialog, user } = await openDialog(7);
    const region = within(dialog).getByRole('region', { name: 'Notas' });
    await waitFor(() => expect(itemsOf(region)).toHaveLength(HISTORIAL_PAGE));
    await user.click(within(region).getByRole('button', { name: 'Mostrar notas anteriores' }));
    expect(await within(region).findByRole('alert')).toHaveTextContent(OLDER_FAILED);
    expect(itemsOf(region)).toHaveLength(HISTORIAL_PAGE);

    await user.click(within(region).getByRole('button', { name: 'Mostrar notas anteriores' }));
    await waitFor(() => expect(itemsOf(region)).toHaveLength(2 * HISTORIAL_PAGE));
    expect(within(region).queryByRole('alert')).toBeNull();
    // The retry asked the same page again, not the one after it.
    expect(asked).toEqual(['', `notas=${2 * HISTORIAL_PAGE}`, `notas=${2 * HISTORIAL_PAGE}`]);
  });
});
