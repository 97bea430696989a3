import { act, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import {
  Route,
  Routes,
  UNSAFE_createMemoryHistory as createMemoryHistory,
  unstable_HistoryRouter as HistoryRouter,
} from 'react-router-dom';
import { formatAmount, type AssignedPeticion } from '../../contract';
import { PresupuestarLink, PeticionPresupuestos } from '../../src/features/presupuestos';
import { DEMO_USER, fakeAuth } from '../support/fakeFirebase';
import {
  MY_REQUEST,
  servePresupuestoList,
  storedPresupuesto,
} from '../support/presupuestoFixtures';
import { renderWithProviders } from '../support/renderWithProviders';

const LINE = { cup: 'vasos/200', quantity: 1000, print: null, unitPriceOverride: null };

/** What the request's dialog shows of its quotes, at the dialog's address, to DEMO_USER. */
function renderInDialog(peticion: AssignedPeticion = MY_REQUEST) {
  const history = createMemoryHistory({
    initialEntries: [`/mis-peticiones/${MY_REQUEST.id}`],
    v5Compat: true,
  });
  const rendered = renderWithProviders(
    <HistoryRouter history={history}>
      <Routes>
        <Route
          path="/mis-peticiones/:id"
          element={
            <Suspense fallback={null}>
              <PresupuestarLink peticion={peticion} />
              <PeticionPresupuestos peticionId={MY_REQUEST.id} />
            </Suspense>
          }
        />
        <Route path="*" element={<p>otra página</p>} />
      </Routes>
    </HistoryRouter>,
  );
  act(() => fakeAuth.emit(DEMO_USER));
  return { history, ...rendered };
}

test('lists the request’s quotes newest first, each with its day and total, linked to it', async () => {
  const v2 = storedPresupuesto(
    { lines: [{ ...LINE, quantity: 2000 }], discountPercent: null },
    {
      id: 8,
      version: 2,
    },
  );
  const v1 = storedPresupuesto({ lines: [LINE], discountPercent: null }, { id: 7 });
  servePresupuestoList(MY_REQUEST.id, [v2, v1]);
  renderInDialog();
  const list = await screen.findByRole('region', { name: 'Presupuestos' });
  const items = await within(list).findAllByRole('listitem');
  const total = (quote: typeof v1) => formatAmount(quote.totals.total).replace(/\s/g, ' ');
  expect(items.map((item) => item.textContent?.replace(/\s+/g, ' '))).toEqual([
    `P-2026-0007 v2 · 25/11/2026 · Total ${total(v2)}`,
    `P-2026-0007 · 25/11/2026 · Total ${total(v1)}`,
  ]);
  expect(within(items[0]!).getByRole('link', { name: 'P-2026-0007 v2' })).toHaveAttribute(
    'href',
    `/mis-peticiones/${MY_REQUEST.id}/presupuestos/8`,
  );
});

test('says so when the request has no quote yet', async () => {
  servePresupuestoList(MY_REQUEST.id, []);
  renderInDialog();
  expect(await screen.findByText('Todavía no tiene presupuestos.')).toBeInTheDocument();
});

test('Presupuestar opens the new quote of the request', async () => {
  servePresupuestoList(MY_REQUEST.id, []);
  const { user, history } = renderInDialog();
  await user.click(await screen.findByRole('link', { name: 'Presupuestar' }));
  expect(history.location.pathname).toBe(`/mis-peticiones/${MY_REQUEST.id}/presupuesto`);
});

test.each([
  ['taken by someone else', { ...MY_REQUEST, asignado: 'otra@example.com' }],
  ['lost', { ...MY_REQUEST, estado: 'perdida' }],
])('offers no Presupuestar on a request %s', async (_case, peticion) => {
  servePresupuestoList(MY_REQUEST.id, []);
  renderInDialog(peticion as AssignedPeticion);
  await screen.findByText('Todavía no tiene presupuestos.');
  expect(screen.queryByRole('link', { name: 'Presupuestar' })).not.toBeInTheDocument();
});

test('offers Presupuestar to the holder however their e-mail is written', async () => {
  servePresupuestoList(MY_REQUEST.id, []);
  renderInDialog({ ...MY_REQUEST, asignado: DEMO_USER.email!.toUpperCase() });
  expect(await screen.findByRole('link', { name: 'Presupuestar' })).toBeInTheDocument();
});
