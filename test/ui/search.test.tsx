import { screen, waitFor, within } from '@testing-library/react';
import { apiPaths, type SearchResults } from '../../contract';
import { stubShowModal } from '../support/jsdomDialogs';
import { renderRoute } from '../support/renderWithProviders';
import {
  SEARCH_BOX,
  SEARCH_FAILED,
  SEARCH_GROUPS,
  SEARCH_NOTHING,
  SEARCH_RESULTS,
} from '../support/screenTexts';
import { apiUrl, http, HttpResponse, noUnassignedPeticiones, server } from '../support/server';

// The shell's search box (docs/screens.md, "Search"): asked of the API as one types, its results
// grouped and each a link to its place, reached by / or Ctrl+K and walked with the keyboard.
const SEARCH = apiUrl(apiPaths.search);

beforeAll(stubShowModal);

/** A followed result opens its dialog, which reads its request (here, one that is gone). */
const dialogsRead = () =>
  server.use(
    noUnassignedPeticiones,
    http.get(apiUrl(apiPaths.peticion(':id')), () =>
      HttpResponse.json({ error: 'No request' }, { status: 404 }),
    ),
  );

const RESULTS: SearchResults = {
  peticiones: [
    {
      id: 11,
      estado: 'nueva',
      asignado: false,
      nombre: 'Lucía Peña',
      telefono: '611 22 47 83',
      correo: 'lucia@ejemplo.es',
      pedido: '200 copas de cava',
      fecha_evento: '2027-05-20',
    },
    {
      id: 12,
      estado: 'presupuestada',
      asignado: 'personal@vasos.test',
      nombre: 'Lucía Peña',
      telefono: '+34 611224783',
      correo: null,
      pedido: '50 jarras',
      fecha_evento: '2027-06-01',
    },
  ],
  clientes: [
    {
      id: 9,
      telefono: '+34 611224783',
      nombre: 'Lucía Peña',
      correo: null,
      peticiones: 2,
      ultimaPeticion: { id: 12, asignado: 'personal@vasos.test' },
    },
  ],
  presupuestos: [
    {
      id: 7,
      numero: 'P-2026-0012',
      peticionId: 12,
      nombre: 'Lucía Peña',
      totalCents: 36300,
      createdAt: '2026-11-20T10:00:00.000Z',
    },
  ],
};

/** Answers every search with `results`, and keeps the texts asked. */
function answerSearches(results: SearchResults = RESULTS) {
  const asked: string[] = [];
  server.use(
    http.get(SEARCH, ({ request }) => {
      asked.push(new URL(request.url).searchParams.get('q') ?? '');
      return HttpResponse.json({ data: results });
    }),
  );
  return asked;
}

const box = () => screen.getByRole('textbox', { name: SEARCH_BOX });
const shownBox = () => screen.findByRole('textbox', { name: SEARCH_BOX });
const resultsRegion = () => screen.findByRole('region', { name: SEARCH_RESULTS });
const linkHrefs = (region: HTMLElement) =>
  within(region)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));

describe('the search box in the shell', () => {
  it('asks nothing for one character, then shows the results grouped, each a link to its place', async () => {
    const asked = answerSearches();
    const { user } = renderRoute('/mis-peticiones');
    await user.type(await shownBox(), 'p');
    expect(screen.queryByRole('region', { name: SEARCH_RESULTS })).toBeNull();
    await user.type(box(), 'eña');
    const region = await resultsRegion();
    await within(region).findByRole('heading', { name: 'Peticiones' });
    expect(asked).not.toContain('p');
    expect(asked.at(-1)).toBe('peña');
    expect(
      within(region)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(SEARCH_GROUPS);
    expect(linkHrefs(region)).toEqual([
      '/peticiones/11',
      '/mis-peticiones/12',
      // The customer's own id, as `Clientes` links them, not their latest request's.
      '/clientes/9',
      '/mis-peticiones/12/presupuestos/7',
    ]);
    const [unassigned, taken, cliente, presupuesto] = within(region).getAllByRole('link');
    expect(unassigned).toHaveTextContent('Sin asignar');
    expect(unassigned).toHaveTextContent('lucia@ejemplo.es');
    expect(taken).toHaveTextContent('Presupuestada');
    expect(cliente).toHaveTextContent('2 peticiones');
    expect(presupuesto).toHaveTextContent(/P-2026-0012.*Petición 12.*363,00/);
    expect(region).toHaveAttribute('data-search-for', 'peña');
  });

  it('is walked by the keyboard: arrows through the results, Escape back to the box, Enter follows', async () => {
    answerSearches();
    dialogsRead();
    const { user, history } = renderRoute('/mis-peticiones');
    await user.type(await shownBox(), 'peña');
    const region = await resultsRegion();
    await within(region).findAllByRole('link');
    const links = within(region).getAllByRole('link');
    await user.keyboard('{ArrowDown}');
    expect(links[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(links[2]).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(box()).toHaveFocus();
    await user.keyboard('{ArrowDown}{Escape}');
    expect(box()).toHaveFocus();
    expect(screen.queryByRole('region', { name: SEARCH_RESULTS })).toBeNull();
    // Typing again opens them; Enter in the box follows the first.
    await user.type(box(), ' ');
    await resultsRegion();
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(history.location.pathname).toBe('/mis-peticiones/12'));
    expect(screen.queryByRole('region', { name: SEARCH_RESULTS })).toBeNull();
  });

  it('Enter in the box goes to the first result; Escape with the results closed empties it', async () => {
    answerSearches();
    dialogsRead();
    const { user, history } = renderRoute('/mis-peticiones');
    await user.type(await shownBox(), 'peña');
    await within(await resultsRegion()).findAllByRole('link');
    await user.keyboard('{Escape}{Escape}');
    expect(box()).toHaveValue('');
    await user.type(box(), 'peña');
    await within(await resultsRegion()).findAllByRole('link');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(history.location.pathname).toBe('/peticiones/11'));
  });

  it('is reached by / outside a field and by Ctrl+K anywhere; / typed in a field stays a character', async () => {
    answerSearches();
    const { user } = renderRoute('/mis-peticiones');
    await shownBox();
    (document.activeElement as HTMLElement | null)?.blur();
    await user.keyboard('/');
    expect(box()).toHaveFocus();
    expect(box()).toHaveValue('');
    await user.type(box(), 'a/b');
    expect(box()).toHaveValue('a/b');
    await user.click(screen.getByRole('button', { name: 'Cerrar Sesión' }).parentElement!);
    screen.getByRole('button', { name: 'Menú' }).focus();
    await user.keyboard('{Control>}k{/Control}');
    expect(box()).toHaveFocus();
  });

  it('says when nothing was found, and when the search failed', async () => {
    answerSearches({ peticiones: [], clientes: [], presupuestos: [] });
    const { user } = renderRoute('/mis-peticiones');
    await user.type(await shownBox(), 'zzz');
    expect(await within(await resultsRegion()).findByText(SEARCH_NOTHING)).toBeInTheDocument();
    server.use(http.get(SEARCH, () => HttpResponse.json({ error: 'boom' }, { status: 500 })));
    await user.type(box(), 'y');
    expect(await within(await resultsRegion()).findByRole('alert')).toHaveTextContent(
      SEARCH_FAILED,
    );
  });
});
