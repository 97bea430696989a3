import { screen, waitFor, within } from '@testing-library/react';
import { EMPTY_INFORME, MARCH_INFORME, serveInforme } from '../support/informeFixtures';
import { PERSONAL_USER } from '../support/fakeFirebase';
import { renderRoute } from '../support/renderWithProviders';
import { recordRequests } from '../support/server';

const figure = (name: string) => screen.findByRole('region', { name });

describe('Informes (/informes)', () => {
  it('shows every figure as a table with its CSV and its link to the requests it counts', async () => {
    serveInforme(MARCH_INFORME, ['personal@vasos.test']);
    renderRoute('/informes?periodo=rango&desde=2026-03-01&hasta=2026-03-31');
    const embudo = await figure('Embudo');
    const rows = within(embudo)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'EtapaPeticionesConversión',
      'Recibidas6—',
      'Asignadas583,3 %',
      'Presupuestadas480 %',
      'Aceptadas250 %',
      'Entregadas00 %',
    ]);
    // The requests received in March in Madrid that reached Aceptada, lost ones included.
    expect(within(embudo).getByRole('link', { name: 'Aceptadas' })).toHaveAttribute(
      'href',
      '/mis-peticiones?vista=equipo&recibida_desde=2026-03-01&recibida_hasta=2026-03-31' +
        '&zona=Europe%2FMadrid&alcanzada=aceptada&perdidas=1',
    );
    const perdidas = await figure('Perdidas por motivo');
    expect(within(perdidas).getByRole('link', { name: 'Precio' })).toHaveAttribute(
      'href',
      '/mis-peticiones?vista=equipo&recibida_desde=2026-03-01&recibida_hasta=2026-03-31' +
        '&zona=Europe%2FMadrid&motivo=precio&perdidas=1',
    );
    const recibidas = await figure('Recibidas');
    expect(within(recibidas).getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      '/mis-peticiones?vista=equipo&origen=whatsapp&recibida_desde=2026-03-01' +
        '&recibida_hasta=2026-03-31&zona=Europe%2FMadrid&perdidas=1',
    );
    // Every request received in March, whatever its stage, lost ones included.
    expect(within(recibidas).getByRole('link', { name: 'Ver en Mis peticiones' })).toHaveAttribute(
      'href',
      '/mis-peticiones?vista=equipo&recibida_desde=2026-03-01&recibida_hasta=2026-03-31' +
        '&zona=Europe%2FMadrid&perdidas=1',
    );
    const clientes = await figure('Clientes principales');
    expect(within(clientes).getByRole('link', { name: 'Lucía Peña' })).toHaveAttribute(
      'href',
      '/clientes/8',
    );
    expect(within(clientes).getByRole('cell', { name: '900,00\u00a0€' })).toBeInTheDocument();
    for (const title of [
      'Recibidas',
      'Embudo',
      'Perdidas por motivo',
      'Días desde que se recibe',
      'En juego por etapa',
      'Aceptado por mes',
      'Vasos',
      'Serigrafías',
      'Clientes principales',
    ]) {
      expect(
        within(await figure(title)).getByRole('button', { name: 'Exportar CSV' }),
      ).toBeVisible();
    }
    expect(screen.getByRole('combobox', { name: 'Usuario' })).toHaveDisplayValue('Todo el equipo');
  });

  it('keeps the period, person and channel in the address and asks the API for them', async () => {
    serveInforme(MARCH_INFORME, ['personal@vasos.test']);
    const calls = recordRequests();
    const { user } = renderRoute('/informes?periodo=rango&desde=2026-03-01&hasta=2026-03-31');
    await figure('Embudo');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Origen' }), 'WhatsApp');
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Usuario' }),
      'personal@vasos.test',
    );
    const asked = () =>
      calls
        .filter((call) => call.url.includes('/api/admin/informes'))
        .map((call) => new URL(call.url).searchParams.toString());
    await waitFor(() =>
      expect(asked()).toContain(
        'desde=2026-03-01&hasta=2026-03-31&usuario=personal%40vasos.test&origen=whatsapp',
      ),
    );
  });

  it('says Sin datos en este periodo for figures that counted nothing', async () => {
    serveInforme(EMPTY_INFORME);
    renderRoute('/informes?periodo=mes-pasado');
    const embudo = await figure('Embudo');
    expect(within(embudo).getByText('Sin datos en este periodo')).toBeVisible();
    expect(within(embudo).queryByRole('table')).toBeNull();
  });

  it('gives Personal their own figures, with no choice of person', async () => {
    serveInforme();
    renderRoute('/informes', { signedInAs: PERSONAL_USER });
    await figure('Embudo');
    expect(screen.getByText('Tus peticiones')).toBeVisible();
    expect(screen.queryByRole('combobox', { name: 'Usuario' })).toBeNull();
  });
});
