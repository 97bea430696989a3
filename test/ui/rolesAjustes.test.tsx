import { screen, within } from '@testing-library/react';
import { AJUSTES, serveAjustes } from '../support/ajustesFixtures';
import { DEMO_USER, PERSONAL_USER } from '../support/fakeFirebase';
import { renderRoute } from '../support/renderWithProviders';
import { READ_ONLY } from '../support/screenTexts';
import { recordRequests } from '../support/server';

/** The value shown beside `label` in the read-only settings. */
const shownValue = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('Ajustes by role', () => {
  it('Personal see every setting as text, marked Solo lectura, with no field nor Guardar', async () => {
    serveAjustes({ ...AJUSTES, ivaPercent: 10.5, correo: '' });
    const requests = recordRequests();
    renderRoute('/ajustes', { signedInAs: PERSONAL_USER });
    expect(await screen.findByText('Vasos Fiesta S.L.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ajustes' })).toBeInTheDocument();
    expect(screen.getByText(READ_ONLY)).toBeInTheDocument();
    expect(shownValue('NIF')).toBe('B12345678');
    expect(shownValue('IVA (%)')).toBe('10,5');
    expect(shownValue('Correo')).toBe('—');
    expect(shownValue('Conservar peticiones sin asignar (meses)')).toBe('12');
    expect(screen.queryByRole('form', { name: 'Ajustes' })).not.toBeInTheDocument();
    // In the page: the shell's search box is any staff member's.
    expect(within(screen.getByRole('main')).queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Guardar' })).not.toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('administrators get the form and Guardar, without the mark', async () => {
    serveAjustes();
    renderRoute('/ajustes', { signedInAs: DEMO_USER });
    const form = await screen.findByRole('form', { name: 'Ajustes' });
    expect(within(form).getByLabelText('NIF')).toHaveValue('B12345678');
    expect(within(form).getByRole('button', { name: 'Guardar' })).toBeEnabled();
    expect(screen.queryByText(READ_ONLY)).not.toBeInTheDocument();
  });
});
