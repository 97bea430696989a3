// Faults and observations on the wire, in the browser: answers replaced with page.route, and
// a log of the calls the page makes.
import type { Page, Request, Route } from '@playwright/test';
import { stackUrls } from '../../support/stack/stackEnv';

/** Matches exactly this API path (no query string) on the stack's API. */
export const apiPathPattern = (path: string) => (url: URL) =>
  url.origin === new URL(stackUrls().api).origin && url.pathname === path;

export const isApiCall = (request: Request, method: string, path: string) =>
  request.method() === method && apiPathPattern(path)(new URL(request.url()));

/** Answers a routed call, with the CORS header the real API would send. */
export function fulfill(
  route: Route,
  status: number,
  body: string,
  contentType = 'application/json',
): Promise<void> {
  const origin = route.request().headers()['origin'];
  return route.fulfill({
    status,
    contentType,
    body,
    headers: origin ? { 'Access-Control-Allow-Origin': origin } : {},
  });
}

export const fulfillJson = (route: Route, status: number, body: unknown) =>
  fulfill(route, status, JSON.stringify(body));

/** The calls of `method` to `path`, recorded from now on, in the order they were sent. */
export function recordCalls(page: Page, method: string, path: string): Request[] {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (isApiCall(request, method, path)) calls.push(request);
  });
  return calls;
}

export type LoadFault = { name: string; answer: (route: Route) => Promise<void> };

/** The ways a GET of the table calls can fail: a server error and two malformed answers. */
export const LOAD_FAULTS: readonly LoadFault[] = [
  { name: 'a 500', answer: (route) => fulfillJson(route, 500, { error: 'boom' }) },
  {
    name: 'an answer without a data array',
    answer: (route) => fulfillJson(route, 200, { rows: [] }),
  },
  { name: 'invalid JSON', answer: (route) => fulfill(route, 200, '{"data": [') },
];

/**
 * Routes every `method` call to `path` through `answer`, which gets the call's number (from 1);
 * returns the calls seen. `answer` returning false lets the call through to the real API.
 */
export async function routeApi(
  page: Page,
  method: string,
  path: string,
  answer: (route: Route, callNumber: number) => Promise<boolean | void>,
): Promise<Request[]> {
  const calls: Request[] = [];
  await page.route(apiPathPattern(path), async (route) => {
    if (route.request().method() !== method) return route.fallback();
    calls.push(route.request());
    const handled = await answer(route, calls.length);
    if (handled === false) await route.fallback();
  });
  return calls;
}

/**
 * Holds every `method` call to `path` until released, in arrival order: lets a test look at the
 * page while a call is outstanding.
 */
export async function holdCalls(page: Page, method: string, path: string) {
  const held: Route[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  const calls = await routeApi(page, method, path, async (route) => {
    held.push(route);
    for (const waiter of waiters.filter((w) => calls.length >= w.count)) waiter.resolve();
  });
  return {
    /** Every call that arrived, held or released. */
    calls,
    /** Resolves once `count` calls have arrived. */
    arrived(count: number): Promise<void> {
      if (calls.length >= count) return Promise.resolve();
      return new Promise((resolve) => waiters.push({ count, resolve }));
    },
    /** Lets the oldest held call through to the API. */
    async releaseNext(): Promise<void> {
      const route = held.shift();
      if (!route) throw new Error('No call is being held');
      await route.fallback();
    },
  };
}
