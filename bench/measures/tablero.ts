// The board (Mis peticiones) with 2,000 taken requests: from the list's answer to the painted
// cards; a move made in a request's dialog, from the API's answer read by the page to the paint
// that shows it; a colleague's change (the assignee's move through the API), from its arrival over
// the events stream to that paint. For both changes, the frames it took and the cards React
// rendered.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { apiPaths, PETICION_EVENT, type AssignedPeticion } from '../../contract';
import {
  newBenchContext,
  newBenchPage,
  readProbe,
  setProbe,
  settleFrames,
  signIn,
} from '../browser';
import { staffToken } from './api';
import { paintedAfter, recordFrames } from './live';

export type TableroLoadSample = {
  /** responseEnd of GET …/peticiones/asignadas → after the paint that showed the first cards. */
  answerToPaint: number;
  /** responseEnd → the commit that inserted the cards. */
  answerToCommit: number;
  /** Request start → responseEnd (server and network: context). */
  fetchMs: number;
  /** Cards in the DOM once painted. */
  cardsInDom: number;
  duringFrame: boolean;
};

export type TableroChangeSample = {
  type: 'move' | 'live';
  /**
   * The change's arrival in the page → after the paint that showed it. A move arrives with the
   * API's answer, or with its own event on the stream when that comes first; a live change with
   * its event.
   */
  ms: number;
  /** Frames that began after the arrival up to the one that showed it (1: the very next frame). */
  frames: number;
  /** Distinct cards whose React component rendered for the change. */
  cardsRendered: number;
  /** A move: the answer's responseEnd → the app has read it (the browser hands it on). */
  handOffMs?: number;
};

const BOARD = '/mis-peticiones';
/** How the move's call ends (apiPaths.etapa): the probe notes when the app has read its answer. */
const MOVE_PATH_END = '/etapa';
const ASIGNADAS = apiPaths.peticionesAsignadas;

/** Resource timing of the calls to `path` so far: how many, and the last one's times. */
const callTimes = (page: Page, path: string) =>
  page.evaluate((path) => {
    const entries = performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname === path) as PerformanceResourceTiming[];
    const last = entries.at(-1);
    return { count: entries.length, startTime: last?.startTime, responseEnd: last?.responseEnd };
  }, path);

async function measureLoad(context: BrowserContext, runs: number): Promise<TableroLoadSample[]> {
  const page = await newBenchPage(context);
  await signIn(page);
  await page.goto(BOARD);
  const samples: TableroLoadSample[] = [];
  for (let run = 0; run < runs; run++) {
    // A reload keeps the session and starts the page, its heap and its fetch anew.
    await page.reload();
    await page.waitForFunction(() => window.__bench.firstRows !== null);
    const probe = await readProbe(page);
    const call = await callTimes(page, ASIGNADAS);
    // The sidebar's count and the board share one list: one call feeds both.
    if (call.count !== 1) throw new Error(`Expected one ${ASIGNADAS} request, saw ${call.count}`);
    const first = probe.firstRows!;
    if (first.inserted < call.responseEnd!) throw new Error('Cards appeared before the answer');
    samples.push({
      answerToPaint: first.painted - call.responseEnd!,
      answerToCommit: first.inserted - call.responseEnd!,
      fetchMs: call.responseEnd! - call.startTime!,
      cardsInDom: first.rowsInDom,
      duringFrame: first.duringFrame,
    });
  }
  return samples;
}

/** The first of the demo account's cards in `Asignada`: its request's id. */
const firstAsignadaCard = (page: Page) =>
  page
    .locator('.board-column')
    .first()
    .locator('[data-card-id]')
    .first()
    .getAttribute('data-card-id')
    .then(Number);

const watchCards = (page: Page) =>
  setProbe(page, { countRows: true, activity: { rendered: [], mutated: [] } });

declare global {
  interface Window {
    __boardShown?: number;
  }
}

/**
 * Notes (window.__boardShown) when the count of the board's `column`-th column first changes: the
 * DOM then shows the move, whether or not the moved card is among the cards that column lists.
 */
const watchCount = (page: Page, column: number) =>
  page.evaluate((column) => {
    const count = document.querySelectorAll('.board-column__count')[column]!;
    window.__boardShown = undefined;
    const observer = new MutationObserver(() => {
      window.__boardShown ??= performance.now();
      observer.disconnect();
    });
    observer.observe(count, { subtree: true, childList: true, characterData: true });
  }, column);

const shownAt = (page: Page) =>
  page
    .waitForFunction(() => window.__boardShown)
    .then((handle) => handle.jsonValue() as Promise<number>);

