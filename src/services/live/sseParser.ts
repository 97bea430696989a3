// Server-sent events read by hand: the stream comes through fetch (EventSource cannot send the
// Authorization header), so its text is cut into events here, as the HTML standard describes.

/**
 * One event: its name (`message` when unnamed), its data lines joined, and the stream's last event
 * id when it was dispatched ('' before any `id:` line): an id stays until another replaces it.
 */
export type SseMessage = { event: string; data: string; id: string };

export type SseParser = {
  /** Feeds the next piece of text, cut anywhere (inside a line, between CR and LF). */
  push(chunk: string): void;
};

/** Calls `onMessage` for each complete event; comments (`: …`) and unknown fields are skipped. */
export function createSseParser(onMessage: (message: SseMessage) => void): SseParser {
  let buffer = '';
  // A CR that ended the last chunk: an LF starting the next one belongs to the same line break.
  let pendingCr = false;
  let event = '';
  let data: string[] = [];
  let lastId = '';

  function line(text: string) {
    if (text === '') {
      // A blank line ends the event; one without data is nothing to tell.
      if (data.length) onMessage({ event: event || 'message', data: data.join('\n'), id: lastId });
      event = '';
      data = [];
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    let value = colon < 0 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
    // An id holding NUL is ignored, as the standard says.
    else if (field === 'id' && !value.includes('\0')) lastId = value;
  }

  return {
    push(chunk) {
      let text = chunk;
      if (pendingCr && text.startsWith('\n')) text = text.slice(1);
      pendingCr = false;
      buffer += text;
      const breaks = /\r\n|\r|\n/g;
      let start = 0;
      let match: RegExpExecArray | null;
      while ((match = breaks.exec(buffer))) {
        // A CR at the very end may be half of a CRLF: take it as the break, remember to skip an LF.
        if (match[0] === '\r' && match.index === buffer.length - 1) pendingCr = true;
        line(buffer.slice(start, match.index));
        start = match.index + match[0].length;
      }
      buffer = buffer.slice(start);
    },
  };
}
