import type { PeticionEvent } from '../../contract';
import {
  followEventStream,
  positionOf,
  type EventStreamOptions,
} from '../../src/services/live/eventStream';

const URL = 'http://api.test/api/admin/peticiones/eventos';

function options(fetch: typeof globalThis.fetch, overrides: Partial<EventStreamOptions> = {}) {
  const calls = {
    events: [] as [PeticionEvent, number | undefined][],
    opened: [] as [boolean, boolean][],
    refused: 0,
    resets: 0,
  };
  const abort = new AbortController();
  const settings: EventStreamOptions = {
    url: URL,
    getToken: async () => 'token-1',
    resumeFrom: () => undefined,
    onEvent: (event, position) => calls.events.push([event, position]),
    onReset: () => calls.resets++,
    onOpen: (again, resumed) => calls.opened.push([again, resumed]),
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

/** Answers each connection in turn, then stops following (the lists left the cache). */
function answering(answers: Response[], abort: () => AbortController) {
  return jest.fn(async (_url: string, _init?: RequestInit) => {
    const next = answers.shift();
    if (next) return next;
    abort().abort();
    throw new DOMException('Aborted', 'AbortError');
  });
}

describe('following the events stream', () => {
  it('gives up after two refusals in a row (401/403), asking for one reload in between', async () => {
    const fetch = jest.fn(async () => new Response('{}', { status: 403 }));
    const { settings, calls } = options(fetch as never);
    await followEventStream(settings);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(calls.refused).toBe(1);
    expect(calls.opened).toEqual([]);
  });

  it('sends the token in the Authorization header, never in the URL', async () => {
    const fetch = jest.fn(async (_url: string, _init?: RequestInit) => body(''));
    const { settings, abort } = options(fetch as never, {
      onOpen: () => abort.abort(),
    });
    await followEventStream(settings);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(URL);
    const headers = new Headers(init!.headers);
    expect(headers.get('Authorization')).toBe('Bearer token-1');
    // Nothing to resume from: the stream follows from now on.
    expect(headers.has('Last-Event-ID')).toBe(false);
  });

  it('tells each opening (again after a lost stream) and passes on only well-formed changes', async () => {
    const removed = { type: 'removed', id: 4, asignado: 'a@vasos.test' };
    const fetch = answering(
      [
        body(
          `event: peticion\ndata: ${JSON.stringify(removed)}\n\nevent: peticion\ndata: {oops\n\n`,
        ),
        new Response('{}', { status: 503 }),
        body('event: peticion\ndata: {"type":"removed","id":"4"}\n\n'),
      ],
      () => run.abort,
    );
    const run = options(fetch as never);
    await followEventStream(run.settings);
    expect(run.calls.events).toEqual([[removed, undefined]]);
    expect(run.calls.opened).toEqual([
      [false, false],
      [true, false],
    ]);
  });

  it('resumes each connection from the position it is given, and passes on each change with its own', async () => {
    const added = { type: 'released', id: 4 };
    const fetch = answering(
      [
        body(`id: 12\nevent: peticion\ndata: ${JSON.stringify(added)}\n\n`),
        body('event: reset\ndata: {}\n\n'),
      ],
      () => run.abort,
    );
    const resumeFrom = jest.fn().mockReturnValueOnce(11).mockReturnValueOnce(12);
    const run = options(fetch as never, { resumeFrom });
    await followEventStream(run.settings);
    const sent = fetch.mock.calls.map(([, init]) =>
      new Headers(init!.headers).get('Last-Event-ID'),
    );
    expect(sent.slice(0, 2)).toEqual(['11', '12']);
    expect(run.calls.events).toEqual([[added, 12]]);
    expect(run.calls.opened).toEqual([
      [false, true],
      [true, true],
    ]);
    expect(run.calls.resets).toBe(1);
  });

  it('stops when nobody is signed in any more', async () => {
    let token: string | null = 'token-1';
    const fetch = jest.fn(async () => {
      token = null; // signed out while the stream was open
      return body('');
    });
    const { settings } = options(fetch as never, { getToken: async () => token });
    await followEventStream(settings);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('a position as the stream writes it', () => {
  it('is a whole number of digits; anything else is none', () => {
    expect(positionOf('0')).toBe(0);
    expect(positionOf('42')).toBe(42);
    for (const id of ['', '-1', '4.5', 'x', ' 4', '99999999999999999999']) {
      expect(positionOf(id)).toBeUndefined();
    }
  });
});
