import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiPaths, type Informe, type TableroPeticion } from '../../contract';
import { linksOf } from '../../src/features/informes/informeLinks';
import { tableroHref, type TableroLink } from '../../src/features/informes/tableroLink';
import { readInformeFilter } from '../../src/features/misPeticiones/tablero/informeFilter';
import { tableroColumns } from '../../src/features/misPeticiones/tablero/tableroView';
import { DEMO_ACCOUNT, PERSONAL_ACCOUNT, authHeaders, signIn } from '../support/stack/auth';
import { startInProcessApi, type InProcessApi } from '../support/stack/inProcessApi';
import { freshTestDatabase } from '../support/testDatabase';
import { insertHistory } from './support/informeHistory';
import { KNOWN_HISTORY } from './support/informeKnownHistory';

// Informes on both engines, against a known history (informeKnownHistory.ts): requests received
// across the end of February and of March in Madrid's time, and on the day summer time begins
// there (29 March 2026, a day of 23 hours), each figure asserted. An API of this file's own, on
// a database with nothing but that history.
const ADMIN = DEMO_ACCOUNT.email;
const PERSONAL = PERSONAL_ACCOUNT.email;

let own: InProcessApi | undefined;
let ids: Record<string, number>;
let admin: Record<string, string>;
let personal: Record<string, string>;
test.beforeAll(async () => {
  test.setTimeout(90_000);
  const db = await freshTestDatabase({ seedDemo: false });
  own = await startInProcessApi({ auth: 'emulator', db });
  ids = {};
  for (const [name, request] of Object.entries(KNOWN_HISTORY)) {
    ids[name] = await insertHistory(db, request);
  }
  admin = await authHeaders();
  personal = await authHeaders((await signIn(PERSONAL, PERSONAL_ACCOUNT.password)).idToken);
});
test.afterAll(async () => {
  await own?.close();
});

const informe = async (
  request: APIRequestContext,
  query: string,
  headers = admin,
): Promise<Informe> => {
  const response = await request.get(own!.url(`${apiPaths.informes}?${query}`), { headers });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: Informe }).data;
};

const MARCH = 'desde=2026-03-01&hasta=2026-03-31';
const importe = (baseCents: number, totalCents: number) => ({ baseCents, totalCents });

test('counts the requests received in March in Madrid: by channel, the funnel and its conversions', async ({
  request,
}) => {
  const march = await informe(request, MARCH);
  expect(march.zonaHoraria).toBe('Europe/Madrid');
  expect(march.usuario).toBeNull();
  // 00:30 on the 1st and 23:30 on the 31st in Madrid are March; 23:30 on 28 February and 00:30
  // on 1 April are not, though UTC puts them the other way round.
  expect(march.recibidas).toEqual([
    { origen: 'telefono', peticiones: 2 },
    { origen: 'whatsapp', peticiones: 1 },
    { origen: 'correo', peticiones: 1 },
    { origen: 'en_persona', peticiones: 0 },
    { origen: 'web', peticiones: 2 },
  ]);
  expect(march.embudo).toEqual([
    { paso: 'recibida', peticiones: 6, conversion: null },
    { paso: 'asignada', peticiones: 5, conversion: 83.3 },
    { paso: 'presupuestada', peticiones: 4, conversion: 80 },
    { paso: 'aceptada', peticiones: 2, conversion: 50 },
    { paso: 'entregada', peticiones: 0, conversion: 0 },
  ]);
  expect(march.perdidas).toBe(2);
  expect(march.perdidasPorMotivo).toEqual([
    { motivo: 'precio', peticiones: 1, parte: 50 },
    { motivo: 'plazo', peticiones: 1, parte: 50 },
    { motivo: 'sin_respuesta', peticiones: 0, parte: 0 },
    { motivo: 'otro', peticiones: 0, parte: 0 },
  ]);
});

test('gives the median days from received to taken, quoted and accepted, counted in elapsed time', async ({
  request,
}) => {
  const march = await informe(request, MARCH);
  // Taken after 1 h (across the change of time), 12 h, 1, 1 and 1 day; quoted after 1, 2, 2 and
  // 3 days; accepted after 5 days and 30 days 23 h.
  expect(march.medianaDias).toEqual({ asignada: 1, presupuestada: 2, aceptada: 18 });
});

