import { expect, test, type Page } from '@playwright/test';
import type { NewPeticionBody, PriceRow } from '../../contract';
import { seriousViolations } from './support/axe';
import { expectNoSidewaysPageScroll, expectTableFits } from './support/fit';
import { cupRowFor, pdfText, takenRequest, updateRow } from './support/presupuestos';
import { openSignedIn } from './support/session';

// A quote from a taken request, end to end: written in the browser, priced and stored by the API,
// read back from its PDF, kept as it was when a price changes, and sent by WhatsApp
// (docs/screens.md, "Presupuesto"; docs/decisions.md, "Quotes").

const CUP = { table: 'vasos/200', label: '200', sizeField: 'v200' } as const;
const QUANTITY = 5000;
const PRINT_LABEL = 'Serigrafia 1 Color VF';

const order = (mark: string): NewPeticionBody => ({
  peticiones: `Vasos de 200 ml con logo (${mark})`,
  cliente: { nombre: 'Lucía Pérez', telefono: '612 34.56-78' },
  fecha_evento: '2027-06-20',
  pais: 'España',
  codigo_postal: '28013',
});

/** Spaces of any kind as one, as a person reads an amount. */
const plain = (text: string | null) => (text ?? '').replace(/[\s\u00a0\u202f]+/g, ' ').trim();

/** The amount beside a label of the totals (`Total`, `Base imponible`…). */
const shownTotal = async (page: Page, label: string) =>
  plain(
    await page
      .getByLabel('Totales')
      .locator('div', { has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
      .locator('dd')
      .textContent(),
  );

async function expectAxeClean(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

test('a quote made from a request: saved, its PDF, its prices kept, its WhatsApp message @walk', async ({
  page,
}, testInfo) => {
  const phone = testInfo.project.use.viewport!.width < 768;
  const id = await takenRequest(order(`presupuesto-${Date.now()}`));
  await openSignedIn(page, `/mis-peticiones/${id}/presupuesto`);
  await expect(page.getByRole('heading', { name: 'Presupuesto', exact: true })).toBeVisible();

  // Two lines: a printed one and a plain one; the preview prices them as they are typed.
  await page.getByLabel('Vaso línea 1', { exact: true }).selectOption({ label: CUP.label });
  await page.getByLabel('Cantidad línea 1', { exact: true }).fill(String(QUANTITY));
  await page.getByLabel('Impresión línea 1', { exact: true }).selectOption({ label: PRINT_LABEL });
  await page.getByRole('button', { name: 'Añadir línea' }).click();
  await page.getByLabel('Cantidad línea 2', { exact: true }).fill('2.000');
  await expect(page.getByText(/^Vaso [\d,]+\s€ \+ Serigrafía [\d,]+\s€$/)).toBeVisible();
  const total = await shownTotal(page, 'Total');
  expect(total).toMatch(/^\d{1,3}(\.\d{3})*,\d{2} €$/);

  if (phone) await expectNoSidewaysPageScroll(page);
  else await expectTableFits(page.locator('table.quote-lines'), []);
  await expectNoSidewaysPageScroll(page);
  await expectAxeClean(page);

  await page.getByRole('button', { name: 'Guardar presupuesto' }).click();
  const heading = page.getByRole('heading', { name: /^Presupuesto P-\d{4}-\d{4}$/ });
  await expect(heading).toBeVisible();
  const numero = plain(await heading.textContent()).replace('Presupuesto ', '');
  await expect(page).toHaveURL(new RegExp(`/mis-peticiones/${id}/presupuestos/\\d+$`));
  expect(await shownTotal(page, 'Total')).toBe(total);
  await expect(page.getByText(/^Precios del \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  await expectNoSidewaysPageScroll(page);
  await expectAxeClean(page);

  // The PDF says the same total, to the cent, and the quote's number.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Descargar PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`presupuesto-${numero.replace(/\s+/g, '-')}.pdf`);
  const pdf = await pdfText(download);
  expect(pdf).toContain(total);
  expect(pdf).toContain(numero);
  expect(pdf).toContain('Lucía Pérez');
  expect(pdf).toMatch(/Válido hasta \d{2}\/\d{2}\/\d{4}/);

  // WhatsApp: the number in international form, the short message with the name, total, number
  // and the customer's link (docs/screens.md, "The customer's link"), not every line.
  const whatsapp = new URL(
    (await page.getByRole('link', { name: 'Enviar por WhatsApp' }).getAttribute('href'))!,
  );
  expect(whatsapp.origin + whatsapp.pathname).toBe('https://wa.me/34612345678');
  const message = plain(whatsapp.searchParams.get('text'));
  expect(message).toContain('Lucía Pérez');
  expect(message).toContain(total);
  expect(message).toContain(numero);
  expect(message).toMatch(/\/c\/[A-Za-z0-9_-]{43}(\s|$)/);
  expect(message).not.toMatch(/Válido hasta/);
  const mail = (await page.getByRole('link', { name: 'Enviar por correo' }).getAttribute('href'))!;
  expect(decodeURIComponent(mail)).toContain(`subject=Presupuesto ${numero}`);

  // A price changed afterwards leaves the stored quote as it was.
  const row: PriceRow = await cupRowFor(CUP.table, CUP.sizeField, QUANTITY);
  const changed = await updateRow(CUP.table, row, { Euro: Number(row.Euro) + 0.05 });
  try {
    await page.reload();
    await expect(heading).toBeVisible();
    expect(await shownTotal(page, 'Total')).toBe(total);
    const [again] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Descargar PDF' }).click(),
    ]);
    expect(await pdfText(again)).toContain(total);
  } finally {
    await updateRow(CUP.table, changed, { Euro: Number(row.Euro) });
  }
});

test('a phone that cannot be made international disables Enviar por WhatsApp and says why', async ({
  page,
}) => {
  const id = await takenRequest({
    ...order(`sin-whatsapp-${Date.now()}`),
    cliente: { nombre: 'Pepe', telefono: '12 34' },
  });
  await openSignedIn(page, `/mis-peticiones/${id}/presupuesto`);
  await page.getByLabel('Cantidad línea 1', { exact: true }).fill(String(QUANTITY));
  await page.getByRole('button', { name: 'Guardar presupuesto' }).click();
  await expect(page.getByRole('heading', { name: /^Presupuesto P-/ })).toBeVisible();
  const button = page.getByRole('button', { name: 'Enviar por WhatsApp' });
  await expect(button).toBeDisabled();
  await expect(button).toHaveAccessibleDescription('Este teléfono no sirve para WhatsApp.');
  await expectAxeClean(page);
});
