import { expect, test, type Page } from '@playwright/test';
import { apiPaths, type AssignedPeticion, type NewPeticionBody } from '../../contract';
import { signIn } from '../support/stack/auth';
import { apiUrl } from '../support/stack/stackEnv';
import { createStaffAccount, type StaffAccount } from './support/accounts';
import { seriousViolations } from './support/axe';
import { expectNoSidewaysScroll } from './support/phone';
import { openSignedIn } from './support/session';
import { signInThroughForm } from './support/ui';

// Informes at a desk (1280×800) and on a phone (390×844, `@walk`): a colleague of the test's own
// receives four requests, quotes two and loses two; the administrator reads that person's figures,
// follows a figure's link to the board that shows exactly those requests, and the colleague
// (Personal) sees the same figures as their own. An old period says `Sin datos en este periodo`.
// Every figure against a history on known dates, on both engines: test/server/informes.spec.ts.

/** The day (YYYY-MM-DD) it is now in the business's time zone (Ajustes: Europe/Madrid). */
const madridDay = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Madrid',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

let colleague: StaffAccount;
let period: string;

async function write(token: string, path: string, body: object): Promise<AssignedPeticion> {
  const response = await fetch(apiUrl(path), {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status, path).toBe(200);
  return ((await response.json()) as { data: AssignedPeticion }).data;
}

test.beforeAll(async () => {
  test.setTimeout(60_000);
  const desde = madridDay();
  colleague = await createStaffAccount('informes', 'personal');
  const { idToken } = await signIn(colleague.email, colleague.password);
  const order = (n: number): NewPeticionBody => ({
    peticiones: `Vasos de 330 ml, informe ${n}`,
    cliente: { nombre: `Peña Informe ${n}`, telefono: '611 222 333' },
    fecha_evento: '2027-09-18',
    pais: 'España',
    codigo_postal: '28013',
  });
  // Taken, quoted, lost for its price while taken, lost for the time after it was quoted.
  const plans = [[], ['presupuestada'], ['perdida:precio'], ['presupuestada', 'perdida:plazo']];
  for (const [n, moves] of plans.entries()) {
    // Typed in by staff (Origen Web), not through the public form: its per-address limit is the
    // other walks' to spend.
    const created = await fetch(apiUrl(apiPaths.peticiones), {
      method: 'POST',
      headers: { Authorization: `Bearer ${idToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...order(n), origen: 'web', asignarme: false }),
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const { id } = ((await created.json()) as { data: { id: number } }).data;
    let peticion = await write(idToken, apiPaths.asignar(id), {});
    for (const move of moves) {
      const [etapa, motivo] = move.split(':');
      peticion = await write(idToken, apiPaths.etapa(id), {
        etapa,
        version: peticion.version,
        ...(motivo ? { motivo } : {}),
      });
    }
  }
  period = `periodo=rango&desde=${desde}&hasta=${madridDay()}`;
});

const figure = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const rowsOf = async (page: Page, name: string) =>
  (await figure(page, name).getByRole('row').allTextContents()).map((row) => row.trim());

async function expectTheirFigures(page: Page) {
  await expect(figure(page, 'Embudo').getByRole('row')).toHaveCount(6);
  expect(await rowsOf(page, 'Embudo')).toEqual([
    'EtapaPeticionesConversión',
    'Recibidas4—',
    'Asignadas4100 %',
    'Presupuestadas250 %',
    'Aceptadas00 %',
    'Entregadas0—',
  ]);
  expect(await rowsOf(page, 'Perdidas por motivo')).toEqual([
    'MotivoPeticionesParte',
    'Precio150 %',
    'Plazo150 %',
    'Sin respuesta00 %',
    'Otro00 %',
  ]);
  await expect(figure(page, 'Vasos')).toContainText('Sin datos en este periodo');
}

test(
  'an administrator reads a colleague\u2019s figures and a figure\u2019s link opens the requests it counts',
  { tag: '@walk' },
  async ({ page }) => {
    await openSignedIn(page, `/informes?${period}&usuario=${encodeURIComponent(colleague.email)}`);
    await expect(page.getByRole('heading', { name: 'Informes' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Usuario' })).toHaveValue(colleague.email);
    await expectTheirFigures(page);
    expect(await seriousViolations(page)).toEqual([]);
    await expectNoSidewaysScroll(page, 'Informes');

    await figure(page, 'Embudo').getByRole('link', { name: 'Presupuestadas' }).click();
    await expect(page).toHaveURL(/\/mis-peticiones\?.*alcanzada=presupuestada/);
    const status = page.getByRole('status').filter({ hasText: 'Del informe' });
    await expect(status).toContainText('han llegado a Presupuestada');
    await expect(status).toContainText('2 peticiones');
    // Quoted, and lost once quoted: of this person's cards, exactly those two (a phone lists one
    // stage at a time: its count is the status above).
    if ((page.viewportSize()?.width ?? 1280) >= 768) {
      const cards = page.locator('.pipeline-card');
      await expect(cards.filter({ hasText: /Peña Informe [13]/ })).toHaveCount(2);
      await expect(cards).toHaveCount(2);
    }
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Quitar filtro del informe' }).click();
    await expect(status).toHaveCount(0);

    // Recibidas: every request received in the period, whatever its stage, the lost ones too.
    await page.goto(`/informes?${period}&usuario=${encodeURIComponent(colleague.email)}`);
    await figure(page, 'Recibidas').getByRole('link', { name: 'Ver en Mis peticiones' }).click();
    await expect(page).toHaveURL(/\/mis-peticiones\?.*recibida_desde=.*perdidas=1/);
    expect(page.url()).not.toContain('alcanzada=');
    await expect(status).toContainText('4 peticiones');
  },
);

test(
  'Personal read their own figures, with no choice of person',
  { tag: '@walk' },
  async ({ page }) => {
    await signInThroughForm(page, colleague);
    await page.goto(`/informes?${period}`);
    await expect(page.getByText('Tus peticiones')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Usuario' })).toHaveCount(0);
    await expectTheirFigures(page);
    expect(await seriousViolations(page)).toEqual([]);
  },
);

test('an old period says Sin datos en este periodo', { tag: '@walk' }, async ({ page }) => {
  await openSignedIn(page, '/informes?periodo=rango&desde=2020-01-01&hasta=2020-01-31');
  for (const name of [
    'Recibidas',
    'Embudo',
    'Perdidas por motivo',
    'Vasos',
    'Clientes principales',
  ]) {
    await expect(figure(page, name)).toContainText('Sin datos en este periodo');
  }
  expect(await seriousViolations(page)).toEqual([]);
});
