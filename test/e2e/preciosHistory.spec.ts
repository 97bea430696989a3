import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { apiPaths, type TablaKey } from '../../contract';
import { signIn } from '../support/stack/auth';
import { apiUrl } from '../support/stack/stackEnv';
import { createStaffAccount } from './support/accounts';
import { priceRows } from './support/api';
import { seriousViolations } from './support/axe';
import { recordDialogs } from './support/dialogs';
import { expectedTable, inputLabel, inputText } from './support/tablas';
import { openSignedIn } from './support/session';
import { loadedPriceGrid } from './support/ui';

// A cup table no other spec writes to: its history is this file's own.
const table = expectedTable('400');
const key = 'vasos/400' satisfies TablaKey;

const cell = (page: Page, header: string, row: number) =>
  page
    .getByRole('table', { name: table.heading })
    .getByLabel(inputLabel(header, row), { exact: true });

async function openTable(page: Page) {
  await openSignedIn(page, table.path);
  await loadedPriceGrid(page, table);
}

test("Historial lists a price another account saved, with that account's e-mail", async ({
  page,
}) => {
  const colleague = await createStaffAccount('e2e-historial');
  const { idToken } = await signIn(colleague.email, colleague.password);
  const row = (await priceRows(table.apiPath))[1]!;
  const euro = Number((row.Euro! + 0.75).toFixed(2));
  const saved = await fetch(apiUrl(apiPaths.tablaUpdate(key)), {
    method: 'POST',
    headers: { Authorization: `Bearer ${idToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ id: row.id, Euro: euro }),
  });
  expect(saved.status).toBe(200);

  await openTable(page);
  await page.getByRole('button', { name: 'Historial' }).click();
  const panel = page.getByRole('complementary', { name: `Historial de ${table.heading}` });
  const newest = panel.getByRole('row').nth(1);
  const decimal = (n: number) => String(n).replace('.', ',');
  await expect(newest.getByRole('cell')).toHaveText([
    /\d{2}\/\d{2}\/\d{4}/,
    colleague.email,
    String(row.v400),
    '€',
    `${decimal(row.Euro!)} → ${decimal(euro)}`,
  ]);
  expect(await seriousViolations(page)).toEqual([]);
});

test('a table exported and imported back changes nothing; an edited file sets drafts, saved by Guardar', async ({
  page,
}) => {
  const dialogs = recordDialogs(page);
  await openTable(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exportar CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^vasos_400-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.toString('utf8');
  const [header, first] = text.slice(1).split('\r\n');
  expect(header).toBe('400;cv;Q Cajas;€;Metalicos');

  const fileInput = page.getByLabel('Archivo CSV a importar');
  await fileInput.setInputFiles({ name: 'tabla.csv', mimeType: 'text/csv', buffer: bytes });
  await expect(page.getByText('0 cambios importados')).toBeVisible();

  // The first row's cv, changed in the file as Excel in Spanish would write it.
  const cells = first!.split(';');
  const cv = Number(cells[1]!.replace(',', '.')) + 1.25;
  cells[1] = String(cv).replace('.', ',');
  const edited = text.replace(first!, cells.join(';'));
  await fileInput.setInputFiles({
    name: 'tabla.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(edited, 'utf8'),
  });
  await expect(page.getByText('1 cambio importado')).toBeVisible();
  // Written as the inputs write numbers.
  await expect(cell(page, 'cv', 1)).toHaveValue(inputText(cv));
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Guardar' }).first().click();
  await expect.poll(() => dialogs.alerts()).toEqual(['Datos guardados con éxito']);
  expect((await priceRows(table.apiPath))[0]!.cv).toBe(cv);
});
