import type { PeticionEvent } from '../../contract';
import { followLiveStream, type LiveStreamOptions } from '../../src/features/peticiones/liveStream';

const URL = 'http://api.test/api/admin/peticiones/eventos';

function options(fetch: typeof globalThis.fetch, overrides: Partial<LiveStreamOptions> = {}) {
  const calls = { events: [] as PeticionEvent[], opened: [] as boolean[], refused: 0 };
  const abort = new AbortController();
  const settings: LiveStreamOptions = {
    url: URL,
    getToken: async () => 'token-1',
    onEvent: (event) => calls.events.push(event),
    onOpen: (again) => calls.opened.push(again),
    onRefused: () => calls.refused++,
    signal: abort.signal,
    fetch,
    random: () => 0,
    ...overrides,
  };
  return { settings, calls, abort };
}

const body = (text: string) =>
  new Response(new Blob([text]).stream(), { headers: { 'Content-Type': 'text/event-stream' } });

describe('following the events stream', () => {
  it('gives up after two refusals in a row (401/403), asking for one reload in between', async () => {
    const fetch = jest.fn(async () => new Response('{}', { status: 403 }));
    const { settings, calls } = options(fetch as never);
    await followLiveStream(settings);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(calls.refused).toBe(1);
    expect(calls.opened).toEqual([]);
  });

  it('sends the token in the Authorization header, never in the URL', async () => {
    const fetch = jest.fn(async (_url: string, _init?: RequestInit) => body(''));
    const { settings, abort } = options(fetch as never, {
      onOpen: () => abort.abort(),
    });
    await followLiveStream(settings);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(URL);
    expect(new Headers(init!.headers).get('Authorization')).toBe('Bearer token-1');
  });

  it('tells each opening (again after a lost stream) and passes on only well-formed changes', async () => {
    const removed = { type: 'removed', id: 4, asignado: 'a@vasos.test' };
    const answers = [
      body(`event: peticion\ndata: ${JSON.stringify(removed)}\n\nevent: peticion\ndata: {oops\n\n`),
      new Response('{}', { status: 503 }),
      body('event: peticion\ndata: {"type":"removed","id":"4"}\n\n'),
    ];
    const { settings, calls, abort } = options(
      jest.fn(async () => {
        const next = answers.shift();
        if (next) return next;
        abort.abort(); // the list left the cache
        throw new DOMException('Aborted', 'AbortError');
      }) as never,
    );
    await followLiveStream(settings);
    expect(calls.events).toEqual([removed]);
    expect(calls.opened).toEqual([false, true]);
  });

  it('stops when nobody is signed in any more', async () => {
    let token: string | null = 'token-1';
    const fetch = jest.fn(async () => {
      token = null; // signed out while the stream was open
      return body('');
    });
    const { settings } = options(fetch as never, { getToken: async () => token });
    await followLiveStream(settings);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
