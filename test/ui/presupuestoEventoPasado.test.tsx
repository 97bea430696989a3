import { screen } from '@testing-library/react';
import { MY_REQUEST } from '../support/presupuestoFixtures';
import { openSaved } from '../support/savedPresupuestoFixtures';

// A quote's page says when its request's event day has gone by, and blocks nothing
// (docs/screens.md, "El evento ya pasó"). Days far from today: the test needs no clock of its own.

/** The quote's page, its request's event on `fecha_evento`. */
const openOnEventDay = (fecha_evento: string) => openSaved({ ...MY_REQUEST, fecha_evento });

test('a quote of a request whose event has passed says El evento ya pasó, and can still be sent', async () => {
  await openOnEventDay('2001-06-12');
  expect(screen.getByText('El evento ya pasó')).toBeVisible();
  expect(screen.getByRole('button', { name: 'Descargar PDF' })).toBeEnabled();
});

test('a quote of a request whose event is to come says nothing of it', async () => {
  await openOnEventDay('2999-06-12');
  expect(screen.queryByText('El evento ya pasó')).not.toBeInTheDocument();
});
