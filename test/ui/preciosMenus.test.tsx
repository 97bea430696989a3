import { screen, within } from '@testing-library/react';
import { renderRoute } from '../support/renderWithProviders';
import { serigrafiaRows, serveTable } from '../support/preciosFixtures';

async function tilesOf(menu: string) {
  const nav = await screen.findByRole('navigation', { name: menu });
  return within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('price menus', () => {
  it('/precios offers Serigrafias and Vasos', async () => {
    renderRoute('/precios');
    expect(await screen.findByRole('heading', { name: 'Precios' })).toBeInTheDocument();
    expect(await tilesOf('Precios')).toEqual([
      ['Serigrafias', '/precios/serigrafias'],
      ['Vasos', '/precios/vasos'],
    ]);
  });

  it('/precios/serigrafias offers the four screen-print tables in order', async () => {
    renderRoute('/precios/serigrafias');
    expect(await tilesOf('Serigrafias')).toEqual([
      ['Serigrafia 1 Color VF', '/precios/serigrafias/serigrafia_1_color_vf'],
      ['Serigrafia 2 Colores VF', '/precios/serigrafias/serigrafia_2_colores_vf'],
      ['Serigrafia 1 Color Metalizado', '/precios/serigrafias/serigrafia_1_color_metalizado'],
      ['Serigrafia 2 Colores Metalizado', '/precios/serigrafias/serigrafia_2_colores_metalizados'],
    ]);
  });

  it('/precios/vasos offers the ten cup tables in order', async () => {
    renderRoute('/precios/vasos');
    expect(await tilesOf('Vasos')).toEqual([
      ['200', '/precios/vasos/200'],
      ['280', '/precios/vasos/280'],
      ['300T', '/precios/vasos/300'],
      ['400', '/precios/vasos/400'],
      ['500C', '/precios/vasos/500'],
      ['500L', '/precios/vasos/V500l'],
      ['600L', '/precios/vasos/V600L'],
      ['900L', '/precios/vasos/v900l'],
      ['Pinzas', '/precios/vasos/pinzas'],
      ['Ceniceros', '/precios/vasos/ceniceros'],
    ]);
  });

  it('leads from /precios to a table through the tiles', async () => {
    serveTable('serigrafia_2_colores_vf', serigrafiaRows(1));
    const { user, history } = renderRoute('/precios');
    await user.click(await screen.findByRole('link', { name: 'Serigrafias' }));
    await user.click(await screen.findByRole('link', { name: 'Serigrafia 2 Colores VF' }));
    expect(
      await screen.findByRole('heading', { name: 'Serigrafia 2 Colores VF' }),
    ).toBeInTheDocument();
    expect(history.location.pathname).toBe('/precios/serigrafias/serigrafia_2_colores_vf');
    expect(await screen.findByRole('textbox', { name: 'Coste fila 1' })).toHaveValue('1');
  });
});