test('sums what was accepted in March: cups and prints of the latest quotes, and the top customers', async ({
  request,
}) => {
  const march = await informe(request, MARCH);
  expect(march.vasos).toEqual([
    { vaso: 'vasos/200', unidades: 1800, importeCents: 90_000 },
    { vaso: 'vasos/330', unidades: 200, importeCents: 10_000 },
  ]);
  expect(march.serigrafias).toEqual([
    { serigrafia: null, unidades: 1800, importeCents: 90_000 },
    { serigrafia: 'serigrafia_1_color_metalizado', unidades: 200, importeCents: 10_000 },
  ]);
  // One customer though their phone was written two ways; the quote replaced after acceptance
  // counts as it is now.
  expect(march.clientes).toEqual([
    {
      telefono: '611 22 33 44',
      nombre: 'Lucía Peña',
      aceptadas: 2,
      peticionId: ids.enProduccion,
      ...importe(90_000, 108_900),
    },
  ]);
});

test('gives twelve months accepted, IVA excluded and included, the chosen person against the team', async ({
  request,
}) => {
  const team = await informe(request, 'desde=2026-04-01&hasta=2026-04-30');
  expect(team.aceptadoPorMes.map((month) => month.mes)).toEqual([
    '2025-05',
    '2025-06',
    '2025-07',
    '2025-08',
    '2025-09',
    '2025-10',
    '2025-11',
    '2025-12',
    '2026-01',
    '2026-02',
    '2026-03',
    '2026-04',
  ]);
  const figures = (report: Informe) =>
    Object.fromEntries(report.aceptadoPorMes.slice(-2).map((m) => [m.mes, [m.equipo, m.persona]]));
  // Accepted at 00:30 on 1 April in Madrid (22:30 UTC on 31 March): April's.
  expect(figures(team)).toEqual({
    '2026-03': [importe(90_000, 108_900), null],
    '2026-04': [importe(20_000, 24_200), null],
  });
  expect(team.aceptadoPorMes.slice(0, -2).every((m) => m.equipo?.baseCents === 0)).toBe(true);
  const one = await informe(request, `desde=2026-04-01&hasta=2026-04-30&usuario=${PERSONAL}`);
  expect(figures(one)).toEqual({
    '2026-03': [importe(90_000, 108_900), importe(50_000, 60_500)],
    '2026-04': [importe(20_000, 24_200), importe(20_000, 24_200)],
  });
});

test('gives what is on the table now in each open stage, from the latest quotes', async ({
  request,
}) => {
  const march = await informe(request, MARCH);
  expect(march.enJuego).toEqual([
    { etapa: 'asignada', peticiones: 0, ...importe(0, 0) },
    { etapa: 'presupuestada', peticiones: 1, ...importe(30_000, 36_300) },
    { etapa: 'aceptada', peticiones: 1, ...importe(20_000, 24_200) },
    { etapa: 'en_produccion', peticiones: 1, ...importe(40_000, 48_400) },
  ]);
});

test('counts the day summer time begins as its 23 hours, and the day after as its own', async ({
  request,
}) => {
  const received = async (day: string) =>
    (await informe(request, `desde=${day}&hasta=${day}`)).embudo[0].peticiones;
  expect(await received('2026-03-29')).toBe(1);
  expect(await received('2026-03-30')).toBe(1);
  expect(await received('2026-03-28')).toBe(0);
});

test('counts one person\u2019s requests, or one channel\u2019s', async ({ request }) => {
  const one = await informe(request, `${MARCH}&usuario=${PERSONAL}`);
  expect(one.usuario).toBe(PERSONAL);
  expect(one.embudo.map((step) => step.peticiones)).toEqual([1, 1, 1, 1, 0]);
  expect(one.vasos).toEqual([
    { vaso: 'vasos/200', unidades: 1000, importeCents: 50_000 },
    { vaso: 'vasos/330', unidades: 200, importeCents: 10_000 },
  ]);
  expect(one.enJuego.map((stage) => stage.peticiones)).toEqual([0, 0, 1, 0]);
  const phone = await informe(request, `${MARCH}&origen=telefono`);
  expect(phone.origen).toBe('telefono');
  expect(phone.embudo.map((step) => step.peticiones)).toEqual([2, 2, 2, 2, 0]);
  expect(phone.vasos).toEqual([{ vaso: 'vasos/200', unidades: 800, importeCents: 40_000 }]);
});

test('gives Personal their own figures whatever they ask, and never the team\u2019s', async ({
  request,
}) => {
  for (const query of [MARCH, `${MARCH}&usuario=${ADMIN}`]) {
    const theirs = await informe(request, query, personal);
    expect(theirs.usuario).toBe(PERSONAL);
    expect(theirs.embudo[0].peticiones).toBe(1);
    expect(theirs.aceptadoPorMes.every((month) => month.equipo === null)).toBe(true);
    expect(theirs.aceptadoPorMes.at(-1)!.persona).toEqual(importe(50_000, 60_500));
    expect(theirs.clientes.map((cliente) => cliente.aceptadas)).toEqual([1]);
  }
});

