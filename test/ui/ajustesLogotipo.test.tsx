import { screen, waitFor, within } from '@testing-library/react';
import { AJUSTES, AJUSTES_URL, LOGOTIPO_URL, serveAjustes } from '../support/ajustesFixtures';
import { renderRoute } from '../support/renderWithProviders';
import { http, HttpResponse, recordRequests, server } from '../support/server';

// Ajustes' `Condiciones` and `Logotipo` (docs/screens.md, "/ajustes"): the terms saved with the
// settings, and the logo kept at once, shown, refused with the API's reason, or removed.
const form = () => screen.findByRole('form', { name: 'Ajustes' });
const logotipo = () => screen.findByRole('region', { name: 'Logotipo' });
const PNG = { tipo: 'image/png', size: 4, sha256: 'a'.repeat(64), base64: 'iVBORw==' };

describe('Ajustes: Condiciones and Logotipo', () => {
  it('Condiciones is a field of several lines, saved with the settings', async () => {
    serveAjustes({ ...AJUSTES, condiciones: '' });
    const requests = recordRequests();
    server.use(
      http.post(AJUSTES_URL, async ({ request }) =>
        HttpResponse.json({ data: await request.json() }),
      ),
    );
    const { user } = renderRoute('/ajustes');
    const condiciones = within(await form()).getByLabelText('Condiciones');
    expect(condiciones.tagName).toBe('TEXTAREA');
    await user.type(condiciones, 'Pago del 50 % al aceptar.{Enter}El resto, a la entrega.');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(requests.find((request) => request.method === 'POST')?.body).toMatchObject({
        condiciones: 'Pago del 50 % al aceptar.\nEl resto, a la entrega.',
      }),
    );
  });

  it('shows the logo kept, sends a chosen image alone as its bytes, and shows it at once', async () => {
    serveAjustes();
    let contentType: string | null = null;
    server.use(
      http.post(LOGOTIPO_URL, ({ request }) => {
        contentType = request.headers.get('Content-Type');
        server.use(http.get(LOGOTIPO_URL, () => HttpResponse.json({ data: PNG })));
        return HttpResponse.json({ data: PNG });
      }),
    );
    const { user } = renderRoute('/ajustes');
    const region = await logotipo();
    expect(within(region).queryByRole('img')).not.toBeInTheDocument();
    const file = new File([new Uint8Array([1, 2, 3, 4])], 'logo.png', { type: 'image/png' });
    await user.upload(within(region).getByLabelText('Logotipo'), file);
    const image = await within(region).findByRole('img', { name: 'Logotipo' });
    expect(image).toHaveAttribute('src', `data:image/png;base64,${PNG.base64}`);
    // The file alone, as bytes (jsdom's fetch cannot show the bytes themselves).
    expect(contentType).toBe('application/octet-stream');
    expect(within(region).getByRole('button', { name: 'Quitar logotipo' })).toBeInTheDocument();
  });

  it('a refused image says the API’s reason and keeps the logo shown', async () => {
    serveAjustes();
    const reason =
      'El logotipo no es un PNG, JPEG ni SVG completo: puede estar dañado o cortado. Nada se ha guardado.';
    server.use(
      http.get(LOGOTIPO_URL, () => HttpResponse.json({ data: PNG })),
      http.post(LOGOTIPO_URL, () => HttpResponse.json({ error: reason }, { status: 400 })),
    );
    const { user } = renderRoute('/ajustes');
    const region = await logotipo();
    await within(region).findByRole('img', { name: 'Logotipo' });
    await user.upload(
      within(region).getByLabelText('Logotipo'),
      new File([new Uint8Array([0x89, 0x50])], 'cortado.png', { type: 'image/png' }),
    );
    expect(await within(region).findByRole('alert')).toHaveTextContent(reason);
    expect(within(region).getByRole('img', { name: 'Logotipo' })).toBeInTheDocument();
  });

  it('Quitar logotipo removes it', async () => {
    serveAjustes();
    server.use(
      http.get(LOGOTIPO_URL, () => HttpResponse.json({ data: PNG })),
      http.post(`${LOGOTIPO_URL}/quitar`, () => {
        server.use(http.get(LOGOTIPO_URL, () => HttpResponse.json({ data: null })));
        return HttpResponse.json({ data: null });
      }),
    );
    const { user } = renderRoute('/ajustes');
    const region = await logotipo();
    await user.click(await within(region).findByRole('button', { name: 'Quitar logotipo' }));
    await within(region).findByText('—');
    expect(within(region).queryByRole('img')).not.toBeInTheDocument();
  });
});
