import { File as NodeFile } from 'node:buffer';
import { fireEvent, screen, waitFor, within } from '@testing-library/dom';
import {
  publicArchivoPaths,
  type EnlaceArchivos,
  type EnlaceBoceto,
} from '../../contract/enlaceArchivos';
import type { PublicEnlace } from '../../contract/enlaces';
import { publicEnlacePaths } from '../../contract/enlaces';
import { aceptarForm } from '../../src/enlace/aceptarForm';
import { logoUpload } from '../../src/enlace/logoUpload';
import { proofView } from '../../src/enlace/proofView';
import { apiUrl, http, HttpResponse, server } from '../support/server';

// The customer's page (src/enlace/, plain DOM) says a refusal of the API in Spanish, keeping what
// was typed: the API's `error` when the answer says it is Spanish (`Content-Language: es`), else
// the page's own words by the field or status (a field's `400` is English and never shown); only
// no answer or a 5xx is blamed on the connection (docs/messages.md, "The customer's link"). The
// network is faked at fetch.
const TOKEN = 'R'.repeat(43);
const BOCETO: EnlaceBoceto = {
  version: 2,
  nombre: 'boceto.png',
  tipo: 'image/png',
  size: 1200,
  aprobacion: null,
};
const ARCHIVOS: EnlaceArchivos = { archivos: [], quedan: 5, boceto: BOCETO };

/** What the API answers a refused body, as its schema's messages word it. */
const ENGLISH = {
  nombre: 'nombre: write who approves (at most 120 characters)',
  acepta: 'nombre: write who accepts (at most 120 characters)',
  acepto: 'acepto: the conditions must be accepted',
  mensaje: 'mensaje: write the message (at most 2000 characters)',
  file: 'The file is not a whole PDF, PNG, JPEG or SVG',
  tooMany: 'Too many files',
  tooBig: 'Request body is too large',
};

const refuse = (path: string, status: number, error: string, headers: HeadersInit = {}) =>
  server.use(http.post(apiUrl(path), () => HttpResponse.json({ error }, { status, headers })));

describe('Aceptar presupuesto', () => {
  const onAnswer = jest.fn();
  // The form reads only the fingerprint of the quote shown.
  const ENLACE = { huella: 'a'.repeat(64) } as PublicEnlace;
  beforeEach(() => {
    onAnswer.mockClear();
    document.body.replaceChildren(aceptarForm(TOKEN, ENLACE, onAnswer));
  });

  async function accept(nombre: string): Promise<HTMLElement> {
    fireEvent.input(screen.getByLabelText('Nombre de quien acepta'), {
      target: { value: nombre },
    });
    fireEvent.click(screen.getByLabelText('He leído y acepto las condiciones'));
    fireEvent.click(screen.getByRole('button', { name: 'Aceptar presupuesto' }));
    const alert = screen.getByRole('alert');
    await waitFor(() => expect(alert).not.toBeEmptyDOMElement());
    return alert;
  }

  it.each([
    [
      ENGLISH.acepta,
      'No se ha podido aceptar: el nombre debe tener entre 1 y 120 caracteres, sin tabuladores ni caracteres de control.',
    ],
    [ENGLISH.acepto, 'No se ha podido aceptar: marca que has leído y aceptas las condiciones.'],
    [
      'The body must be a JSON object',
      'No se ha podido aceptar: vuelve a cargar la página y prueba de nuevo.',
    ],
  ])(
    'a 400 “%s” says why in Spanish, not the connection, and keeps the name',
    async (error, spanish) => {
      refuse(publicEnlacePaths.aceptar(TOKEN), 400, error);
      const alert = await accept('Ana\tGil');
      expect(alert).toHaveTextContent(spanish);
      expect(alert).not.toHaveTextContent('Comprueba la conexión');
      expect(screen.getByLabelText('Nombre de quien acepta')).toHaveValue('Ana\tGil');
      expect(document.body).not.toHaveTextContent(error);
      expect(onAnswer).not.toHaveBeenCalled();
    },
  );

  it.each([
    ['a 500', () => HttpResponse.json({ error: 'Internal server error' }, { status: 500 })],
    ['no answer at all', () => HttpResponse.error()],
  ])('%s blames the connection', async (_name, answer) => {
    server.use(http.post(apiUrl(publicEnlacePaths.aceptar(TOKEN)), answer));
    expect(await accept('Ana Gil')).toHaveTextContent(
      'No se ha podido aceptar. Comprueba la conexión y vuelve a intentarlo.',
    );
    expect(onAnswer).not.toHaveBeenCalled();
  });
});

function expectNoEnglish() {
  for (const text of Object.values(ENGLISH)) {
    expect(document.body).not.toHaveTextContent(text);
  }
}

