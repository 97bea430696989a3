import { act, screen, waitFor } from '@testing-library/react';
import { serveAjustes } from '../support/ajustesFixtures';
import { DEMO_USER, fakeAuth } from '../support/fakeFirebase';
import { deferred } from '../support/preciosFixtures';
import {
  createPresupuestoUrl,
  MY_REQUEST,
  PRESUPUESTO_PAGE,
  servePresupuestoTablas,
  serveRequest,
  storedPresupuesto,
} from '../support/presupuestoFixtures';
import { fillLine, lineCell, lineField } from '../support/presupuestoPage';
import { renderRoute } from '../support/renderWithProviders';
import { http, HttpResponse, recordRequests, server } from '../support/server';

const LINES = {
  lines: [
    { cup: 'vasos/200', quantity: 500, print: 'serigrafia_1_color_vf', unitPriceOverride: null },
    { cup: 'vasos/200', quantity: 1000, print: null, unitPriceOverride: 0.12 },
  ],
  discountPercent: 5,
};
const SAVED = storedPresupuesto(LINES);

async function openQuote(path = PRESUPUESTO_PAGE) {
  serveRequest();
  serveAjustes();
  servePresupuestoTablas();
  const rendered = renderRoute(path);
  await screen.findByRole('combobox', { name: 'Vaso línea 1' });
  return rendered;
}

/** Types the two lines of LINES and the discount. */
async function typeQuote(user: Awaited<ReturnType<typeof openQuote>>['user']) {
  await fillLine(user, 1, { print: 'Serigrafia 1 Color VF', quantity: '500' });
  await user.click(screen.getByRole('button', { name: 'Añadir línea' }));
  await fillLine(user, 2, { quantity: '1000' });
  await user.type(lineField('Precio ajustado', 2), '0,12');
  await user.type(screen.getByRole('textbox', { name: 'Descuento (%)' }), '5');
  await waitFor(() => expect(lineCell(2, 'Importe')).toBe('120,00 €'));
}

const save = () => screen.getByRole('button', { name: 'Guardar presupuesto' });

