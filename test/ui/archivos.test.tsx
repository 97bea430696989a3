import { File as NodeFile } from 'node:buffer';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ARCHIVO_NAME_HEADER, apiPaths, type Archivo } from '../../contract';
import { stubShowModal } from '../support/jsdomDialogs';
import {
  COLLEAGUE,
  fixToday,
  serveDetail,
  serveStaff,
  serveTaken,
  taken,
} from '../support/misPeticionesFixtures';
import { renderRoute } from '../support/renderWithProviders';
import { apiUrl, http, HttpResponse, noUnassignedPeticiones, server } from '../support/server';

// The request's dialog's `Archivos`: the customer's files and each version of the design proof,
// with name, size and sender, and `Subir boceto` for its assignee only (docs/screens.md, the
// request's dialog), the network faked at fetch.
beforeAll(stubShowModal);

const archivo = (overrides: Partial<Archivo>): Archivo => ({
  id: 1,
  peticionId: 1,
  kind: 'cliente',
  version: null,
  nombre: 'logo.png',
  tipo: 'image/png',
  size: 12_400,
  sha256: 'a'.repeat(64),
  sender: 'cliente',
  createdAt: '2026-11-18T10:00:00.000Z',
  aprobadoAt: null,
  ...overrides,
});

let files: Archivo[] = [];
let uploads: { name: string | null; size: number }[] = [];
let uploadAnswer: () => Response = () => new Response(null, { status: 500 });

beforeEach(() => {
  fixToday();
  files = [];
  uploads = [];
  serveStaff();
  server.use(
    noUnassignedPeticiones,
    http.get(apiUrl(apiPaths.archivos(1)), () => HttpResponse.json({ data: files })),
    http.post(apiUrl(apiPaths.bocetos(1)), async ({ request }) => {
      const bytes = await request.arrayBuffer();
      uploads.push({ name: request.headers.get(ARCHIVO_NAME_HEADER), size: bytes.byteLength });
      return uploadAnswer();
    }),
  );
});

afterEach(() => {
  jest.useRealTimers();
});

function serve(asignado?: string) {
  const peticion = taken(1, asignado ? { asignado } : {});
  serveTaken(() => [peticion]);
  serveDetail((id) => (id === 1 ? { peticion } : undefined));
}

async function archivosSection(path = '/mis-peticiones/1') {
  renderRoute(path);
  const dialog = await screen.findByRole('dialog', { name: 'Petición 1' });
  return within(dialog).findByRole('region', { name: 'Archivos' });
}

it('lists each file with its name, kind, size and sender, a proof’s approval too', async () => {
  files = [
    archivo({}),
    archivo({
      id: 2,
      kind: 'boceto',
      version: 1,
      nombre: 'boceto.pdf',
      tipo: 'application/pdf',
      size: 3_200_000,
      sender: 'admin@vasos.test',
      aprobadoAt: '2026-11-19T10:00:00.000Z',
    }),
  ];
  serve();
  const section = await archivosSection();
  const items = await within(section).findAllByRole('listitem');
  expect(items.map((item) => item.textContent)).toEqual([
    'logo.pngDel cliente · 12,4 kB · Cliente',
    'boceto.pdfBoceto v1 · 3,2 MB · admin@vasos.testAprobado por el cliente el 19/11/2026',
  ]);
  expect(within(section).getByRole('button', { name: 'logo.png' })).toBeInTheDocument();
});

it('says there are none yet', async () => {
  serve();
  const section = await archivosSection();
  expect(await within(section).findByText('Todavía no hay archivos.')).toBeInTheDocument();
});

it('Subir boceto sends the chosen file’s bytes with its name, and the list shows the new version', async () => {
  serve();
  uploadAnswer = () => {
    files = [archivo({ id: 3, kind: 'boceto', version: 1, nombre: 'diseño v1.png' })];
    return HttpResponse.json({ data: files[0] }, { status: 201 });
  };
  const section = await archivosSection();
  const input = within(section).getByLabelText('Subir boceto');
  // Node's own File: the fetch under the test's jsdom sends its bytes (jsdom's it would not).
  const file = new NodeFile([new Uint8Array(300)], 'diseño v1.png', { type: 'image/png' });
  fireEvent.change(input, { target: { files: [file] } });
  await waitFor(() =>
    expect(uploads).toEqual([{ name: encodeURIComponent('diseño v1.png'), size: 300 }]),
  );
  expect(await within(section).findByText('diseño v1.png')).toBeInTheDocument();
  expect(within(section).queryByRole('alert')).toBeNull();
});

it('a refused file shows the API’s words, and the list stays as it was', async () => {
  serve();
  uploadAnswer = () =>
    HttpResponse.json({ error: 'El archivo no es un PDF, PNG, JPEG ni SVG.' }, { status: 400 });
  const section = await archivosSection();
  const input = within(section).getByLabelText('Subir boceto');
  fireEvent.change(input, { target: { files: [new File(['hola'], 'falso.png')] } });
  expect(await within(section).findByRole('alert')).toHaveTextContent(
    'El archivo no es un PDF, PNG, JPEG ni SVG.',
  );
  expect(within(section).getByText('Todavía no hay archivos.')).toBeInTheDocument();
});

it('offers Subir boceto to the request’s assignee only', async () => {
  serve(COLLEAGUE);
  const section = await archivosSection('/mis-peticiones/1?vista=equipo');
  await within(section).findByText('Todavía no hay archivos.');
  expect(within(section).queryByLabelText('Subir boceto')).toBeNull();
});
