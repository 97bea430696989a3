import { expect, test } from '@playwright/test';
import { apiPaths } from '../../contract';
import { PETICIONES_COLUMNS } from '../support/screenTexts';
import { DEMO_ACCOUNT } from '../support/stack/auth';
import { PETICIONES_PATH, unassignedPeticiones } from './support/api';
import { recordDialogs } from './support/dialogs';
import { apiPathPattern, recordCalls } from './support/network';
import {
  browserTimeZone,
  dayOf,
  expectPeticionesToShow,
  firstPeticion,
  peticionesCount,
  peticionesTable,
  shownRow,
  type ReceivedPeticion,
} from './support/peticionesShown';
import { allRows, bodyRowCount, expectColumnHeaders, renderedRows } from './support/tables';
import { openSignedInHome } from './support/session';
import { settle } from './support/ui';

test.describe('Peticiones (/)', () => {
  test('the title is PETICIONES with today as a long Spanish date', async ({ page }) => {
    const before = new Date();
    await openSignedInHome(page);
    const timeZone = await browserTimeZone(page);
    const longDate = (date: Date) =>
      new Intl.DateTimeFormat('es-ES', {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone,
      }).format(date);
    // Around midnight the page may have taken the date from either side of it.
    const candidates = [longDate(before), longDate(new Date())].map((date) => `PETICIONES ${date}`);
    const title = await page.getByRole('heading', { level: 2 }).innerText();
    expect(candidates).toContain(title.replace(/\s+/g, ' ').trim());
    expect(title).toMatch(/^PETICIONES [a-zéá]+, \d{1,2} de [a-z]+ de \d{4}$/);
  });

  test('the table has exactly the ten documented columns', async ({ page }) => {
    await openSignedInHome(page);
    await expectColumnHeaders(peticionesTable(page), PETICIONES_COLUMNS);
  });

  test('on a 1280 px wide screen Asignar is in view without scrolling sideways', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await openSignedInHome(page);
    const firstAsignar = peticionesTable(page)
      .locator('tbody > tr[aria-rowindex="2"]')
      .getByRole('button', { name: 'Asignar' });
    await expect(firstAsignar).toBeInViewport();
    expect(await page.evaluate(() => window.scrollX)).toBe(0);
  });

  test(
    'every row shows its request from the API, in the API order',
    { tag: '@postgres' },
    async ({ page }) => {
      await openSignedInHome(page);
      const table = peticionesTable(page);
      await expect(table.locator('tbody > tr[aria-rowindex]').first()).toBeVisible();
      const peticiones = await unassignedPeticiones();
      expect(peticiones.length).toBeGreaterThan(0);
      // Windowed: the DOM holds only the rows near the viewport, the table still counts them all.
      expect(await bodyRowCount(table)).toBe(peticiones.length);
      if (peticiones.length > 30) {
        expect((await renderedRows(table)).length).toBeLessThan(peticiones.length);
      }
      await expectPeticionesToShow(page, peticiones);
    },
  );

  test(
    'cells follow the display rules: Asignado, Pedido, Telefono and dates west of UTC',
    { tag: '@postgres' },
    async ({ page }) => {
      const base = await unassignedPeticiones();
      expect(base.length).toBeGreaterThanOrEqual(8);
      const crafted: ReceivedPeticion[] = base.map((peticion) => ({ ...peticion }));
      Object.assign(crafted[0]!, {
        asignado: true,
        peticiones: ['Vasos 500 ml', 'Pinzas'],
        cliente: { telefono: '+34 600-11 22 33' },
        fecha_evento: '2026-01-01',
        createdAt: '2026-03-01T03:00:00.000Z',
      });
      Object.assign(crafted[1]!, {
        asignado: 'ana@vasos.test',
        peticiones: { Vasos: '500 ml', Color: 'rojo' },
        cliente: null,
      });
      Object.assign(crafted[2]!, { asignado: false, cliente: { telefono: '   ' } });
      Object.assign(crafted[3]!, { asignado: null, cliente: {} });
      Object.assign(crafted[4]!, { cliente: { telefono: '(948) 12 34 56' } });
      await page.route(apiPathPattern(PETICIONES_PATH), async (route) => {
        if (route.request().method() !== 'GET') return route.fallback();
        const response = await route.fetch();
        await route.fulfill({ response, json: { data: crafted } });
      });

      await openSignedInHome(page);
      await expectPeticionesToShow(page, crafted);

      // The same rules, spelled out.
      const rows = (await allRows(peticionesTable(page))).slice(0, 5).map(shownRow);
      expect(rows.map((row) => row.texts[2])).toEqual(['Sí', 'ana@vasos.test', 'No', 'No', 'No']);
      expect(rows[0]!.texts[3]).toBe('Vasos 500 ml, Pinzas');
      expect(rows[1]!.texts[3]).toBe('Vasos: 500 ml, Color: rojo');
      expect(rows.map((row) => row.texts[4])).toEqual([
        '+34 600-11 22 33',
        'Sin teléfono',
        'Sin teléfono',
        'Sin teléfono',
        '(948) 12 34 56',
      ]);
      expect(rows.map((row) => row.telHref)).toEqual([
        'tel:+34600112233',
        null,
        null,
        null,
        'tel:948123456',
      ]);
      // A date-only event day is that day, not the evening before (UTC-6 in Mexico City).
      expect(rows[0]!.texts[5]).toBe('01/01/2026');
      // The moment a request arrived is shown on the viewer's calendar.
      expect(rows[0]!.texts[8]).toBe(
        dayOf('2026-03-01T03:00:00.000Z', await browserTimeZone(page)),
      );
    },
  );

  test(
    'Asignar takes the request: it leaves the list and the API no longer lists it',
    { tag: ['@walk', '@postgres'] },
    async ({ page }) => {
      const dialogs = recordDialogs(page);
      await openSignedInHome(page);
      const before = await unassignedPeticiones();
      await expectPeticionesToShow(page, before);
      const assigns = recordCalls(page, 'POST', apiPaths.asignar(before[0]!.id));

      await firstPeticion(page).getByRole('button', { name: 'Asignar' }).click();
      const left = before.length - 1;
      await expect(peticionesCount(page)).toHaveText(`${left} de ${left} peticiones`);

      const after = await unassignedPeticiones();
      expect(after.map((p) => p.id)).toEqual(before.slice(1).map((p) => p.id));
      await expectPeticionesToShow(page, after);
      expect(assigns).toHaveLength(1);
      expect(assigns[0]!.postDataJSON()).toEqual({ asignado: DEMO_ACCOUNT.email });
      expect(dialogs.seen).toEqual([]);
    },
  );

  test('a double click on Asignar sends one POST, even when its second click lands on the next row', async ({
    page,
  }) => {
    const dialogs = recordDialogs(page);
    await openSignedInHome(page);
    const table = peticionesTable(page);
    const before = await unassignedPeticiones();
    await expect(table).toHaveAttribute('aria-rowcount', String(before.length + 1));
    const [target, next] = [before[0]!, before[1]!];
    const targetAssigns = recordCalls(page, 'POST', apiPaths.asignar(target.id));
    const nextAssigns = recordCalls(page, 'POST', apiPaths.asignar(next.id));
    const firstRowButton = table
      .locator('tbody > tr[aria-rowindex="2"]')
      .getByRole('button', { name: 'Asignar' });
    await firstRowButton.scrollIntoViewIfNeeded();
    const box = (await firstRowButton.boundingBox())!;
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];

    const rowUnderPointer = () =>
      page.evaluate(
        ([px, py]) => {
          const row = document.elementFromPoint(px!, py!)?.closest('tr');
          return { index: row?.getAttribute('aria-rowindex'), text: row?.textContent ?? '' };
        },
        [x, y],
      );
    const targetRow = await rowUnderPointer();
    expect(targetRow.index).toBe('2');

    // The first click of the double click, answered before the second one, as on a slow hand.
    await page.mouse.click(x, y);
    await expect(table).toHaveAttribute('aria-rowcount', String(before.length));
    // The next request's row has slid up: its Asignar is now under the pointer.
    const nextRow = await rowUnderPointer();
    expect(nextRow.index).toBe('2');
    expect(nextRow.text).not.toBe(targetRow.text);
    // The second click of the burst: Chromium reports it with detail 2.
    await page.mouse.down({ clickCount: 2 });
    await page.mouse.up({ clickCount: 2 });
    await settle(page);
    await page.waitForTimeout(250);

    expect(targetAssigns).toHaveLength(1);
    expect(nextAssigns).toHaveLength(0);
    const after = (await unassignedPeticiones()).map((p) => p.id);
    expect(after).not.toContain(target.id);
    expect(after).toContain(next.id);
    await expect(table).toHaveAttribute('aria-rowcount', String(before.length));
    // Nothing failed, so nothing was alerted.
    expect(dialogs.seen).toEqual([]);
  });
});
