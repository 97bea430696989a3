import { fireEvent, screen, waitFor, within } from '@testing-library/dom';
import { publicEnlacePaths } from '../../contract';
import { cambiosForm } from '../../src/enlace/cambiosForm';
import { apiUrl, http, HttpResponse, server } from '../support/server';

// `Pedir cambios` on the customer's page (src/enlace/, plain DOM), the network faked at fetch: what
// it refuses before sending, what it sends, and what it says after (docs/screens.md, "/c/{token}").
const TOKEN = 'T'.repeat(43);
let sent: unknown[] = [];
let answer: () => Response;
const onClosed = jest.fn();

beforeEach(() => {
  sent = [];
  answer = () => HttpResponse.json({ data: { at: '2026-11-20T10:00:00.000Z' } }, { status: 201 });
  server.use(
    http.post(apiUrl(publicEnlacePaths.cambios(TOKEN)), async ({ request }) => {
      sent.push(await request.json());
      return answer();
    }),
  );
  onClosed.mockClear();
  document.body.replaceChildren(cambiosForm(TOKEN, onClosed));
});

const form = () => screen.getByRole('form', { name: 'Pedir cambios' });
const box = () => within(form()).getByLabelText('Qué quieres cambiar');
const send = () => fireEvent.click(within(form()).getByRole('button', { name: 'Enviar mensaje' }));

it('refuses an empty or blank message, and one over 2,000 characters, sending nothing', async () => {
  send();
  expect(within(form()).getByRole('alert')).toHaveTextContent('Escribe qué quieres cambiar.');
  fireEvent.input(box(), { target: { value: '   ' } });
  send();
  expect(within(form()).getByRole('alert')).toHaveTextContent('Escribe qué quieres cambiar.');
  fireEvent.input(box(), { target: { value: 'x'.repeat(2001) } });
  expect(box()).toHaveAttribute('aria-invalid', 'true');
  expect(form()).toHaveTextContent('El mensaje tiene 2.001 caracteres: el máximo es 2.000.');
  send();
  expect(within(form()).getByRole('alert')).toHaveTextContent(
    'El mensaje tiene 2.001 caracteres: el máximo es 2.000.',
  );
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(sent).toEqual([]);
});

it('sends the message without the spaces around it, then says so and empties the box', async () => {
  fireEvent.input(box(), { target: { value: '  ¿En azul?  ' } });
  send();
  await waitFor(() =>
    expect(within(form()).getByRole('status')).toHaveTextContent(
      'Mensaje enviado. Te responderemos pronto.',
    ),
  );
  expect(sent).toEqual([{ mensaje: '¿En azul?' }]);
  expect(box()).toHaveValue('');
});

it.each([
  [
    'a 400 says why in Spanish, not the API’s English',
    () =>
      HttpResponse.json(
        { error: 'mensaje: write the message (at most 2000 characters)' },
        { status: 400 },
      ),
    'No se ha podido enviar: el mensaje debe tener entre 1 y 2.000 caracteres.',
  ],
  [
    'a 429 asks to wait',
    () => HttpResponse.json({ error: 'Too many requests: try again in 30 s' }, { status: 429 }),
    'Demasiados intentos seguidos: espera un minuto y vuelve a intentarlo.',
  ],
  [
    'a 500 blames the connection',
    () => HttpResponse.json({ error: 'Internal server error' }, { status: 500 }),
    'No se ha podido enviar el mensaje. Comprueba la conexión y vuelve a intentarlo.',
  ],
  [
    'no answer blames the connection',
    () => HttpResponse.error(),
    'No se ha podido enviar el mensaje. Comprueba la conexión y vuelve a intentarlo.',
  ],
])('%s, keeping what was typed', async (_name, refusal, spanish) => {
  answer = refusal;
  fireEvent.input(box(), { target: { value: 'Hola' } });
  send();
  await waitFor(() => expect(within(form()).getByRole('alert')).toHaveTextContent(spanish));
  expect(document.body).not.toHaveTextContent(/write the message|Too many|Internal/);
  expect(box()).toHaveValue('Hola');
  expect(onClosed).not.toHaveBeenCalled();
});

it('a link closed meanwhile is handed to the page, which keeps what was typed', async () => {
  const negocio = { nombreComercial: 'Vasos Peña', telefono: '600 000 000' };
  answer = () => HttpResponse.json({ error: 'This link has expired', negocio }, { status: 410 });
  fireEvent.input(box(), { target: { value: 'Hola' } });
  send();
  await waitFor(() => expect(onClosed).toHaveBeenCalledWith({ kind: 'caducado', negocio }));
  expect(box()).toHaveValue('Hola');
});
