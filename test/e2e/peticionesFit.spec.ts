import { expect, test, type Page } from '@playwright/test';
import type { NewPeticionBody } from '../../contract';
import {
  expectNoCellUnderStickyEnd,
  expectNoSidewaysPageScroll,
  expectTableFits,
} from './support/fit';
import { peticionesTable } from './support/peticionesShown';
import { openSignedInHome } from './support/session';
import { postPeticion } from './support/api';

// The requests table on a laptop and wider: every column in view with the sidebar shown
// (docs/screens.md, "Fitting the requests table"). Between 768 and 1280 px it may scroll sideways.

const PEDIDO = ['Pedido'];

/** The columns whose text must stay on one line, whatever their width. */
const ONE_LINE = ['Telefono', 'Fecha de Evento', 'Recibido a día'];

async function openAt(page: Page, width: number, height: number) {
  await page.setViewportSize({ width, height });
  await openSignedInHome(page);
  await expect(peticionesTable(page).locator('tbody tr.fixed-row').first()).toBeVisible();
  return peticionesTable(page);
}

async function linesPerColumn(page: Page): Promise<Record<string, number>> {
  return peticionesTable(page).evaluate((table) => {
    const headers = [...table.querySelectorAll('thead th')].map((th) => th.textContent ?? '');
    const lines: Record<string, number> = {};
    for (const row of table.querySelectorAll<HTMLTableRowElement>('tbody tr.fixed-row')) {
      [...row.cells].forEach((cell, index) => {
        const range = document.createRange();
        range.selectNodeContents(cell);
        const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        const header = headers[index]!;
        lines[header] = Math.max(lines[header] ?? 0, tops.size);
      });
    }
    return lines;
  });
}

for (const [width, height] of [
  [1280, 800],
  [1440, 900],
] as const) {
  test(`at ${width}×${height} every column is in view, none clipped, no sideways scroll`, async ({
    page,
  }) => {
    const table = await openAt(page, width, height);
    await expectTableFits(table, PEDIDO);
    await expectNoSidewaysPageScroll(page);
    const lines = await linesPerColumn(page);
    for (const header of ONE_LINE) expect(lines[header], header).toBe(1);
  });
}

test('at 1280 px Pedido takes the width left and ends in an ellipsis; long free text is cut short', async ({
  page,
}) => {
  const mark = `encaje-${Date.now()}`;
  const order: NewPeticionBody = {
    peticiones: `Vasos reutilizables de 500 ml con el logotipo a dos colores ${mark} para la fiesta mayor`,
    cliente: { nombre: 'Comisión de Fiestas', telefono: '(+34) 916-62-23-19' },
    fecha_evento: '2027-08-15',
    pais: 'República Dominicana y sus islas adyacentes',
    codigo_postal: 'AD500-0000-0000',
  };
  await postPeticion(order);

  const table = await openAt(page, 1280, 800);
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(mark);
  await expect(table.locator('tbody tr.fixed-row')).toHaveCount(1);
  await expectTableFits(table, [...PEDIDO, 'País', 'Código Postal']);
  await expectNoSidewaysPageScroll(page);

  const row = table.locator('tbody tr.fixed-row');
  const pedido = row.locator('td').nth(3);
  await expect(pedido).toHaveAttribute('title', order.peticiones as string);
  expect(await pedido.evaluate((cell) => getComputedStyle(cell).textOverflow)).toBe('ellipsis');
  expect(await pedido.evaluate((cell) => cell.scrollWidth > cell.clientWidth)).toBe(true);
  // A country cut short is told whole on hover.
  await expect(row.locator('td').nth(6)).toHaveAttribute('title', order.pais);
  expect((await linesPerColumn(page))['Telefono']).toBe(1);
});

test('at 1024 px the table scrolls sideways inside its box and no cell is hidden under Acciones', async ({
  page,
}) => {
  const table = await openAt(page, 1024, 768);
  await expectNoSidewaysPageScroll(page);
  const { scrollWidth, clientWidth } = await table.evaluate((element) => ({
    scrollWidth: element.parentElement!.scrollWidth,
    clientWidth: element.parentElement!.clientWidth,
  }));
  expect(scrollWidth).toBeGreaterThan(clientWidth);
  await expectNoCellUnderStickyEnd(table);
  // Acciones stays in view wherever the box is scrolled.
  await table.evaluate((element) => (element.parentElement!.scrollLeft = 0));
  await expect(table.getByRole('button', { name: 'Asignar' }).first()).toBeInViewport();
});
