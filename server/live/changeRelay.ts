// What one events stream sends of the change feed. A stream resumed after a position (its client's
// Last-Event-ID) first sends what the client missed, read from the feed, then the changes heard
// live: it follows the feed before reading what was missed, holding what it hears meanwhile, so
// no change falls between the two, and sends none twice.
import { PETICION_EVENT, RESET_EVENT } from '../../contract';
import type { FeedChange } from './peticionFeed';
import type { SseStream } from './sseStream';

export type ChangeRelay = {
  /** A change heard from the feed: held while the stream catches up, sent once it is live. */
  heard: (change: FeedChange) => void;
  /**
   * Sends what a client that had everything up to `after` missed (in position order), which
   * together are the state at position `through`; what was held at or below it is dropped.
   */
  replay(after: number, missed: readonly FeedChange[], through: number): Promise<void>;
  /**
   * Tells the client its position cannot be resumed from: it reloads its lists, which will reflect
   * at least `through` (the newest position when this was decided), so what was held at or below
   * it is dropped.
   */
  reset(through: number): void;
  /** Sends what was held and, from now on, every change as it is heard. */
  goLive(): void;
};

export function changeRelay(stream: SseStream): ChangeRelay {
  let lastSent = 0;
  let held: FeedChange[] | undefined = [];

  const send = (change: FeedChange) => {
    // The client already has this change, or a later state of its request.
    if (change.position <= lastSent) return;
    lastSent = change.position;
    stream.sendAll(PETICION_EVENT, change.events, change.position);
  };

  return {
    heard(change) {
      if (held) held.push(change);
      else send(change);
    },
    async replay(after, missed, through) {
      lastSent = after;
      for (const change of missed) {
        send(change);
        // A long absence can be a lot to send: it goes at the pace the client reads.
        await stream.drained();
      }
      lastSent = Math.max(lastSent, through);
    },
    reset(through) {
      // An event without data would be dropped by an SSE reader: it carries an empty object.
      stream.send(RESET_EVENT, {});
      lastSent = through;
    },
    goLive() {
      const pending = held ?? [];
      held = undefined;
      pending.forEach(send);
    },
  };
}

/**
 * The position a client asks to resume after: undefined without the header (the stream starts
 * live), null when it is not a position (nothing to resume from: reset).
 */
export function resumePosition(header: string | string[] | undefined): number | null | undefined {
  if (header === undefined || header === '') return undefined;
  if (typeof header !== 'string' || !/^(0|[1-9][0-9]{0,14})$/.test(header)) return null;
  return Number(header);
}
