// The network, faked at the fetch boundary. Any request a test did not plan for fails that test.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { TEST_API_URL } from './config';

export const server = setupServer();
export { http, HttpResponse };

export const apiUrl = (path: string) => `${TEST_API_URL}${path}`;

/** Every request the fake network received, in order, with its body when it had one. */
export type RecordedRequest = {
  method: string;
  url: string;
  authorization: string | null;
  body: unknown;
};

export function recordRequests(): RecordedRequest[] {
  const recorded: RecordedRequest[] = [];
  server.events.on('request:start', ({ request }) => {
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
