// Follows the API's events stream for as long as it is wanted: reads it with fetch (the token in
// the Authorization header, never in the URL), resumes from the last change it received
// (`Last-Event-ID`), and reconnects with a growing wait when it is lost.
import {
  isPeticionEvent,
  PETICION_EVENT,
  RESET_EVENT,
  type PeticionEvent,
} from '../../../contract';
import { pause, reconnectDelay } from './reconnectDelay';
import { createSseParser, type SseMessage } from './sseParser';

/** What whoever follows the stream is told, and how it stops following. */
export type EventStreamHandlers = {
  /**
   * Where the next connection resumes: the position of the last change received (sent as
   * `Last-Event-ID`), or undefined to follow from now on. Asked before each connection.
   */
  resumeFrom(): number | undefined;
  /** A change, with its position in the feed when the stream gives one (`id:`). */
  onEvent(event: PeticionEvent, position: number | undefined): void;
  /** The API no longer keeps the position asked for: whoever holds a list reloads it once. */
  onReset(): void;
  /**
   * The stream is open: `again` after a lost one. `resumed` when it was asked to resume from a
   * position: then nothing was missed meanwhile (or a reset follows).
   */
  onOpen(again: boolean, resumed: boolean): void;
  /**
   * The API refused the token (401/403). The lists are reloaded through the app's usual calls, which
   * refresh the token or end the session; a second refusal in a row stops following.
   */
  onRefused(): void;
  /** Aborting it closes the stream and stops reconnecting. */
  signal: AbortSignal;
};

export type EventStreamOptions = EventStreamHandlers & {
  url: string;
  /** The session's ID token; null when nobody is signed in (then nothing is followed). */
  getToken(): Promise<string | null>;
  fetch?: typeof fetch;
  random?: () => number;
};

/** Whether the answer was a stream that opened (and has now ended), or the token was refused. */
type Outcome = 'ended' | 'refused' | 'failed';

/** A position as the stream writes it (`id: 42`); anything else is no position. */
export function positionOf(id: string): number | undefined {
  if (!/^\d+$/.test(id)) return undefined;
  const position = Number(id);
  return Number.isSafeInteger(position) ? position : undefined;
}

function dispatch(message: SseMessage, options: EventStreamOptions) {
  if (message.event === RESET_EVENT) {
    options.onReset();
    return;
  }
  if (message.event !== PETICION_EVENT) return;
  let parsed: unknown;
  try {
    parsed = JSON.parse(message.data);
  } catch {
    return;
  }
  if (isPeticionEvent(parsed)) options.onEvent(parsed, positionOf(message.id));
}

async function readStream(body: ReadableStream<Uint8Array>, options: EventStreamOptions) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const parser = createSseParser((message) => dispatch(message, options));
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    parser.push(decoder.decode(value, { stream: true }));
  }
}

async function connectOnce(
  options: EventStreamOptions,
  opened: (resumed: boolean) => void,
): Promise<Outcome> {
  const { signal } = options;
  const token = await options.getToken();
  if (!token || signal.aborted) return 'failed';
  const from = options.resumeFrom();
  const headers: Record<string, string> = {
    Authorization: `Bearer ${token}`,
    Accept: 'text/event-stream',
  };
  if (from !== undefined) headers['Last-Event-ID'] = String(from);
  // The page's fetch as it is now, not as it was when this module loaded.
  const response = await (options.fetch ?? fetch)(options.url, {
    headers,
    cache: 'no-store',
    signal,
  });
  if (response.status === 401 || response.status === 403) return 'refused';
  if (!response.ok || !response.body) return 'failed';
  opened(from !== undefined);
  await readStream(response.body, options);
  return 'ended';
}

/** Resolves once `signal` aborts, or the session is gone, or the API refused the token twice. */
export async function followEventStream(options: EventStreamOptions): Promise<void> {
  const { signal } = options;
  let attempt = 0;
  let refusals = 0;
  let openedBefore = false;
  while (!signal.aborted) {
    let outcome: Outcome;
    try {
      outcome = await connectOnce(options, (resumed) => {
        options.onOpen(openedBefore, resumed);
        openedBefore = true;
        attempt = 0;
        refusals = 0;
      });
    } catch {
      // Network down, the API stopping, or aborted: tried again below unless aborted.
      outcome = 'failed';
    }
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- it may be aborted during the await
    if (signal.aborted) return;
    if (outcome === 'refused') {
      if (++refusals >= 2) return;
      options.onRefused();
    } else if (outcome === 'failed' && !(await options.getToken().catch(() => 'unknown'))) {
      return; // Signed out: nothing to follow.
    }
    await pause(reconnectDelay(attempt++, options.random), signal);
  }
}
