import { expect, test, type Page, type Request } from '@playwright/test';
import { ROW_VERSION_FIELD, type PriceRow } from '../../contract';
import { priceRows } from './support/api';
import { recordDialogs } from './support/dialogs';
import { holdCalls, isApiCall } from './support/network';
import { expectGridToShow } from './support/priceGrid';
import { expectedTable, inputLabel, sentFields, type ExpectedTable } from './support/tablas';
import { openSignedIn } from './support/session';
import { loadedPriceGrid } from './support/ui';

/** `quantity`: the column takes whole numbers only (a count of cups or prints). */
type Edit = { row: number; header: string; field: string; quantity?: boolean };

// Each kind of table saved here is one no other spec writes to. `walk`: also saved on a phone.
const cases: { table: ExpectedTable; edits: Edit[]; walk?: boolean }[] = [
  {
    table: expectedTable('serigrafia_2_colores_metalizados'),
    walk: true,
    edits: [
      { row: 1, header: 'Coste', field: 'coste' },
      { row: 2, header: 'Cantidad', field: 'cantidad', quantity: true },
      { row: 4, header: 'Venta Real', field: 'venta_real' },
    ],
  },
  {
    table: expectedTable('v900l'),
    edits: [
      { row: 1, header: '900L', field: 'v900l', quantity: true },
      { row: 1, header: 'Metalicos', field: 'Metalicos' },
      { row: 3, header: '€', field: 'Euro' },
      { row: 6, header: 'cv', field: 'cv' },
    ],
  },
];

/** A value that differs from the one loaded, whatever an earlier run left there. */
const newValue = (old: number, quantity = false) =>
  quantity ? old + 1 : Number((old + 1.25).toFixed(3));

/** The order of the save's events on the wire and on screen, as the page saw them. */
function recordTimeline(page: Page, table: ExpectedTable): string[] {
  const timeline: string[] = [];
  const updatePath = `${table.apiPath}/update`;
  page.on('request', (request) => {
    if (isApiCall(request, 'POST', updatePath)) timeline.push('POST');
    if (isApiCall(request, 'GET', table.apiPath)) timeline.push('GET');
  });
  const answered = (request: Request) => {
    if (isApiCall(request, 'POST', updatePath)) timeline.push('answered');
  };
  // Answered when its status arrives: the API has stored the row then, and the next row may leave
  // while this answer's body is still being read.
  page.on('response', (response) => answered(response.request()));
  page.on('requestfailed', answered);
  page.on('dialog', (dialog) => {
    timeline.push(`alert:${dialog.message()}`);
  });
  return timeline;
}

for (const { table, edits, walk } of cases) {
  test(
    `${table.heading}: one Guardar POSTs every row in order, one at a time, then reloads`,
    { tag: walk ? ['@walk', '@postgres'] : ['@postgres'] },
    async ({ page }) => {
      const dialogs = recordDialogs(page);
      await openSignedIn(page, table.path);
      const grid = await loadedPriceGrid(page, table);
      const before = await priceRows(table.apiPath);
      await expectGridToShow(grid, table, before);

      // What every row must be once saved: as loaded, with the edits typed below.
      const expected: PriceRow[] = before.map((row) => ({ ...row }));
      for (const edit of edits) {
        const value = newValue(before[edit.row - 1]![edit.field]!, edit.quantity);
        expected[edit.row - 1]![edit.field] = value;
        await grid
          .getByLabel(inputLabel(edit.header, edit.row), { exact: true })
          .fill(String(value));
      }

      const timeline = recordTimeline(page, table);
      const updates = await holdCalls(page, 'POST', `${table.apiPath}/update`);
      const total = before.length;
      const saving = page.getByText(/^Guardando \d+ de \d+…$/);
      const guardar = grid.getByRole('button', { name: 'Guardar' });

      // Any row's Guardar saves them all: this is the second row's.
      await guardar.nth(1).click();
      for (let sent = 1; sent <= total; sent++) {
        await updates.arrived(sent);
        await expect(saving).toHaveText(`Guardando ${sent} de ${total}…`);
        await expect(guardar).toHaveCount(total);
        await expect(grid.getByRole('button', { name: 'Guardar', disabled: false })).toHaveCount(0);
        // The next row waits for this one's answer.
        expect(updates.calls).toHaveLength(sent);
        await updates.releaseNext();
      }

      await expect.poll(() => dialogs.alerts()).toEqual(['Datos guardados con éxito']);
      const bodies = updates.calls.map((request) => request.postDataJSON() as PriceRow);
      // Each row goes back whole, with the version it was loaded at.
      expect(bodies.map((body) => Object.keys(body).sort())).toEqual(
        bodies.map(() => ['id', ...sentFields(table), ROW_VERSION_FIELD].sort()),
      );
      expect(bodies).toEqual(expected);
      // The server raises the version of each row a save changed, and of no other.
      const editedRows = new Set(edits.map((edit) => edit.row - 1));
      const stored = expected.map((row, index) =>
        editedRows.has(index) ? { ...row, [ROW_VERSION_FIELD]: row[ROW_VERSION_FIELD]! + 1 } : row,
      );

      // One at a time on the wire; after the last answer the alert, then the table reloads.
      const alertAt = timeline.indexOf('alert:Datos guardados con éxito');
      expect(timeline.slice(0, alertAt)).toEqual(
        Array.from({ length: total }, () => ['POST', 'answered']).flat(),
      );
      await expect.poll(() => timeline.indexOf('GET', alertAt)).toBeGreaterThan(alertAt);
      await expect(saving).toHaveCount(0);

      const after = await priceRows(table.apiPath);
      expect(after).toEqual(stored);
      await expectGridToShow(grid, table, after);

      await page.reload();
      await expectGridToShow(await loadedPriceGrid(page, table), table, after);
      expect(dialogs.alerts()).toEqual(['Datos guardados con éxito']);
    },
  );
}