async function currentVersion(apiUrl: string, token: string, id: number): Promise<number> {
  const response = await fetch(apiUrl + apiPaths.peticion(id), {
    headers: { Authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`GET ${apiPaths.peticion(id)}: ${response.status}`);
  const { data } = (await response.json()) as { data: { peticion: AssignedPeticion } };
  return data.peticion.version;
}

async function measureChanges(
  context: BrowserContext,
  urls: { api: string; authEmulator: string },
  runs: number,
): Promise<TableroChangeSample[]> {
  const token = await staffToken(urls.authEmulator);
  const page = await newBenchPage(context);
  await signIn(page);
  await page.goto(BOARD);
  await page.waitForSelector('li.pipeline-card');
  await page.waitForFunction(() => window.__bench.live.opened.length > 0);
  await setProbe(page, { watchFirstRows: false });
  await settleFrames(page, 5);
  await recordFrames(page);
  const samples: TableroChangeSample[] = [];

  // Moves in the dialog: Pasar a Presupuestada, then Volver a Asignada, in turn.
  const id = await firstAsignadaCard(page);
  await page.locator(`[data-card-id="${id}"]`).click();
  const dialog = page.getByRole('dialog', { name: `Petición ${id}` });
  await dialog.getByRole('button', { name: 'Pasar a Presupuestada' }).waitFor();
  await settleFrames(page, 5);
  const movePath = new URL(urls.api + apiPaths.etapa(id)).pathname;
  // Every change reaches the stream as a pair of events (removed + assigned, contract/
  // peticionEvents.ts): move `run`'s pair are events `eventsBefore + 2 * run` and the next.
  const eventsBefore = (await readProbe(page)).live.events.length;
  for (let run = 0; run < runs; run++) {
    const [button, next] =
      run % 2 === 0
        ? ['Pasar a Presupuestada', 'Volver a Asignada']
        : ['Volver a Asignada', 'Pasar a Presupuestada'];
    const before = (await callTimes(page, movePath)).count;
    const probeBefore = await readProbe(page);
    await watchCards(page);
    // The column it goes to: Presupuestada (the second), then Asignada (the first).
    await watchCount(page, run % 2 === 0 ? 1 : 0);
    await dialog.getByRole('button', { name: button }).click();
    await dialog.getByRole('button', { name: next }).waitFor();
    const shown = await shownAt(page);
    const call = await callTimes(page, movePath);
    if (call.count !== before + 1) throw new Error(`Expected one move, saw ${call.count - before}`);
    const ownPair = eventsBefore + 2 * run;
    await page.waitForFunction((n) => window.__bench.live.events.length >= n, ownPair + 2, {
      timeout: 10_000,
    });
    const { answers, live } = await readProbe(page);
    const answered = answers.slice(probeBefore.answers.length);
    if (answered.length !== 1)
      throw new Error(`Expected one move's answer, saw ${answered.length}`);
    // The move reaches the page with the answer, or with its own event (the pair's second,
    // `assigned`) when that comes first.
    const arrived = Math.min(answered[0]!, live.events[ownPair + 1]!);
    const painted = await paintedAfter(page, arrived, shown);
    samples.push({
      type: 'move',
      ...painted,
      cardsRendered: painted.rowsRendered,
      handOffMs: answered[0]! - call.responseEnd!,
    });
    await setProbe(page, { countRows: false });
  }
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await settleFrames(page, 5);

  // The assignee's other tab moves a request on the board: it arrives over the events stream.
  const liveId = await firstAsignadaCard(page);
  for (let run = 0; run < runs; run++) {
    const etapa = run % 2 === 0 ? 'presupuestada' : 'asignada';
    const version = await currentVersion(urls.api, token, liveId);
    const { live } = await readProbe(page);
    const index = live.events.length;
    await watchCards(page);
    await watchCount(page, run % 2 === 0 ? 1 : 0);
    const moved = await fetch(urls.api + apiPaths.etapa(liveId), {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ etapa, version }),
    });
    if (moved.status !== 200) throw new Error(`Moving ${liveId}: ${moved.status}`);
    await page.waitForFunction((n) => window.__bench.live.events.length > n, index, {
      timeout: 10_000,
    });
    const arrived = (await readProbe(page)).live.events[index]!;
    const painted = await paintedAfter(page, arrived, await shownAt(page));
    samples.push({ type: 'live', ...painted, cardsRendered: painted.rowsRendered });
    await setProbe(page, { countRows: false });
  }
  return samples;
}

/** How many taken requests the board's list holds (what the API answers the demo account). */
async function takenCount(urls: { api: string; authEmulator: string }): Promise<number> {
  const token = await staffToken(urls.authEmulator);
  const response = await fetch(urls.api + ASIGNADAS, {
    headers: { Authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`GET ${ASIGNADAS}: ${response.status}`);
  return ((await response.json()) as { data: unknown[] }).data.length;
}

export async function measureTablero(
  browser: Browser,
  urls: { web: string; api: string; authEmulator: string },
  runs: number,
): Promise<{ listed: number; load: TableroLoadSample[]; changes: TableroChangeSample[] }> {
  const listed = await takenCount(urls);
  // Loads without the fiber walk (it would slow what is timed); changes with it.
  const loading = await newBenchContext(browser, urls.web, { trackRows: false, rows: 'cards' });
  let load: TableroLoadSample[];
  try {
    load = await measureLoad(loading, runs);
  } finally {
    await loading.close();
  }
  const changing = await newBenchContext(browser, urls.web, {
    trackRows: true,
    rows: 'cards',
    liveStream: { path: apiPaths.peticionesEventos, event: PETICION_EVENT },
    answers: { pathEnd: MOVE_PATH_END },
  });
  try {
    return { listed, load, changes: await measureChanges(changing, urls, runs) };
  } finally {
    await changing.close();
  }
}
