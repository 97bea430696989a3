import { screen } from '@testing-library/react';
import { serveAjustes } from '../support/ajustesFixtures';
import {
  MY_REQUEST,
  savedPresupuestoPage,
  servePresupuesto,
  serveRequest,
  storedPresupuesto,
} from '../support/presupuestoFixtures';
import { renderRoute } from '../support/renderWithProviders';

// A quote's page says when its request's event day has gone by, and blocks nothing
// (docs/screens.md, "El evento ya pasó"). Days far from today: the test needs no clock of its own.

const SAVED = storedPresupuesto({
  lines: [{ cup: 'vasos/200', quantity: 500, print: null, unitPriceOverride: null }],
  discountPercent: null,
});

async function openSaved(fecha_evento: string) {
  serveRequest({ ...MY_REQUEST, fecha_evento });
  serveAjustes();
  servePresupuesto(SAVED);
  renderRoute(savedPresupuestoPage(SAVED));
  await screen.findByRole('heading', { name: `Presupuesto ${SAVED.numero}` });
}

test('a quote of a request whose event has passed says El evento ya pasó, and can still be sent', async () => {
  await openSaved('2001-06-12');
  expect(screen.getByText('El evento ya pasó')).toBeVisible();
  expect(screen.getByRole('button', { name: 'Descargar PDF' })).toBeEnabled();
});

test('a quote of a request whose event is to come says nothing of it', async () => {
  await openSaved('2999-06-12');
  expect(screen.queryByText('El evento ya pasó')).not.toBeInTheDocument();
});
