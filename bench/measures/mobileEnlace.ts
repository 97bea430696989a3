// The customer's link page (/c/{token}, enlace.html) on Lighthouse's mobile preset: a quote saved
// and its link made through the API as staff do, then the link opened cold, again and again: its
// first contentful paint, when the quote itself is painted, and the JavaScript it loaded.
import type { Browser, Page } from 'playwright-core';
import {
  apiPaths,
  enlaceUrl,
  type DataAnswer,
  type NuevoEnlace,
  type Presupuesto,
  type TableroPeticion,
} from '../../contract';
import { DEMO_ACCOUNT, type StackUrls } from '../../scripts/stack';
import { TEN_LINES } from '../../test/support/tenLinePresupuesto';
import { staffToken } from './api';
import { sizeOfUrl } from './bundle';
import { firstContentfulPaint, followRequests, mobilePage } from './mobilePage';

async function json<T>(response: Response, what: string): Promise<T> {
  if (!response.ok) throw new Error(`${what}: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * Saves the 10-line quote for one of the demo account's requests already in `Presupuestada` (so
 * that no list or column another step counts changes), makes its link as `Copiar enlace` does,
 * and returns the link's path on the dashboard's site. The token is never logged nor kept.
 */
export async function savedQuoteLink(urls: StackUrls): Promise<string> {
  const headers = { Authorization: `Bearer ${await staffToken(urls.authEmulator)}` };
  const board = await json<DataAnswer<TableroPeticion[]>>(
    await fetch(`${urls.api}${apiPaths.peticionesAsignadas}`, { headers }),
    'asignadas',
  );
  const request = board.data.find(
    (p) => p.estado === 'presupuestada' && p.asignado === DEMO_ACCOUNT.email,
  );
  if (!request)
    throw new Error('The bench data holds no Presupuestada request of the demo account');
  const quote = await json<DataAnswer<Presupuesto>>(
    await fetch(`${urls.api}${apiPaths.presupuestos(request.id)}`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify(TEN_LINES),
    }),
    'presupuesto',
  );
  const link = await json<DataAnswer<NuevoEnlace>>(
    await fetch(`${urls.api}${apiPaths.enlace(quote.data.id)}`, { method: 'POST', headers }),
    'enlace',
  );
  return enlaceUrl('', link.data.token);
}

export type MobileEnlaceSample = {
  /** first-contentful-paint, ms from navigation start. */
  fcp: number;
  /** The first task after the paint that showed the quote, ms from navigation start. */
  quoteShown: number;
  /** Every build script the page loaded by then, with its gzip size (bytes). */
  scripts: { name: string; gzip: number }[];
  jsGzipBytes: number;
};

type ShownWindow = Window & { __quoteShown?: Promise<number> };

/**
 * Installed before the page's own script: resolves with the time of the first task after the paint
 * of the frame after the quote's title (`#enlace-titulo`) entered the DOM (the page draws it
 * whole, in one task, once the API answered). A `user-blocking` task runs before the tasks already
 * queued, so the page's later work is not counted.
 */
function noteQuoteShown() {
  (window as ShownWindow).__quoteShown = new Promise<number>((resolve, reject) => {
    // A page that shows something else (`Este enlace no existe.`) fails the run, saying what it shows.
    const tooLate = setTimeout(() => {
      const shown = document.getElementById('enlace')?.textContent;
      reject(new Error(`No quote on the link's page within 60 s; it shows: ${shown}`));
    }, 60_000);
    const observer = new MutationObserver(() => {
      if (!document.getElementById('enlace-titulo')) return;
      observer.disconnect();
      clearTimeout(tooLate);
      requestAnimationFrame(() => {
        void scheduler.postTask(() => resolve(performance.now()), { priority: 'user-blocking' });
      });
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}

/** The addresses of the scripts the page loaded (resource timing). */
const loadedScripts = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => e.name)
      .filter((url) => new URL(url).pathname.endsWith('.js')),
  );

/**
 * Opens the link on a new context (empty cache, no session), on the phone and network of
 * Lighthouse's mobile preset, and waits for the quote to be painted and then for the page to be
 * quiet (whatever it fetches by itself counts among its scripts).
 */
export async function measureMobileEnlace(
  browser: Browser,
  webUrl: string,
  linkPath: string,
  sizes: ReadonlyMap<string, number>,
): Promise<MobileEnlaceSample> {
  const { context, page, cdp } = await mobilePage(browser, webUrl);
  try {
    await page.addInitScript(noteQuoteShown);
    const requests = followRequests(page, cdp);
    await page.goto(linkPath);
    const fcp = await firstContentfulPaint(page, "The link's page");
    // The quote drawn, not `Este enlace no existe.` nor the loading line.
    const quoteShown = await page.evaluate(() => (window as ShownWindow).__quoteShown!);
    await requests.quiet();
    const scripts = (await loadedScripts(page)).map((url) => ({
      name: new URL(url).pathname,
      gzip: sizeOfUrl(sizes, url),
    }));
    if (!scripts.length) throw new Error("The link's page loaded no script of the build");
    return { fcp, quoteShown, scripts, jsGzipBytes: scripts.reduce((sum, s) => sum + s.gzip, 0) };
  } finally {
    await context.close();
  }
}
