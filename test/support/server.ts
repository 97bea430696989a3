// The network, faked at the fetch boundary. Any request a test did not plan for fails that test.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { apiPaths } from '../../contract';
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

export const server = setupServer(silentEventStream);
export { http, HttpResponse };

export const apiUrl = (path: string) => `${TEST_API_URL}${path}`;

/** Every request the fake network received, in order, with its body when it had one. */
export type RecordedRequest = {
  method: string;
  url: string;
  authorization: string | null;
  body: unknown;
};

/**
 * The calls the app makes, without the requests list's events stream: it opens in the background
 * whenever the list is loaded, and the tests about it read it themselves.
 */
export function recordRequests(): RecordedRequest[] {
  const recorded: RecordedRequest[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url === `${TEST_API_URL}${apiPaths.peticionesEventos}`) return;
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
