import { fireEvent, screen, waitFor, within } from '@testing-library/dom';
import { publicArchivoPaths, type EnlaceArchivos } from '../../contract/enlaceArchivos';
import { publicEnlacePaths } from '../../contract/enlaces';
import type { Closed } from '../../src/enlace/apiAnswer';
import { archivosSection } from '../../src/enlace/archivosSection';
import { cambiosForm } from '../../src/enlace/cambiosForm';
import { showExpired, showUnknown } from '../../src/enlace/enlacePage';
import { apiUrl, http, HttpResponse, server } from '../support/server';

// A link that expires, is revoked or goes while the customer types (docs/screens.md, "/c/{token}"):
// the page says so, and every text typed on it stays in sight, read-only, to send another way;
// nothing of it is stored. The page's forms are drawn as it draws them, the network faked at fetch.
const TOKEN = 'C'.repeat(43);
const NEGOCIO = { nombreComercial: 'Vasos Peña', telefono: '600 000 000' };
const ARCHIVOS: EnlaceArchivos = {
  archivos: [],
  quedan: 5,
  boceto: { version: 1, nombre: 'boceto.png', tipo: 'image/png', size: 1200, aprobacion: null },
};
const MENSAJE = 'El logotipo más grande,\ny en azul.';

let root: HTMLElement;
const closed = (answer: Closed) => {
  if (answer.kind === 'unknown') showUnknown(root);
  else showExpired(root, answer.negocio);
};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  server.use(
    http.get(apiUrl(publicArchivoPaths.archivos(TOKEN)), () =>
      HttpResponse.json({ data: ARCHIVOS }),
    ),
  );
  root = document.createElement('main');
  root.append(cambiosForm(TOKEN, closed), archivosSection(TOKEN, closed));
  document.body.replaceChildren(root);
});

const answerAll = (status: number, body: object) => {
  for (const path of [publicEnlacePaths.cambios(TOKEN), publicArchivoPaths.aprobar(TOKEN)]) {
    server.use(http.post(apiUrl(path), () => HttpResponse.json(body, { status })));
  }
};

/** Types the quote's message and the proof's approver, as a customer on the page would. */
async function typeBoth() {
  fireEvent.input(screen.getByLabelText('Qué quieres cambiar'), { target: { value: MENSAJE } });
  fireEvent.input(await screen.findByLabelText('Nombre de quien aprueba'), {
    target: { value: 'Ana Gil' },
  });
}

function expectKept(hint: string) {
  const kept = screen.getByRole('region', { name: 'Lo que habías escrito' });
  expect(kept).toHaveTextContent(hint);
  const mensaje = within(kept).getByLabelText('Qué quieres cambiar');
  expect(mensaje).toHaveValue(MENSAJE);
  expect(mensaje).toHaveAttribute('readonly');
  expect(within(kept).getByLabelText('Nombre de quien aprueba')).toHaveValue('Ana Gil');
  // In the page alone: nothing typed is kept anywhere that outlives the tab.
  expect(localStorage).toHaveLength(0);
  expect(sessionStorage).toHaveLength(0);
}

it('a link that expires while a message is typed says whom to ask, keeping every text typed', async () => {
  answerAll(410, { error: 'This link has expired', negocio: NEGOCIO });
  await typeBoth();
  fireEvent.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
  await waitFor(() =>
    expect(
      screen.getByRole('heading', { name: 'Este enlace ha caducado. Pide uno nuevo a Vasos Peña' }),
    ).toBeVisible(),
  );
  expect(screen.queryByRole('form')).toBeNull();
  expectKept(
    'No se ha enviado: cópialo y envíaselo a Vasos Peña por otra vía (teléfono, WhatsApp o correo).',
  );
});

it('a link revoked while the proof is approved keeps the name and the message alike', async () => {
  answerAll(410, { error: 'This link has expired', negocio: NEGOCIO });
  await typeBoth();
  fireEvent.click(screen.getByRole('button', { name: 'Aprobar diseño' }));
  await waitFor(() => expect(screen.getByText(/^Este enlace ha caducado/)).toBeVisible());
  expectKept('envíaselo a Vasos Peña por otra vía');
});

it('a link gone altogether keeps what was typed too', async () => {
  answerAll(404, { error: 'No such link' });
  await typeBoth();
  fireEvent.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
  await waitFor(() =>
    expect(screen.getByRole('heading', { name: 'Este enlace no existe.' })).toBeVisible(),
  );
  expectKept('envíaselo a la empresa por otra vía');
});

it('with nothing typed, the expired page is as it always was', async () => {
  await screen.findByLabelText('Nombre de quien aprueba');
  showExpired(root, NEGOCIO);
  expect(screen.queryByRole('region', { name: 'Lo que habías escrito' })).toBeNull();
  expect(root).toHaveTextContent('Teléfono: 600 000 000');
});
