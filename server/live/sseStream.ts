// One open server-sent events stream: the body of an answer, written as events happen.
import { PassThrough } from 'node:stream';

/** A comment line every so often keeps proxies and load balancers from closing an idle stream. */
export const KEEPALIVE_MS = 25_000;

/**
 * A client that reads slower than events arrive would have them pile up in memory: past this, its
 * stream is ended, and the client reconnects and reloads the list.
 */
const MAX_BUFFERED_BYTES = 256 * 1024;

export type SseStream = {
  /** What to send as the answer's body. */
  readonly body: PassThrough;
  /** `event: <name>` and one `data:` line of JSON. */
  send(name: string, data: unknown): void;
  /**
   * One `event: <name>` per item, each with `id: <id>` (what a client sends back as Last-Event-ID
   * to resume), written at once: a change's events travel together.
   */
  sendAll(name: string, items: readonly unknown[], id: number): void;
  /** Resolves once what was written has mostly gone to the client (or the stream has ended). */
  drained(): Promise<void>;
  comment(text: string): void;
  /** Ends the answer (and so its request): nothing more is written. */
  end(): void;
  /** Called once, when the stream ends for any reason (ended here, or the client went away). */
  onClose(listener: () => void): void;
};

type Framed = { name: string; id: number; text: string };

/**
 * A change's events as the streams write them, kept by its events' array: every open stream sends
 * the same change (the same array), and each request's JSON is written once, not once a stream
 * (20 dashboards open made 20 copies of it per change; docs/server.md, "The change feed").
 */
const framedEvents = new WeakMap<readonly unknown[], Framed>();

/** `items` as `sendAll` writes them: one event each, with `id` and `name`. */
export function framedEventsOf(name: string, items: readonly unknown[], id: number): string {
  const kept = framedEvents.get(items);
  if (kept?.name === name && kept.id === id) return kept.text;
  const text = items
    .map((item) => `id: ${id}\nevent: ${name}\ndata: ${JSON.stringify(item)}\n\n`)
    .join('');
  framedEvents.set(items, { name, id, text });
  return text;
}

export function openSseStream(keepaliveMs = KEEPALIVE_MS): SseStream {
  const body = new PassThrough();
  const open = () => !body.writableEnded && !body.destroyed;
  const write = (text: string) => {
    if (!open()) return;
    if (body.writableLength > MAX_BUFFERED_BYTES) return void body.end();
    body.write(text);
  };
  const keepalive = setInterval(() => write(': keepalive\n\n'), keepaliveMs);
  // A stream must not keep the process alive on its own.
  keepalive.unref();
  body.once('close', () => clearInterval(keepalive));
  return {
    body,
    // JSON.stringify never writes a line break, so one data line holds the whole event.
    send: (name, data) => write(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`),
    sendAll: (name, items, id) => write(framedEventsOf(name, items, id)),
    drained: () =>
      new Promise<void>((resolve) => {
        if (!open() || !body.writableNeedDrain) {
          resolve();
          return;
        }
        const done = () => {
          body.off('drain', done);
          body.off('close', done);
          resolve();
        };
        body.on('drain', done);
        body.on('close', done);
      }),
    comment: (text) => write(`: ${text}\n\n`),
    end() {
      clearInterval(keepalive);
      if (open()) body.end();
    },
    onClose: (listener) => void body.once('close', listener),
  };
}
