// The network, faked at the fetch boundary. Any request a test did not plan for fails that test.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { ADMIN_PREFIX, adminPaths, apiPaths, LOGOTIPO_API_PATH } from '../../contract';
import { TEST_API_URL } from './config';

/**
 * The requests list follows the API's events stream while it is cached. Unless a test says
 * otherwise, the stream opens and stays silent (and open: a stream that failed would be retried,
 * on timers that outlive the test).
 */
export const silentEventStream = http.get(
  `${TEST_API_URL}${apiPaths.peticionesEventos}`,
  () =>
    new HttpResponse(new ReadableStream({ start() {} }), {
      headers: { 'Content-Type': 'text/event-stream' },
    }),
);

/** The board's list of taken requests. Unless a test says otherwise, there are none. */
export const noTakenPeticiones = http.get(`${TEST_API_URL}${apiPaths.peticionesAsignadas}`, () =>
  HttpResponse.json({ data: [], position: 0 }),
);

/**
 * Every signed-in page asks the API for the sidebar's counts (the person's requests to follow up
 * today, their customers' unread messages). Unless a test says otherwise, there are none.
 */
export const noAvisos = http.get(`${TEST_API_URL}${apiPaths.peticionesAvisos}`, () =>
  HttpResponse.json({ data: { paraHoy: 0, mensajes: 0, ids: [] }, position: 0 }),
);

/**
 * The requests page's list, answered empty, for a test that looks elsewhere (the board, a dialog,
 * who gets in). Not a default: a test of that page says what it holds.
 */
export const noUnassignedPeticiones = http.get(
  `${TEST_API_URL}${apiPaths.peticionesSinAsignar}`,
  () => HttpResponse.json({ data: [] }),
);

/**
 * A taken request's dialog lists the request's quotes. Unless a test says otherwise, it has none.
 */
export const noPresupuestos = http.get(
  `${TEST_API_URL}${ADMIN_PREFIX}${adminPaths.presupuestos(':id')}`,
  () => HttpResponse.json({ data: [] }),
);

/** Ajustes shows the business's logo. Unless a test says otherwise, there is none. */
export const noLogotipo = http.get(`${TEST_API_URL}${LOGOTIPO_API_PATH}`, () =>
  HttpResponse.json({ data: null }),
);

export const server = setupServer(
  silentEventStream,
  noTakenPeticiones,
  noAvisos,
  noPresupuestos,
  noLogotipo,
);
export { http, HttpResponse };

export const apiUrl = (path: string) => `${TEST_API_URL}${path}`;

/** Every request the fake network received, in order, with its body when it had one. */
export type RecordedRequest = {
  method: string;
  url: string;
  authorization: string | null;
  body: unknown;
};

/** Made in the background on every signed-in page: the tests about them read them themselves. */
const BACKGROUND_CALLS = [
  apiPaths.peticionesEventos,
  apiPaths.peticionesAsignadas,
  apiPaths.peticionesAvisos,
].map((path) => `${TEST_API_URL}${path}`);

/**
 * The calls the app makes, without the events stream (it opens in the background once a list
 * has loaded), the sidebar's counts (asked on every signed-in page) and the taken requests' list
 * (the board's, which some pages' tests open in the background).
 */
export function recordRequests(): RecordedRequest[] {
  const recorded: RecordedRequest[] = [];
  server.events.on('request:start', ({ request }) => {
    if (BACKGROUND_CALLS.includes(request.url.split('?')[0]!)) return;
    const clone = request.clone();
    const entry: RecordedRequest = {
      method: request.method,
      url: request.url,
      authorization: request.headers.get('Authorization'),
      body: undefined,
    };
    recorded.push(entry);
    void clone.text().then((text) => {
      entry.body = text ? JSON.parse(text) : undefined;
    });
  });
  return recorded;
}