describe('the proof’s forms', () => {
  beforeEach(() => {
    document.body.replaceChildren(proofView(TOKEN, BOCETO, jest.fn()));
  });

  it.each([
    {
      button: 'Aprobar diseño',
      path: publicArchivoPaths.aprobar(TOKEN),
      label: 'Nombre de quien aprueba',
      typed: 'Ana Gil',
      english: ENGLISH.nombre,
      spanish: 'No se ha podido aprobar: el nombre debe tener entre 1 y 120 caracteres.',
    },
    {
      button: 'Pedir cambios al diseño',
      path: publicArchivoPaths.cambios(TOKEN),
      label: 'Qué quieres cambiar del diseño',
      typed: 'El logotipo más grande',
      english: ENGLISH.mensaje,
      spanish: 'No se ha podido enviar: el mensaje debe tener entre 1 y 2.000 caracteres.',
    },
  ])('a 400 to $button says why in Spanish and keeps what was typed', async (form) => {
    refuse(form.path, 400, form.english);
    const field = screen.getByLabelText(form.label);
    fireEvent.input(field, { target: { value: form.typed } });
    fireEvent.click(screen.getByRole('button', { name: form.button }));
    const alert = within(field.closest('form')!).getByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent(form.spanish));
    expect(field).toHaveValue(form.typed);
    expectNoEnglish();
  });
});

describe('Enviar logotipo', () => {
  const onAnswer = jest.fn();
  beforeEach(() => {
    onAnswer.mockClear();
    document.body.replaceChildren(logoUpload(TOKEN, ARCHIVOS, onAnswer));
  });

  async function send(): Promise<HTMLElement> {
    const input = screen.getByLabelText('Archivo del logotipo');
    const file = new NodeFile([new Uint8Array(64)], 'logo.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [file] } });
    const form = screen.getByRole('form', { name: 'Enviar logotipo' });
    fireEvent.click(within(form).getByRole('button', { name: 'Enviar logotipo' }));
    await waitFor(() => expect(within(form).getByRole('alert')).not.toBeEmptyDOMElement());
    return within(form).getByRole('alert');
  }

  it.each([
    [
      400,
      ENGLISH.file,
      'El archivo no es un PDF, PNG, JPEG ni SVG completo, o no es lo que dice su nombre. Nada se ha guardado.',
    ],
    [409, ENGLISH.tooMany, 'Ya has enviado todos los archivos que se admiten.'],
    [413, ENGLISH.tooBig, 'El archivo pasa de 10 MB: envía uno más pequeño.'],
  ])('a %i says why in the page’s own words, not the API’s', async (status, error, spanish) => {
    refuse(publicArchivoPaths.archivos(TOKEN), status, error);
    expect(await send()).toHaveTextContent(spanish);
    expect(onAnswer).not.toHaveBeenCalled();
    expectNoEnglish();
  });

  it('a refusal the API says is in Spanish (Content-Language: es) is shown as it comes', async () => {
    const spanish = 'Esta petición ya tiene 5 archivos del cliente: no se admiten más.';
    refuse(publicArchivoPaths.archivos(TOKEN), 409, spanish, { 'Content-Language': 'es' });
    expect(await send()).toHaveTextContent(spanish);
    expect(onAnswer).not.toHaveBeenCalled();
  });

  it('a file refused for what it really is names it, in the API’s Spanish words', async () => {
    const found =
      'El archivo logo.png no es lo que dice ser: su contenido es un PDF, no un PNG. Nada se ha guardado.';
    refuse(publicArchivoPaths.archivos(TOKEN), 400, found, { 'Content-Language': 'es' });
    const alert = await send();
    expect(alert).toHaveTextContent(found);
    expect(alert).not.toHaveTextContent('El archivo no es un PDF, PNG, JPEG ni SVG completo');
    expect(onAnswer).not.toHaveBeenCalled();
  });

  it('a 500 blames the connection', async () => {
    refuse(publicArchivoPaths.archivos(TOKEN), 500, 'Internal server error');
    expect(await send()).toHaveTextContent(
      'No se ha podido enviar. Comprueba la conexión y vuelve a intentarlo.',
    );
  });

  it('a 413 that is not even JSON (a proxy’s page) says the file is too big', async () => {
    server.use(
      http.post(
        apiUrl(publicArchivoPaths.archivos(TOKEN)),
        () => new HttpResponse('<html>413 Request Entity Too Large</html>', { status: 413 }),
      ),
    );
    const alert = await send();
    expect(alert).toHaveTextContent('El archivo pasa de 10 MB: envía uno más pequeño.');
    expect(document.body).not.toHaveTextContent('Request Entity Too Large');
  });
});
