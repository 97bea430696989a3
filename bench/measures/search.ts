// The search among 100,000 requests and 20,000 quotes: the API's answer, and a keystroke in the
// shell's search box → its results painted. On a stack of the step's own (the production build,
// the API on a throwaway PostgreSQL server holding the demo data and seed/searchData.ts), as the
// other steps' lists must not grow with these requests.
import type { Browser, Page } from 'playwright-core';
import { apiPaths } from '../../contract';
import { startStack } from '../../scripts/stack';
import { startTempPostgres } from '../../scripts/stack/postgres';
import { newBenchContext, newBenchPage, settleFrames, signIn } from '../browser';
import type { Running } from '../holder';
import { seedBenchDatabase } from '../seed/seedDatabase';
import { SEARCH_BENCH } from '../seed/searchData';
import { staffToken } from './api';

export type SearchSample = {
  q: string;
  ms: number;
  /** A keystroke's: keydown → the search's call started, and → its answer's last byte. */
  asked?: number;
  answered?: number;
  /** keydown → the request left the browser (after any wait for a connection), and → its first byte. */
  sent?: number;
  firstByte?: number;
};
export type SearchRun = {
  api: SearchSample[];
  keystrokes: SearchSample[];
  /** Informes' `Últimos 12 meses`, team-wide, on the same database (`q`: the period asked). */
  informes: SearchSample[];
};

/** `Últimos 12 meses` as the page asks it: the first of the month eleven months back to today. */
function lastTwelveMonths(today = new Date()): string {
  const day = (date: Date) => date.toISOString().slice(0, 10);
  const first = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 11, 1));
  return `desde=${day(first)}&hasta=${day(today)}`;
}

/** The report of the last twelve months, team-wide, one call at a time, timed to its last byte. */
async function reported(apiUrl: string, token: string, calls: number): Promise<SearchSample[]> {
  const headers = { Authorization: `Bearer ${token}` };
  const q = lastTwelveMonths();
  const samples: SearchSample[] = [];
  while (samples.length < calls) {
    const started = performance.now();
    const response = await fetch(`${apiUrl}/api/admin/informes?${q}`, { headers });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`informes ${q}: HTTP ${response.status}`);
    samples.push({ q, ms: performance.now() - started });
  }
  return samples;
}

/** What staff type: names, accents left out, phones in other formats, quotes, order words. */
function texts(): string[] {
  const some = (n: number) => 1 + Math.floor(Math.random() * n);
  const phone = (g: number) => `6${String((g * 7919) % 100_000_000).padStart(8, '0')}`;
  const g = some(SEARCH_BENCH.requests - 1000);
  return [
    `lucia garcia ${g}`,
    `0034 ${phone(g + 1).slice(0, 3)} ${phone(g + 1).slice(3)}`,
    `P-${SEARCH_BENCH.year}-${String(some(SEARCH_BENCH.quotes)).padStart(4, '0')}`,
    `cliente${g + 3}@ejemplo`,
    `vasos de cava ${g + 4}`,
    `inigo munoz`,
  ];
}

type Armed = {
  start: number;
  painted: number;
  asked: number;
  answered: number;
  sent: number;
  firstByte: number;
};
declare global {
  interface Window {
    __search?: Armed;
  }
}

/**
 * Arms the page for one keystroke: its keydown starts the clock; the results region answering
 * `q` (its data-search-for) stops it, at the first task after the paint of the next frame (the
 * answer arrives in an ordinary task, never inside a frame's rendering steps).
 */
const arm = (page: Page, q: string) =>
  page.evaluate((expected) => {
    const armed: Armed = {
      start: Number.NaN,
      painted: Number.NaN,
      asked: Number.NaN,
      answered: Number.NaN,
      sent: Number.NaN,
      firstByte: Number.NaN,
    };
    window.__search = armed;
    // The buffer holds 250 entries, then drops new ones: each keystroke's call must be in it.
    performance.clearResourceTimings();
    const start = (event: Event) => {
      armed.start = event.timeStamp;
      removeEventListener('keydown', start, true);
    };
    addEventListener('keydown', start, true);
    const answers = () =>
      document.querySelector<HTMLElement>('.search-results')?.dataset.searchFor === expected.trim();
    const observer = new MutationObserver(() => {
      if (Number.isNaN(armed.start) || !answers()) return;
      observer.disconnect();
      // The call that answered: its start and its last byte (resource timing).
      const url = `/search?q=${encodeURIComponent(expected.trim())}`;
      const call = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith(url))
        .at(-1) as PerformanceResourceTiming | undefined;
      if (call) {
        Object.assign(armed, {
          asked: call.startTime,
          answered: call.responseEnd,
          sent: call.requestStart,
          firstByte: call.responseStart,
        });
      }
      requestAnimationFrame(() => {
        const done = () => (armed.painted = performance.now());
        if ('scheduler' in window)
          void window.scheduler.postTask(done, { priority: 'user-blocking' });
        else setTimeout(done, 0);
      });
    });
    observer.observe(document.querySelector('.search')!, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-search-for'],
    });
  }, q);

