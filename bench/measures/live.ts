// A live change on the 10,000-request page: the order form posts a request (added) and staff take
// it through the API (removed). From the change's arrival in the page (its event passing through
// the probe, inPage.ts) to the paint that shows it, and how many table rows React rendered for it.
import type { Browser, Page } from 'playwright-core';
import {
  apiPaths,
  PETICION_EVENT,
  PUBLIC_PETICIONES_PATH,
  type NewPeticionBody,
} from '../../contract';
import { staffToken } from './api';
import {
  newBenchContext,
  newBenchPage,
  readProbe,
  setProbe,
  settleFrames,
  signIn,
} from '../browser';

export type LiveSample = {
  type: 'added' | 'removed';
  /** The event's arrival in the page → the first task after the paint of the frame showing it. */
  ms: number;
  /** Frames that began after the arrival up to the one that showed it (1: the very next frame). */
  frames: number;
  /** Distinct table rows whose React component rendered for the change. */
  rowsRendered: number;
};

type Frame = { start: number; painted: number };

declare global {
  interface Window {
    __liveFrames?: Frame[];
  }
}

/** Every frame from now on: when its rendering began, and the first task after its paint. */
export const recordFrames = (page: Page) =>
  page.evaluate(() => {
    const frames: Frame[] = [];
    window.__liveFrames = frames;
    const nextTask = (callback: () => void) => {
      if ('scheduler' in window)
        void window.scheduler.postTask(callback, { priority: 'user-blocking' });
      else setTimeout(callback, 0);
    };
    const loop = (start: number) => {
      nextTask(() => frames.push({ start, painted: performance.now() }));
      if (window.__liveFrames === frames) requestAnimationFrame(loop);
    };
    requestAnimationFrame(loop);
  });

/**
 * The change that reached the page at `arrived`, once painted: how long, how many frames. Its
 * commit is the first after the arrival or, when `shownAt` says when the DOM first showed it (a
 * MutationObserver's callback, right after React's commit), the last commit before that.
 */
export async function paintedAfter(
  page: Page,
  arrived: number,
  shownAt?: number,
): Promise<Omit<LiveSample, 'type'>> {
  // Let the commit and a few frames after it happen, then read what the page recorded.
  await settleFrames(page, 4);
  const { commits, activity } = await readProbe(page);
  const frames = (await page.evaluate(() => window.__liveFrames ?? []))!;
  const commit =
    shownAt === undefined
      ? commits.find((at) => at >= arrived)
      : commits.findLast((at) => at >= arrived && at <= shownAt);
  if (commit === undefined) throw new Error('The change was never committed');
  // The frame showing the commit: the first whose paint came after it (a commit inside a frame's
  // rendering steps is painted by that frame).
  const shown = frames.find((frame) => frame.painted > commit);
  if (!shown) throw new Error('No frame painted after the change');
  return {
    ms: shown.painted - arrived,
    frames: frames.filter((frame) => frame.start > arrived && frame.start <= shown.start).length,
    rowsRendered: new Set(activity.rendered).size,
  };
}

/** Waits for change number `index` to arrive and be painted; times it. */
async function timeChange(page: Page, index: number): Promise<Omit<LiveSample, 'type'>> {
  await page.waitForFunction((n) => window.__bench.live.events.length > n, index, {
    timeout: 10_000,
  });
  const { live } = await readProbe(page);
  return paintedAfter(page, live.events[index]!);
}

export async function measureLive(
  browser: Browser,
  urls: { web: string; api: string; authEmulator: string },
  runs: number,
): Promise<LiveSample[]> {
  const token = await staffToken(urls.authEmulator);
  const context = await newBenchContext(browser, urls.web, {
    trackRows: true,
    liveStream: { path: apiPaths.peticionesEventos, event: PETICION_EVENT },
  });
  try {
    const page = await newBenchPage(context);
    await signIn(page);
    await page.waitForSelector('tr.fixed-row');
    await page.waitForFunction(() => window.__bench.live.opened.length > 0);
    await setProbe(page, { watchFirstRows: false });
    await settleFrames(page, 5);
    await recordFrames(page);
    const samples: LiveSample[] = [];
    let index = 0;
    for (let run = 0; run < runs; run++) {
      // The order form posts a request: it arrives at the top of the table, in view.
      await setProbe(page, { countRows: true, activity: { rendered: [], mutated: [] } });
      const order: NewPeticionBody = {
        peticiones: `Vasos de la medición ${run + 1}`,
        cliente: { nombre: 'Banco de pruebas', telefono: '600 000 000' },
        fecha_evento: '2027-06-24',
        pais: 'España',
        codigo_postal: '28013',
      };
      const posted = await fetch(urls.api + PUBLIC_PETICIONES_PATH, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(order),
      });
      if (posted.status !== 201)
        throw new Error(`POST ${PUBLIC_PETICIONES_PATH}: ${posted.status}`);
      const { data } = (await posted.json()) as { data: { id: number } };
      samples.push({ type: 'added', ...(await timeChange(page, index++)) });

      // Staff take it: it leaves the top of the table.
      await setProbe(page, { countRows: true, activity: { rendered: [], mutated: [] } });
      const assigned = await fetch(urls.api + apiPaths.asignar(data.id), {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: '{}',
      });
      if (assigned.status !== 200) throw new Error(`Asignar ${data.id}: ${assigned.status}`);
      samples.push({ type: 'removed', ...(await timeChange(page, index++)) });
      await setProbe(page, { countRows: false });
    }
    return samples;
  } finally {
    await context.close();
  }
}
