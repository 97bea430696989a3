import { screen } from '@testing-library/react';
import { ERASED_TEXT } from '../../contract';
import { MY_REQUEST } from '../support/presupuestoFixtures';
import { openSaved } from '../support/savedPresupuestoFixtures';

// A saved quote of a request whose customer's data was erased (`Suprimir` in Datos del cliente,
// or the retention job): nobody left to greet or to send it to (docs/screens.md).

/** The request as an erasure leaves it: every value the customer left, and the order, erased. */
const ERASED_REQUEST = {
  ...MY_REQUEST,
  peticiones: ERASED_TEXT,
  cliente: { nombre: ERASED_TEXT, telefono: ERASED_TEXT, email: ERASED_TEXT },
};

test('says the customer’s data was erased where the sending was, and offers no sending', async () => {
  await openSaved(ERASED_REQUEST);
  expect(
    screen.getByText(
      'Los datos de este cliente se han suprimido: este presupuesto ya no se puede enviar.',
    ),
  ).toBeVisible();
  for (const name of ['Enviar por WhatsApp', 'Enviar por correo']) {
    expect(screen.queryByRole('link', { name })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  }
  expect(screen.queryByText('Este teléfono no sirve para WhatsApp.')).not.toBeInTheDocument();
  expect(document.body).not.toHaveTextContent(/Hola/);
  // The quote itself stays, its PDF too (it names no customer: docs/server.md).
  expect(screen.getByRole('button', { name: 'Descargar PDF' })).toBeEnabled();
});

test('a request erased by its order’s mark alone is erased too', async () => {
  await openSaved({ ...MY_REQUEST, peticiones: ERASED_TEXT, cliente: null } as never);
  expect(screen.getByText(/se han suprimido/)).toBeVisible();
  expect(screen.queryByRole('link', { name: 'Enviar por correo' })).not.toBeInTheDocument();
});
