// Follows the API's events stream for as long as it is wanted: reads it with fetch (the token in
// the Authorization header, never in the URL), and reconnects with a growing wait when it is lost.
import { isPeticionEvent, PETICION_EVENT, type PeticionEvent } from '../../../contract';
import { pause, reconnectDelay } from './liveBackoff';
import { createSseParser } from './liveParser';

export type LiveStreamOptions = {
  url: string;
  /** The session's ID token; null when nobody is signed in (then nothing is followed). */
  getToken(): Promise<string | null>;
  onEvent(event: PeticionEvent): void;
  /**
   * The stream is open: `again` after a lost one, when changes may have been missed meanwhile and
   * the list must be reloaded.
   */
  onOpen(again: boolean): void;
  /**
   * The API refused the token (401/403). The list is reloaded through the app's usual calls, which
   * refresh the token or end the session; a second refusal in a row stops following.
   */
  onRefused(): void;
  /** Aborting it closes the stream and stops reconnecting. */
  signal: AbortSignal;
  fetch?: typeof fetch;
  random?: () => number;
};

/** Whether the answer was a stream that opened (and has now ended), or the token was refused. */
type Outcome = 'ended' | 'refused' | 'failed';

async function readStream(body: ReadableStream<Uint8Array>, onEvent: (e: PeticionEvent) => void) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const parser = createSseParser(({ event, data }) => {
    if (event !== PETICION_EVENT) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(data);
    } catch {
      return;
    }
    if (isPeticionEvent(parsed)) onEvent(parsed);
  });
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    parser.push(decoder.decode(value, { stream: true }));
  }
}

async function connectOnce(options: LiveStreamOptions, opened: () => void): Promise<Outcome> {
  const { signal } = options;
  const token = await options.getToken();
  if (!token || signal.aborted) return 'failed';
  const response = await (options.fetch ?? fetch)(options.url, {
    headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' },
    cache: 'no-store',
    signal,
  });
  if (response.status === 401 || response.status === 403) return 'refused';
  if (!response.ok || !response.body) return 'failed';
  opened();
  await readStream(response.body, options.onEvent);
  return 'ended';
}

/** Resolves once `signal` aborts, or the session is gone, or the API refused the token twice. */
export async function followLiveStream(options: LiveStreamOptions): Promise<void> {
  const { signal } = options;
  let attempt = 0;
  let refusals = 0;
  let openedBefore = false;
  while (!signal.aborted) {
    let outcome: Outcome;
    try {
      outcome = await connectOnce(options, () => {
        options.onOpen(openedBefore);
        openedBefore = true;
        attempt = 0;
        refusals = 0;
      });
    } catch {
      // Network down, the API stopping, or aborted: tried again below unless aborted.
      outcome = 'failed';
    }
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