describe('Presupuesto: Guardar presupuesto', () => {
  it('sends the lines as typed and shows the quote as the API stored it', async () => {
    const requests = recordRequests();
    server.use(
      http.post(createPresupuestoUrl(), () => HttpResponse.json({ data: SAVED }, { status: 201 })),
    );
    server.use(http.get(/\/presupuestos\/7$/, () => HttpResponse.json({ data: SAVED })));
    const { user, history } = await openQuote();
    await typeQuote(user);
    await user.click(save());
    expect(
      await screen.findByRole('heading', { name: 'Presupuesto P-2026-0007' }),
    ).toBeInTheDocument();
    expect(history.location.pathname).toBe(`/mis-peticiones/${MY_REQUEST.id}/presupuestos/7`);
    const post = requests.find((request) => request.method === 'POST')!;
    expect(post.url).toBe(createPresupuestoUrl());
    expect(post.authorization).toBe('Bearer token-1');
    expect(post.body).toEqual(LINES);
    expect(screen.getByText('Precios del 25/11/2026')).toBeInTheDocument();
  });

  it('sends nothing, and marks every field to fill, while the quote cannot be priced', async () => {
    const requests = recordRequests();
    const { user } = await openQuote();
    await user.click(save());
    expect(lineField('Cantidad', 1)).toHaveAccessibleDescription('Valor no válido');
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
    expect(window.alert).not.toHaveBeenCalled();
  });

  it('marks the fields a 400 names, and keeps everything typed', async () => {
    server.use(
      http.post(createPresupuestoUrl(), () =>
        HttpResponse.json(
          {
            error: 'Invalid quote',
            problems: [
              { code: 'minimum', line: 1, field: 'quantity', minimum: 2000 },
              { code: 'invalid', field: 'discountPercent' },
            ],
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = await openQuote();
    await typeQuote(user);
    await user.click(save());
    await waitFor(() =>
      expect(lineField('Cantidad', 2)).toHaveAccessibleDescription('Mínimo: 2.000 unidades'),
    );
    expect(screen.getByRole('textbox', { name: 'Descuento (%)' })).toHaveAccessibleDescription(
      'Valor no válido',
    );
    expect(window.alert).toHaveBeenCalledWith('Error al guardar el presupuesto');
    expect(lineField('Cantidad', 1)).toHaveValue('500');
    expect(lineField('Precio ajustado', 2)).toHaveValue('0,12');
    // Changing the line answers its mark.
    await user.type(lineField('Cantidad', 2), '0');
    expect(lineField('Cantidad', 2)).toHaveAttribute('aria-invalid', 'false');
  });

  it.each([
    ['409', () => HttpResponse.json({ error: 'Not yours' }, { status: 409 })],
    ['a network failure', () => HttpResponse.error()],
  ])('after %s alerts and keeps everything typed', async (_name, answer) => {
    server.use(http.post(createPresupuestoUrl(), answer));
    const { user } = await openQuote();
    await typeQuote(user);
    await user.click(save());
    await waitFor(() =>
      expect(window.alert).toHaveBeenCalledWith('Error al guardar el presupuesto'),
    );
    expect(lineField('Cantidad', 1)).toHaveValue('500');
    expect(lineField('Cantidad', 2)).toHaveValue('1000');
    expect(screen.getByRole('textbox', { name: 'Descuento (%)' })).toHaveValue('5');
    await waitFor(() => expect(save()).toBeEnabled());
  });

  it('saves once on a double click', async () => {
    const answer = deferred();
    let posts = 0;
    server.use(
      http.post(createPresupuestoUrl(), async () => {
        posts += 1;
        await answer.promise;
        return HttpResponse.json({ data: SAVED }, { status: 201 });
      }),
      http.get(/\/presupuestos\/7$/, () => HttpResponse.json({ data: SAVED })),
    );
    const { user } = await openQuote();
    await typeQuote(user);
    await user.dblClick(save());
    expect(save()).toBeDisabled();
    answer.resolve();
    await screen.findByRole('heading', { name: 'Presupuesto P-2026-0007' });
    expect(posts).toBe(1);
  });
});

describe('Presupuesto: what is typed survives a reload', () => {
  it('brings back the lines typed for this request, for the same account only', async () => {
    const first = await openQuote();
    await typeQuote(first.user);
    // The page goes (a reload): what is waiting is written at once.
    act(() => window.dispatchEvent(new Event('pagehide')));
    first.unmount();

    const again = await openQuote();
    expect(lineField('Cantidad', 1)).toHaveValue('500');
    expect(lineField('Impresión', 1)).toHaveDisplayValue('Serigrafia 1 Color VF');
    expect(lineField('Precio ajustado', 2)).toHaveValue('0,12');
    expect(screen.getByRole('textbox', { name: 'Descuento (%)' })).toHaveValue('5');
    again.unmount();

    fakeAuth.setUser({ id: 'uid-marta', email: DEMO_USER.email });
    renderRoute(PRESUPUESTO_PAGE, { signedInAs: { id: 'uid-marta', email: DEMO_USER.email } });
    await screen.findByRole('combobox', { name: 'Vaso línea 1' });
    expect(lineField('Cantidad', 1)).toHaveValue('');
  });

  it('keeps no token, nothing of the session, in the browser', async () => {
    const { user, unmount } = await openQuote();
    await typeQuote(user);
    act(() => window.dispatchEvent(new Event('pagehide')));
    unmount();
    const kept = Object.keys(localStorage).map((key) => `${key}=${localStorage.getItem(key)}`);
    expect(kept.join('\n')).toContain('"quantity":"500"');
    expect(kept.join('\n')).not.toMatch(/token|Bearer|admin@vasos\.test/);
  });

  it('forgets the draft once the quote is saved', async () => {
    server.use(
      http.post(createPresupuestoUrl(), () => HttpResponse.json({ data: SAVED }, { status: 201 })),
      http.get(/\/presupuestos\/7$/, () => HttpResponse.json({ data: SAVED })),
    );
    const { user, unmount } = await openQuote();
    await typeQuote(user);
    await user.click(save());
    await screen.findByRole('heading', { name: 'Presupuesto P-2026-0007' });
    unmount();
    await openQuote();
    expect(lineField('Cantidad', 1)).toHaveValue('');
  });

  it('forgets the account’s drafts when it signs out', async () => {
    const { user } = await openQuote();
    await typeQuote(user);
    act(() => window.dispatchEvent(new Event('pagehide')));
    expect(Object.keys(localStorage).some((key) => key.includes('quoteDrafts'))).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Cerrar Sesión' }));
    await waitFor(() =>
      expect(Object.keys(localStorage).some((key) => key.includes('quoteDrafts'))).toBe(false),
    );
  });
});

describe('Presupuesto: who may make one', () => {
  it.each([
    ['taken by a colleague', { asignado: 'marta@vasos.test' }],
    ['lost', { estado: 'perdida' as const }],
  ])('a request %s cannot be quoted', async (_name, change) => {
    serveRequest({ ...MY_REQUEST, ...change });
    serveAjustes();
    renderRoute(PRESUPUESTO_PAGE);
    expect(
      await screen.findByText('Solo quien tiene la petición puede presupuestarla.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Guardar presupuesto' })).not.toBeInTheDocument();
  });
});
