import { screen } from '@testing-library/react';
import { apiPaths } from '../../contract';
import { savedPresupuestoPage } from '../support/presupuestoFixtures';
import { renderRoute } from '../support/renderWithProviders';
import { ONE_LINE_SAVED as SAVED, serveSaved } from '../support/savedPresupuestoFixtures';
import { apiUrl, http, HttpResponse, recordRequests, server } from '../support/server';

// `Recalcular con precios actuales` when today's prices are the quote's own: the API saves nothing
// and answers the quote itself (docs/api.md); the page says so and stays (docs/screens.md).

test('with no price changed it says Los precios no han cambiado. and stays on the quote', async () => {
  serveSaved();
  server.use(
    http.post(apiUrl(apiPaths.recalcular(SAVED.id)), () => HttpResponse.json({ data: SAVED })),
  );
  const requests = recordRequests();
  const { user, history } = renderRoute(savedPresupuestoPage(SAVED));
  const button = await screen.findByRole('button', { name: 'Recalcular con precios actuales' });
  expect(screen.getByRole('status')).toHaveTextContent('');

  await user.click(button);
  expect(await screen.findByText('Los precios no han cambiado.')).toHaveAttribute('role', 'status');
  expect(history.location.pathname).toBe(savedPresupuestoPage(SAVED));
  expect(screen.getByRole('heading', { name: 'Presupuesto P-2026-0007' })).toBeInTheDocument();
  expect(window.alert).not.toHaveBeenCalled();
  expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1);
});
