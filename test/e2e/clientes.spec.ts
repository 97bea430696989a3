import { expect, test } from '@playwright/test';
import type { NewPeticionBody } from '../../contract';
import { postPeticion } from './support/api';
import { seriousViolations } from './support/axe';
import { expectNoSidewaysScroll, smallTapTargets } from './support/phone';
import { openSignedInHome } from './support/session';

// `Clientes` and a customer's page, at a desk (1280×800) and on a phone (390×844, `@walk`): a
// customer whose requests write their number three ways is one row, and both screens pass axe
// (docs/screens.md, "Clientes").

/** Nine digits no other request has, written three ways. */
function threeFormats(): [string, string, string] {
  const digits = `6${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const [a, b, c] = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)];
  return [`${a} ${b} ${c}`, `+34${digits}`, `0034 ${a}-${b}-${c}`];
}

const order = (nombre: string, telefono: string): NewPeticionBody => ({
  peticiones: `Vasos de 330 ml para ${nombre}`,
  cliente: { nombre, telefono },
  fecha_evento: '2027-08-14',
  pais: 'España',
  codigo_postal: '46001',
});

test(
  'a customer whose three requests write their number three ways is one row, and their page lists all three',
  { tag: '@walk' },
  async ({ page }) => {
    const nombre = `Peña Clientes ${Date.now()}`;
    const formats = threeFormats();
    const ids: number[] = [];
    for (const telefono of formats) ids.push((await postPeticion(order(nombre, telefono))).id);
    await openSignedInHome(page);
    const phone = (page.viewportSize()?.width ?? 1280) < 768;
    if (phone) await page.getByRole('button', { name: 'Menú' }).click();
    await page.getByRole('link', { name: 'Clientes', exact: true }).click();
    await expect(page).toHaveURL(/\/clientes$/);
    // Exactly: a card's heading may hold the word (`Peña Clientes …`).
    await expect(page.getByRole('heading', { name: 'CLIENTES', exact: true })).toBeVisible();
    // The latest request first: theirs is the newest.
    const links = page.getByRole('link', { name: nombre, exact: true });
    await expect(links).toHaveCount(1);
    if (phone) {
      const card = page.getByRole('listitem').filter({ has: links });
      await expect(card).toContainText(formats[2]);
      await expect(card).toContainText(/Peticiones\s*3/);
      // No headers to click: the cards sort through a select, within reach of a thumb.
      const sort = page.getByRole('combobox', { name: 'Ordenar por' });
      await expect(sort).toHaveValue('ultimaPeticion:desc');
      expect(await smallTapTargets(page.locator('.clientes-sort'))).toEqual([]);
      await expectNoSidewaysScroll(page, 'Clientes');
    } else {
      const row = page.getByRole('row').filter({ has: links });
      await expect(row.getByRole('cell')).toHaveText([
        nombre,
        formats[2],
        '—',
        '3',
        /\d\d\/\d\d\/\d{4}/,
        /0,00\s€/,
        /0,00\s€/,
      ]);
    }
    expect(await seriousViolations(page)).toEqual([]);

    await links.click();
    await expect(page).toHaveURL(new RegExp(`/clientes/${ids[0]}$`));
    await expect(page.getByRole('heading', { name: nombre })).toBeVisible();
    const peticiones = page.getByRole('region', { name: 'Peticiones (3)' });
    for (const id of ids) {
      await expect(peticiones.getByRole('link', { name: `Petición ${id}` })).toHaveAttribute(
        'href',
        `/peticiones/${id}`,
      );
    }
    await expect(peticiones).toContainText('Sin asignar');
    if (phone) await expectNoSidewaysScroll(page, "A customer's page");
    expect(await seriousViolations(page)).toEqual([]);
  },
);