export async function typed(page: Page, keystrokes: number): Promise<SearchSample[]> {
  const box = page.getByRole('textbox', { name: 'Buscar en todo' });
  const samples: SearchSample[] = [];
  while (samples.length < keystrokes) {
    for (const text of texts()) {
      await box.fill(text.slice(0, 1));
      await settleFrames(page, 3);
      // From the second character on, each keystroke that changes the text asks the API.
      for (let at = 1; at < text.length && samples.length < keystrokes; at++) {
        const q = text.slice(0, at + 1);
        // A space at the end asks nothing new: the text searched is the same.
        if (q.trim() === text.slice(0, at).trim()) {
          await box.press(text[at]!);
          continue;
        }
        await arm(page, q);
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 16.7));
        await box.press(text[at]!);
        await page.waitForFunction(
          () => !Number.isNaN(window.__search?.painted ?? Number.NaN),
          null,
          {
            timeout: 15_000,
          },
        );
        const armed = (await page.evaluate(() => window.__search))!;
        samples.push({
          q,
          ms: armed.painted - armed.start,
          asked: armed.asked - armed.start,
          answered: armed.answered - armed.start,
          sent: armed.sent - armed.start,
          firstByte: armed.firstByte - armed.start,
        });
      }
    }
  }
  return samples;
}

/** Each text of texts() asked whole of the API, one call at a time, timed to its last byte. */
async function asked(apiUrl: string, token: string, calls: number): Promise<SearchSample[]> {
  const headers = { Authorization: `Bearer ${token}` };
  const samples: SearchSample[] = [];
  while (samples.length < calls) {
    for (const q of texts()) {
      const started = performance.now();
      const response = await fetch(`${apiUrl}/api/admin/search?q=${encodeURIComponent(q)}`, {
        headers,
      });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`search ${q}: HTTP ${response.status}`);
      samples.push({ q, ms: performance.now() - started });
    }
  }
  return samples.slice(0, calls);
}

export async function measureSearch(options: {
  browser: Browser;
  apiCalls: number;
  informesCalls: number;
  keystrokes: number;
  hold: (name: string, running: Running | undefined) => void;
  log: (message: string) => void;
}): Promise<SearchRun> {
  const postgres = await startTempPostgres();
  options.hold('search-postgres', postgres);
  try {
    options.log(`search: seeding ${SEARCH_BENCH.requests} requests, ${SEARCH_BENCH.quotes} quotes`);
    await seedBenchDatabase({
      name: 'search-seed',
      dataDir: '',
      databaseUrl: postgres.url(),
      searchData: true,
    });
    const stack = await startStack({
      mode: 'preview',
      ports: 'free',
      databaseUrl: postgres.url(),
      seedDemo: false,
      rateLimitPerMinute: 100_000_000,
      retentionJob: false,
      // As in production behind the host's rewrite: no CORS preflight for each new text.
      apiUnderWebOrigin: true,
    });
    options.hold('search-stack', stack);
    try {
      const token = await staffToken(stack.urls.authEmulator);
      // Warm-up: the JIT, the token's verdict cached, the index pages in memory.
      await asked(stack.urls.api, token, 30);
      const api = await asked(stack.urls.api, token, options.apiCalls);
      await reported(stack.urls.api, token, 3);
      const informes = await reported(stack.urls.api, token, options.informesCalls);
      const context = await newBenchContext(options.browser, stack.urls.web);
      try {
        const page = await newBenchPage(context);
        // The shell asks for the sidebar's counts while the home page loads its 10,000 unassigned
        // requests: a person types once the page is there, and a keystroke is timed alone, not
        // queued in the API behind the page's own load.
        const counted = page.waitForResponse((response) =>
          new URL(response.url()).pathname.endsWith(apiPaths.peticionesAvisos),
        );
        await signIn(page);
        await page.waitForSelector('tr.fixed-row');
        await (await counted).finished();
        await settleFrames(page, 5);
        return { api, informes, keystrokes: await typed(page, options.keystrokes) };
      } finally {
        await context.close();
      }
    } finally {
      await stack.stop();
      options.hold('search-stack', undefined);
    }
  } finally {
    await postgres.stop();
    options.hold('search-postgres', undefined);
  }
}
