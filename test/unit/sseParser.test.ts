import { createSseParser, type SseMessage } from '../../src/services/live/sseParser';

function parse(chunks: string[]): SseMessage[] {
  const messages: SseMessage[] = [];
  const parser = createSseParser((message) => messages.push(message));
  chunks.forEach((chunk) => parser.push(chunk));
  return messages;
}

const stream =
  'event: peticion\ndata: {"a":1}\n\n: keepalive\n\nevent: peticion\ndata: {"b":2}\n\n';

describe('the events stream parser', () => {
  it('reads events and skips comments', () => {
    expect(parse([stream])).toEqual([
      { event: 'peticion', data: '{"a":1}', id: '' },
      { event: 'peticion', data: '{"b":2}', id: '' },
    ]);
  });

  it('gives the same events however the text is cut, even one character at a time', () => {
    const expected = parse([stream]);
    for (let cut = 1; cut < stream.length; cut++) {
      expect(parse([stream.slice(0, cut), stream.slice(cut)])).toEqual(expected);
    }
    expect(parse([...stream])).toEqual(expected);
  });

  it('takes CRLF and lone CR as line breaks, a CRLF cut between its two characters included', () => {
    const crlf = stream.replace(/\n/g, '\r\n');
    const cr = stream.replace(/\n/g, '\r');
    const expected = parse([stream]);
    expect(parse([crlf])).toEqual(expected);
    expect(parse([cr])).toEqual(expected);
    for (let cut = 1; cut < crlf.length; cut++) {
      expect(parse([crlf.slice(0, cut), crlf.slice(cut)])).toEqual(expected);
    }
  });

  it('joins several data lines with a line break, and calls an unnamed event "message"', () => {
    expect(parse(['data: one\ndata:two\ndata\n\n'])).toEqual([
      { event: 'message', data: 'one\ntwo\n', id: '' },
    ]);
  });

  it('sends nothing for an event without data, nor for one not ended by a blank line yet', () => {
    expect(parse(['event: peticion\n\n', 'retry: 10\nid: 4\n\n', 'data: half'])).toEqual([]);
  });

  it('starts each event afresh: a name does not carry over to the next event', () => {
    expect(parse(['event: peticion\ndata: 1\n\ndata: 2\n\n'])).toEqual([
      { event: 'peticion', data: '1', id: '' },
      { event: 'message', data: '2', id: '' },
    ]);
  });

  it("tells each event the stream's last id: kept until another id replaces it", () => {
    expect(
      parse([
        'id: 7\nevent: peticion\ndata: a\n\n',
        'data: b\n\n',
        'id: 9\ndata: c\n\nid: x\0\ndata: d\n\n',
      ]),
    ).toEqual([
      { event: 'peticion', data: 'a', id: '7' },
      { event: 'message', data: 'b', id: '7' },
      { event: 'message', data: 'c', id: '9' },
      { event: 'message', data: 'd', id: '9' },
    ]);
  });
});
