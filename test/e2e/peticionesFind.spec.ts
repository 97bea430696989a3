import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import type { Peticion } from '../../contract';
import { seriousViolations } from './support/axe';
import { unassignedPeticiones } from './support/api';
import { renderedRows } from './support/tables';
import { PETICIONES_COLUMNS } from '../support/screenTexts';
import { openSignedInHome } from './support/session';

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** What Buscar looks in, per the screen's rules: order, customer, phone, country, postal code. */
function searchable(peticion: Peticion): string {
  const cliente = peticion.cliente ?? {};
  const telefono = typeof cliente.telefono === 'string' ? cliente.telefono.trim() : '';
  const nombre = typeof cliente.nombre === 'string' ? cliente.nombre : '';
  const pedido = Array.isArray(peticion.peticiones)
    ? peticion.peticiones.join(', ')
    : peticion.peticiones;
  return fold(
    [
      pedido,
      nombre,
      telefono,
      telefono.replace(/(?!^\+)[^\d]/g, ''),
      peticion.pais,
      peticion.codigo_postal,
    ].join('\n'),
  );
}

const table = (page: Page) => page.getByRole('table');
const count = (page: Page) => page.getByText(/^\d+ de \d+ peticiones$/);
/** dd/mm/yyyy → yyyy-mm-dd, which sorts as text. */
const isoOf = (day: string) => day.split('/').reverse().join('-');

test.describe('Peticiones: find, sort, read, export', () => {
  test('search, filter and sort live in the address; Ver opens the request at its own address; the CSV is the view', async ({
    page,
  }) => {
    const all = await unassignedPeticiones();
    await openSignedInHome(page);
    await expect(count(page)).toHaveText(`${all.length} de ${all.length} peticiones`);

    // Buscar: capitals and no accent find "España".
    await page.getByRole('searchbox', { name: 'Buscar' }).fill('ESPANA');
    const found = all.filter((p) => searchable(p).includes('espana'));
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThan(all.length);
    await expect(count(page)).toHaveText(`${found.length} de ${all.length} peticiones`);

    await page.getByRole('combobox', { name: 'Estado' }).selectOption('pendiente');
    const shown = found.filter((p) => p.estado === 'pendiente');
    expect(shown.length).toBeGreaterThan(1);
    await expect(count(page)).toHaveText(`${shown.length} de ${all.length} peticiones`);

    // Sort by event date, as dates: ascending, then the same header again reverses it.
    const fecha = page.getByRole('columnheader', { name: 'Fecha de Evento' });
    // The button's name is the header alone (the arrow beside it is not read out).
    const sortFecha = fecha.getByRole('button', { name: 'Fecha de Evento', exact: true });
    await expect(fecha).not.toHaveAttribute('aria-sort');
    await sortFecha.click();
    await expect(fecha).toHaveAttribute('aria-sort', 'ascending');
    const days = async () => (await renderedRows(table(page))).map((r) => isoOf(r.cells[5]!.text));
    const expectedDays = shown.map((p) => p.fecha_evento.slice(0, 10)).sort();
    expect(await days()).toEqual(expectedDays.slice(0, (await days()).length));
    await sortFecha.click();
    await expect(fecha).toHaveAttribute('aria-sort', 'descending');
    const descending = [...expectedDays].reverse();
    expect(await days()).toEqual(descending.slice(0, (await days()).length));
    await expect(page).toHaveURL(/[?&]q=ESPANA(&|$)/);
    await expect(page).toHaveURL(/[?&]estado=pendiente(&|$)/);
    await expect(page).toHaveURL(/[?&]orden=-fecha_evento(&|$)/);

    // A reload shows the same view.
    await page.reload();
    await expect(count(page)).toHaveText(`${shown.length} de ${all.length} peticiones`);
    await expect(page.getByRole('searchbox', { name: 'Buscar' })).toHaveValue('ESPANA');
    await expect(page.getByRole('combobox', { name: 'Estado' })).toHaveValue('pendiente');
    await expect(fecha).toHaveAttribute('aria-sort', 'descending');
    expect(await days()).toEqual(descending.slice(0, (await days()).length));

    // Exportar CSV: the view, in its order, UTF-8 with BOM, ; between fields, CRLF.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportar CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^peticiones-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toBe(
      'Cantidad;Estado;Asignado;Pedido;Telefono;Fecha de Evento;País;Código Postal;Recibido a día',
    );
    expect(lines).toHaveLength(shown.length + 2); // header, rows, and the last line's CRLF
    expect(lines.slice(1, -1).map((line) => isoOf(line.split(';')[5]!))).toEqual(descending);

    // Ver: the first row's request, at /peticiones/{id} with the view kept.
    const firstRow = table(page).locator('tbody > tr[aria-rowindex="2"]');
    const targetId = await firstRow
      .getByRole('button', { name: 'Ver' })
      .getAttribute('data-ver-id');
    const target = shown.find((p) => String(p.id) === targetId)!;
    expect(target).toBeDefined();
    await firstRow.getByRole('button', { name: 'Ver' }).click();
    const dialog = page.getByRole('dialog', { name: `Petición ${target.id}` });
    await expect(dialog).toBeVisible();
    await expect(dialog).toBeFocused();
    await expect(page).toHaveURL(new RegExp(`/peticiones/${target.id}\\?.*orden=-fecha_evento`));
    await expect(dialog.getByRole('button', { name: 'Asignar' })).toBeVisible();
    await expect(dialog.getByText(target.pais, { exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // A reload opens the same request again.
    await page.reload();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(target.codigo_postal, { exact: true })).toBeVisible();

    // Cerrar: back to the list as it was, focus on the row's Ver.
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/\?.*orden=-fecha_evento/);
    await expect(firstRow.getByRole('button', { name: 'Ver' })).toBeFocused();
    await expect(count(page)).toHaveText(`${shown.length} de ${all.length} peticiones`);

    // Escape closes it too.
    await firstRow.getByRole('button', { name: 'Ver' }).click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/\?.*orden=-fecha_evento/);
    await expect(firstRow.getByRole('button', { name: 'Ver' })).toBeFocused();
  });

  test(
    'on a phone each request is a card with every field labelled, Ver and Asignar',
    {
      tag: '@phone',
    },
    async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      const all = await unassignedPeticiones();
      await openSignedInHome(page);
      const cards = page.getByRole('list', { name: 'Peticiones' }).getByRole('listitem');
      await expect(cards.first()).toBeVisible();
      await expect(page.getByRole('table')).toHaveCount(0);
      expect(await cards.count()).toBe(Math.min(all.length, 30));
      const first = cards.first();
      // Every field but Acciones, labelled with the table's headers.
      await expect(first.locator('dt')).toHaveText(PETICIONES_COLUMNS.slice(0, -1));
      await expect(first.getByRole('button', { name: 'Ver' })).toBeVisible();
      await expect(first.getByRole('button', { name: 'Asignar' })).toBeVisible();
      if (all.length > 30) {
        await page.getByRole('button', { name: 'Mostrar más' }).click();
        expect(await cards.count()).toBe(Math.min(all.length, 60));
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );
      expect(await seriousViolations(page)).toEqual([]);
    },
  );
});
