import { screen, waitFor, within } from '@testing-library/react';
import { apiPaths, type AuditEntry } from '../../contract';
import {
  acceptUpdates,
  SERIGRAFIA_KEY,
  SERIGRAFIA_PAGE,
  serigrafiaRows,
  serveTable,
} from '../support/preciosFixtures';
import { renderRoute } from '../support/renderWithProviders';
import { apiUrl, http, HttpResponse, server } from '../support/server';

const PANEL = 'Historial de Serigrafia 1 Color VF';

/** Entry `id` changed row 2's (cantidad 200) Coste from id/10 to id/10 + 1, by a colleague. */
const entry = (id: number): AuditEntry => ({
  id,
  at: new Date(Date.UTC(2026, 10, 20, 9, 0, id)).toISOString(),
  actor: { uid: 'u-colega', email: 'colega@vasos.test' },
  action: 'price_update',
  tabla: SERIGRAFIA_KEY,
  target: '2',
  changes: [{ field: 'coste', from: id / 10, to: id / 10 + 1 }],
});

/** The audit log as the API pages it: newest first, `limit` at a time, older than `before`. */
function serveHistory(entries: AuditEntry[]) {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get(apiUrl(apiPaths.auditoria), ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query);
      const before = Number(query.get('before') ?? Infinity);
      const page = entries
        .filter((e) => e.tabla === query.get('tabla') && e.id < before)
        .sort((a, b) => b.id - a.id)
        .slice(0, Number(query.get('limit')));
      return HttpResponse.json({ data: page });
    }),
  );
  return asked;
}

async function openHistory() {
  serveTable(SERIGRAFIA_KEY, serigrafiaRows(3));
  const rendered = renderRoute(SERIGRAFIA_PAGE);
  await screen.findByRole('textbox', { name: 'Coste fila 3' });
  await rendered.user.click(screen.getByRole('button', { name: 'Historial' }));
  return { ...rendered, panel: screen.getByRole('complementary', { name: PANEL }) };
}

const bodyRows = (panel: HTMLElement) => within(panel).getAllByRole('row').slice(1);
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('Historial', () => {
  it("lists the table's changes newest first: when, who, the row's quantity, field, old → new", async () => {
    const asked = serveHistory([entry(11), entry(12), { ...entry(13), tabla: 'vasos/200' }]);
    const { panel } = await openHistory();
    await waitFor(() => expect(bodyRows(panel)).toHaveLength(2));
    const [newest, older] = bodyRows(panel);
    expect(
      within(panel)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Fecha', 'Quién', 'Cantidad', 'Campo', 'Cambio']);
    const local = new Date(entry(12).at);
    const day = `${String(local.getDate()).padStart(2, '0')}/11/2026`;
    expect(cellsOf(newest!)).toEqual([
      expect.stringContaining(day),
      'colega@vasos.test',
      '200',
      'Coste',
      '1,2 → 2,2',
    ]);
    expect(cellsOf(older!)[4]).toBe('1,1 → 2,1');
    expect(asked[0]!.get('tabla')).toBe(SERIGRAFIA_KEY);
    expect(asked[0]!.has('before')).toBe(false);
  });

  it('loads older changes page by page with Más until none are left; Cerrar closes it', async () => {
    const asked = serveHistory(Array.from({ length: 60 }, (_, index) => entry(index + 1)));
    const { user, panel } = await openHistory();
    await waitFor(() => expect(bodyRows(panel)).toHaveLength(50));
    expect(cellsOf(bodyRows(panel)[0]!)[4]).toBe('6 → 7');

    await user.click(within(panel).getByRole('button', { name: 'Más' }));
    await waitFor(() => expect(bodyRows(panel)).toHaveLength(60));
    expect(asked.at(-1)!.get('before')).toBe('11');
    expect(cellsOf(bodyRows(panel)[59]!)[4]).toBe('0,1 → 1,1');
    // A short page was the last: nothing more to ask for.
    expect(within(panel).queryByRole('button', { name: 'Más' })).not.toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('complementary', { name: PANEL })).not.toBeInTheDocument();
  });

  it('an empty history says so', async () => {
    serveHistory([]);
    const { panel } = await openHistory();
    expect(
      await within(panel).findByText('Todavía no hay cambios guardados en esta tabla.'),
    ).toBeInTheDocument();
  });

  it('after a save, the open panel shows the new change without a reload', async () => {
    const entries = [entry(1)];
    serveHistory(entries);
    acceptUpdates(SERIGRAFIA_KEY, {
      answer: (n) => {
        // The server records each row that really changed; here the first row's Coste.
        if (n === 1) {
          entries.push({
            ...entry(2),
            actor: { uid: 'u-demo', email: 'admin@vasos.test' },
            target: '1',
            changes: [{ field: 'coste', from: 1, to: 1.75 }],
          });
        }
        return HttpResponse.json({});
      },
    });
    const { user, panel } = await openHistory();
    await waitFor(() => expect(bodyRows(panel)).toHaveLength(1));

    const coste = screen.getByRole('textbox', { name: 'Coste fila 1' });
    await user.click(coste);
    await user.keyboard('{Control>}a{/Control}1.75');
    await user.click(screen.getAllByRole('button', { name: 'Guardar' })[0]!);

    await waitFor(() => expect(bodyRows(panel)).toHaveLength(2));
    expect(cellsOf(bodyRows(panel)[0]!).slice(1)).toEqual([
      'admin@vasos.test',
      '100',
      'Coste',
      '1 → 1,75',
    ]);
  });
});
