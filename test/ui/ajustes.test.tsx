import { screen, waitFor, within } from '@testing-library/react';
import { delay } from 'msw';
import { AJUSTES, AJUSTES_URL, serveAjustes } from '../support/ajustesFixtures';
import { deferred } from '../support/preciosFixtures';
import { renderRoute } from '../support/renderWithProviders';
import { http, HttpResponse, recordRequests, server } from '../support/server';

const form = () => screen.findByRole('form', { name: 'Ajustes' });
const field = (label: string) =>
  within(screen.getByRole('form', { name: 'Ajustes' })).getByLabelText(label);
const FIELD_LABELS = [
  'Nombre comercial',
  'NIF',
  'Dirección',
  'Teléfono',
  'Correo',
  'IVA (%)',
  'Validez (días)',
  'Conservar peticiones cerradas (meses)',
  'Conservar peticiones sin asignar (meses)',
  'Zona horaria',
  'Condiciones',
];

describe('Ajustes (/ajustes)', () => {
  it('is a link of the sidebar, after Precios', async () => {
    serveAjustes();
    const { user } = renderRoute('/usuarios');
    server.use(http.get(/firebase\/users/, () => HttpResponse.json([])));
    const nav = await screen.findByRole('navigation', { name: 'Principal' });
    const links = within(nav).getAllByRole('link');
    expect(links.at(-1)).toHaveTextContent('Ajustes');
    await user.click(within(nav).getByRole('link', { name: 'Ajustes' }));
    expect(await form()).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Ajustes' })).toHaveClass('active');
  });

  it('shows every field, in order, filled with the settings as loaded', async () => {
    serveAjustes({ ...AJUSTES, ivaPercent: 10.5 });
    renderRoute('/ajustes');
    const shown = await form();
    expect(screen.getByRole('heading', { name: 'Ajustes' })).toBeInTheDocument();
    const inputs = within(shown).getAllByRole('textbox');
    expect(inputs.map((input) => (input as HTMLInputElement).labels?.[0]?.textContent)).toEqual(
      FIELD_LABELS,
    );
    expect(inputs.map((input) => (input as HTMLInputElement).value)).toEqual([
      'Vasos Fiesta S.L.',
      'B12345678',
      'Calle Mayor 1, 28013 Madrid',
      '+34 910 000 000',
      'hola@vasosfiesta.es',
      '10,5',
      '30',
      '24',
      '12',
      'Europe/Madrid',
      'Pago del 50 % al aceptar; el resto a la entrega.',
    ]);
  });

  it('starts from 21 %, 30 days, 24 and 12 months when nothing was saved yet', async () => {
    server.use(http.get(AJUSTES_URL, () => HttpResponse.json({ data: {} })));
    renderRoute('/ajustes');
    await form();
    expect(field('IVA (%)')).toHaveValue('21');
    expect(field('Validez (días)')).toHaveValue('30');
    expect(field('Conservar peticiones cerradas (meses)')).toHaveValue('24');
    expect(field('Conservar peticiones sin asignar (meses)')).toHaveValue('12');
    expect(field('Nombre comercial')).toHaveValue('');
  });

  it('saves the settings whole, as numbers, and says so', async () => {
    serveAjustes();
    const requests = recordRequests();
    const saved = { ...AJUSTES, ivaPercent: 10, validezDias: 15, nombreComercial: 'Vasos Sur' };
    server.use(http.post(AJUSTES_URL, () => HttpResponse.json({ data: saved })));
    const { user } = renderRoute('/ajustes');
    await form();
    await user.clear(field('Nombre comercial'));
    await user.type(field('Nombre comercial'), 'Vasos Sur');
    await user.clear(field('IVA (%)'));
    await user.type(field('IVA (%)'), '10');
    await user.clear(field('Validez (días)'));
    await user.type(field('Validez (días)'), '15');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(window.alert).toHaveBeenCalledWith('Ajustes guardados con éxito'));
    const post = requests.find((request) => request.method === 'POST')!;
    expect(post.authorization).toBe('Bearer token-1');
    expect(post.body).toEqual(saved);
  });

  it('marks a value that cannot be saved and sends nothing', async () => {
    serveAjustes();
    const requests = recordRequests();
    const { user } = renderRoute('/ajustes');
    await form();
    await user.clear(field('IVA (%)'));
    await user.type(field('IVA (%)'), '121');
    await user.clear(field('Validez (días)'));
    await user.type(field('Validez (días)'), '2,5');
    await user.clear(field('Correo'));
    await user.type(field('Correo'), 'sin-arroba');
    for (const label of ['IVA (%)', 'Validez (días)', 'Correo']) {
      expect(field(label)).toHaveAttribute('aria-invalid', 'true');
      expect(field(label)).toHaveAccessibleDescription('Valor no válido');
    }
    expect(field('NIF')).toHaveAttribute('aria-invalid', 'false');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
    expect(window.alert).not.toHaveBeenCalled();
  });

  it('saves both retention periods as whole months, and marks months out of 1 to 120', async () => {
    serveAjustes();
    const requests = recordRequests();
    const saved = { ...AJUSTES, conservarCerradasMeses: 36, conservarSinAsignarMeses: 6 };
    server.use(http.post(AJUSTES_URL, () => HttpResponse.json({ data: saved })));
    const { user } = renderRoute('/ajustes');
    await form();
    const cerradas = 'Conservar peticiones cerradas (meses)';
    const sinAsignar = 'Conservar peticiones sin asignar (meses)';
    for (const [label, text] of [
      [cerradas, '0'],
      [sinAsignar, '121'],
      [cerradas, '2,5'],
    ] as const) {
      await user.clear(field(label));
      await user.type(field(label), text);
      expect(field(label)).toHaveAttribute('aria-invalid', 'true');
    }
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);

    await user.clear(field(cerradas));
    await user.type(field(cerradas), '36');
    await user.clear(field(sinAsignar));
    await user.type(field(sinAsignar), '6');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(window.alert).toHaveBeenCalledWith('Ajustes guardados con éxito'));
    expect(requests.find((request) => request.method === 'POST')!.body).toEqual(saved);
  });

  it('keeps what was typed when the save fails', async () => {
    serveAjustes();
    server.use(http.post(AJUSTES_URL, () => HttpResponse.json({ error: 'x' }, { status: 500 })));
    const { user } = renderRoute('/ajustes');
    await form();
    await user.clear(field('NIF'));
    await user.type(field('NIF'), 'B87654321');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(window.alert).toHaveBeenCalledWith('Error al guardar los ajustes'));
    expect(field('NIF')).toHaveValue('B87654321');
  });

  it('saves once on a double click', async () => {
    serveAjustes();
    const answer = deferred();
    let posts = 0;
    server.use(
      http.post(AJUSTES_URL, async () => {
        posts += 1;
        await answer.promise;
        return HttpResponse.json({ data: AJUSTES });
      }),
    );
    const { user } = renderRoute('/ajustes');
    await form();
    await user.dblClick(screen.getByRole('button', { name: 'Guardar' }));
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeDisabled();
    answer.resolve();
    await waitFor(() => expect(window.alert).toHaveBeenCalledWith('Ajustes guardados con éxito'));
    expect(posts).toBe(1);
  });

  it('alerts a failed load and offers no form to overwrite the settings with', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.get(AJUSTES_URL, async () => {
        await delay(1);
        return HttpResponse.json({ error: 'x' }, { status: 500 });
      }),
    );
    renderRoute('/ajustes');
    expect(await screen.findByText('No se han podido cargar los ajustes.')).toBeInTheDocument();
    expect(window.alert).toHaveBeenCalledWith('Error al cargar los datos');
    expect(screen.queryByRole('form', { name: 'Ajustes' })).not.toBeInTheDocument();
  });
});
