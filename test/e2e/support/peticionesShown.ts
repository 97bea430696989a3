// What the requests page must show for the API's requests, and what it does show: the table's rows
// on a desk, one card per request on a phone (every field under the table's header for it).
import { expect, type Locator, type Page } from '@playwright/test';
import type { Peticion } from '../../../contract';
import { PETICIONES_COLUMNS } from '../../support/screenTexts';
import { allRows, type RenderedRow } from './tables';
import { isNarrow } from './ui';

/** The browser's own time zone, checked to be west of UTC (where off-by-one dates show). */
export async function browserTimeZone(page: Page): Promise<string> {
  const { zone, offsetMinutes } = await page.evaluate(() => ({
    zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    offsetMinutes: new Date().getTimezoneOffset(),
  }));
  expect(offsetMinutes, `${zone} must be west of UTC`).toBeGreaterThan(0);
  return zone;
}

export const dayOf = (instant: Date | string, timeZone: string) =>
  new Intl.DateTimeFormat('es-ES', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone,
  }).format(new Date(instant));

/** '2026-12-05' → '05/12/2026': the calendar day itself, whatever the time zone. */
const calendarDay = (date: string) => {
  const [year, month, day] = date.slice(0, 10).split('-');
  return `${day}/${month}/${year}`;
};

function pedidoText(peticiones: unknown): string {
  if (Array.isArray(peticiones)) return peticiones.join(', ');
  if (peticiones && typeof peticiones === 'object') {
    return Object.entries(peticiones)
      .map(([key, value]) => `${key}: ${String(value)}`)
      .join(', ');
  }
  return String(peticiones);
}

/** The texts of a request's ten cells (or its card's nine fields and buttons) and its tel: link. */
export type ExpectedRow = { texts: string[]; telHref: string | null };

/** The Acciones cell: Ver, then Asignar. */
export const ACTIONS_TEXT = 'Ver Asignar';

/**
 * A request as the page must cope with it: what the contract says, or the looser shapes an older
 * backend sent (asignado true or null, the order as an object, a client without a phone).
 */
export type ReceivedPeticion = Omit<Peticion, 'asignado' | 'peticiones' | 'cliente'> & {
  asignado: string | boolean | null;
  peticiones: unknown;
  cliente: { telefono?: unknown } | null;
};

/** What a row of the table must show for a request of the API, per docs/screens.md. */
export function expectedRow(peticion: ReceivedPeticion, timeZone: string): ExpectedRow {
  const asignado =
    peticion.asignado === true
      ? 'Sí'
      : typeof peticion.asignado === 'string' && peticion.asignado
        ? peticion.asignado
        : 'No';
  const rawPhone = peticion.cliente?.telefono;
  const phone = typeof rawPhone === 'string' ? rawPhone.trim() : '';
  return {
    texts: [
      '500',
      peticion.estado,
      asignado,
      pedidoText(peticion.peticiones),
      phone || 'Sin teléfono',
      calendarDay(peticion.fecha_evento),
      peticion.pais,
      peticion.codigo_postal,
      dayOf(peticion.createdAt, timeZone),
      ACTIONS_TEXT,
    ],
    telHref: phone ? `tel:${phone.replace(/(?!^\+)[^\d]/g, '')}` : null,
  };
}

export const shownRow = (row: RenderedRow): ExpectedRow => ({
  texts: row.cells.map((cell) => cell.text),
  telHref: row.cells[4]?.href ?? null,
});

export const peticionesTable = (page: Page) => page.getByRole('table');

/** The cards a phone shows instead of the table. */
export const peticionCards = (page: Page) =>
  page.getByRole('list', { name: 'Peticiones' }).getByRole('listitem');

/** The first request shown, as a row or a card. */
export const firstPeticion = (page: Page): Locator =>
  isNarrow(page)
    ? peticionCards(page).first()
    : peticionesTable(page).locator('tbody > tr[aria-rowindex="2"]');

/** `N de M peticiones`, above the list. */
export const peticionesCount = (page: Page) =>
  page.getByRole('status').filter({ hasText: / de .* peticiones$/ });

type ShownCard = ExpectedRow & { labels: string[] };

/** Every card in the DOM: its field labels, the texts of its fields and buttons, its tel: link. */
function shownCards(page: Page): Promise<ShownCard[]> {
  return peticionCards(page).evaluateAll((items) =>
    items.map((item) => {
      const text = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();
      const buttons = Array.from(item.querySelectorAll('button'), text).join(' ');
      return {
        labels: Array.from(item.querySelectorAll('dt'), text),
        texts: [...Array.from(item.querySelectorAll('dd'), text), buttons],
        telHref: item.querySelector('dd a[href^="tel:"]')?.getAttribute('href') ?? null,
      };
    }),
  );
}

/** Shows every card: Mostrar más until there is no more to show. */
async function showAllCards(page: Page, total: number): Promise<void> {
  const more = page.getByRole('button', { name: 'Mostrar más' });
  for (;;) {
    const shown = await peticionCards(page).count();
    if (shown >= total) break;
    await more.click();
    await expect.poll(() => peticionCards(page).count()).toBeGreaterThan(shown);
  }
  await expect(more).toHaveCount(0);
}

/**
 * Every request the page lists, compared with the API's, in order: on a desk every row of the
 * (windowed) table, on a phone every card, each field labelled with its column's header.
 */
export async function expectPeticionesToShow(page: Page, peticiones: ReceivedPeticion[]) {
  const timeZone = await browserTimeZone(page);
  const expected = peticiones.map((p) => expectedRow(p, timeZone));
  if (isNarrow(page)) {
    await expect(peticionesTable(page)).toHaveCount(0);
    if (peticiones.length > 0) await expect(peticionCards(page).first()).toBeVisible();
    await showAllCards(page, peticiones.length);
    const cards = await shownCards(page);
    expect(cards.map((card) => card.labels)).toEqual(
      peticiones.map(() => PETICIONES_COLUMNS.slice(0, -1)),
    );
    expect(cards.map(({ texts, telHref }) => ({ texts, telHref }))).toEqual(expected);
    return;
  }
  const table = peticionesTable(page);
  await expect(table).toHaveAttribute('aria-rowcount', String(peticiones.length + 1));
  const rows = await allRows(table);
  expect(rows.map((row) => row.rowIndex)).toEqual(peticiones.map((_, i) => i + 2));
  expect(rows.map(shownRow)).toEqual(expected);
}
