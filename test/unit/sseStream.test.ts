import { framedEventsOf, openSseStream } from '../../server/live/sseStream';

const read = (stream: ReturnType<typeof openSseStream>) => {
  const chunks: string[] = [];
  stream.body.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  return () => chunks.join('');
};

describe('events streams: one change, written once for every stream', () => {
  it('writes each item as an event with its id and name', () => {
    expect(framedEventsOf('peticion', [{ a: 1 }, { b: 'dos' }], 7)).toBe(
      'id: 7\nevent: peticion\ndata: {"a":1}\n\n' + 'id: 7\nevent: peticion\ndata: {"b":"dos"}\n\n',
    );
  });

  it('makes the JSON of a change once, however many streams send it', () => {
    // The streams' keepalive timers, as Node makes them (jsdom's have no unref): never due here.
    const timers = jest
      .spyOn(globalThis, 'setInterval')
      .mockReturnValue({ unref: () => undefined } as unknown as ReturnType<typeof setInterval>);
    const stringify = jest.spyOn(JSON, 'stringify');
    try {
      const events = [
        { type: 'removed', id: 1 },
        { type: 'assigned', peticion: { id: 1 } },
      ];
      const streams = Array.from({ length: 20 }, () => openSseStream());
      const texts = streams.map(read);
      streams.forEach((stream) => stream.sendAll('peticion', events, 42));
      expect(stringify).toHaveBeenCalledTimes(events.length);
      expect(new Set(texts.map((text) => text())).size).toBe(1);
      expect(texts[0]!()).toContain('id: 42\nevent: peticion\n');
      streams.forEach((stream) => stream.end());
    } finally {
      stringify.mockRestore();
      timers.mockRestore();
    }
  });

  it('writes the same items anew under another id or name', () => {
    const events = [{ type: 'released', id: 3 }];
    expect(framedEventsOf('peticion', events, 1)).toContain('id: 1\n');
    expect(framedEventsOf('peticion', events, 2)).toContain('id: 2\n');
    expect(framedEventsOf('otro', events, 2)).toContain('event: otro\n');
  });
});