test('says sin datos with zeros and empty lists for a period with nothing in it', async ({
  request,
}) => {
  const empty = await informe(request, 'desde=2020-01-01&hasta=2020-01-31');
  expect(empty.embudo.every((step) => step.peticiones === 0)).toBe(true);
  expect(empty.embudo.slice(1).every((step) => step.conversion === null)).toBe(true);
  expect(empty.medianaDias).toEqual({ asignada: null, presupuestada: null, aceptada: null });
  expect([empty.vasos, empty.serigrafias, empty.clientes]).toEqual([[], [], []]);
});

test('refuses a period that is no period, a person who is no e-mail and a channel it does not know', async ({
  request,
}) => {
  for (const query of [
    'desde=2026-03-31&hasta=2026-03-01',
    'desde=2026-02-30&hasta=2026-03-01',
    'hasta=2026-03-01',
    'desde=2016-01-01&hasta=2026-12-31',
    `${MARCH}&origen=fax`,
    `${MARCH}&usuario=nadie`,
  ]) {
    const response = await request.get(own!.url(`${apiPaths.informes}?${query}`), {
      headers: admin,
    });
    expect(response.status(), query).toBe(400);
    expect(((await response.json()) as { error: string }).error, query).toMatch(/desde|hasta/);
  }
});

/** How many cards the board at `link`'s address shows to `email`, and in which stage. */
async function boardAt(
  request: APIRequestContext,
  link: TableroLink | string,
  email: string = ADMIN,
) {
  const answer = await request.get(own!.url(apiPaths.peticionesAsignadas), { headers: admin });
  expect(answer.status()).toBe(200);
  const rows = ((await answer.json()) as { data: TableroPeticion[] }).data;
  const href = typeof link === 'string' ? link : tableroHref(link);
  const params = new URL(href, 'https://vasos.test').searchParams;
  const columns = tableroColumns(rows, {
    email,
    team: params.get('vista') === 'equipo',
    asignado: params.get('asignado') ?? undefined,
    origen: (params.get('origen') as Informe['origen']) ?? undefined,
    paraHoy: false,
    perdidas: params.get('perdidas') === '1',
    today: '2026-04-15',
    informe: readInformeFilter(params),
  });
  const byStage = Object.fromEntries(columns.map((c) => [c.stage, c.peticiones.length]));
  return { count: columns.reduce((sum, c) => sum + c.peticiones.length, 0), byStage };
}

test('opens on the board exactly the requests each figure of the received, funnel, losses and stakes counts', async ({
  request,
}) => {
  for (const [query, whose] of [
    [MARCH, { team: true }],
    [`${MARCH}&usuario=${PERSONAL}`, { team: true, asignado: PERSONAL }],
    [`${MARCH}&origen=telefono`, { team: true, origen: 'telefono' }],
  ] as const) {
    const report = await informe(request, query);
    const period: TableroLink = {
      ...whose,
      recibidaDesde: report.desde,
      recibidaHasta: report.hasta,
      zona: report.zonaHoraria,
      perdidas: true,
    };
    for (const step of report.embudo.slice(1)) {
      const alcanzada = step.paso as Exclude<typeof step.paso, 'recibida'>;
      expect((await boardAt(request, { ...period, alcanzada })).count, query + alcanzada).toBe(
        step.peticiones,
      );
    }
    for (const { motivo, peticiones } of report.perdidasPorMotivo) {
      expect((await boardAt(request, { ...period, motivo })).count, query + motivo).toBe(
        peticiones,
      );
    }
    // Recibidas: every request of the period, whatever its stage; those nobody has taken are on
    // Peticiones, not on the board.
    const recibidas = linksOf(report, {
      team: true,
      persona: 'asignado' in whose ? whose.asignado : null,
    }).received();
    expect((await boardAt(request, recibidas.to)).count, query).toBe(report.embudo[1].peticiones);
    const open = await boardAt(request, whose);
    for (const { etapa, peticiones } of report.enJuego) {
      expect(open.byStage[etapa], query + etapa).toBe(peticiones);
    }
  }
  // Personal's own report, and their board (Mías).
  const theirs = await informe(request, MARCH, personal);
  const mias: TableroLink = {
    team: false,
    recibidaDesde: theirs.desde,
    recibidaHasta: theirs.hasta,
    zona: theirs.zonaHoraria,
    perdidas: true,
  };
  for (const step of theirs.embudo.slice(1)) {
    const alcanzada = step.paso as Exclude<typeof step.paso, 'recibida'>;
    expect((await boardAt(request, { ...mias, alcanzada }, PERSONAL)).count).toBe(step.peticiones);
  }
});
