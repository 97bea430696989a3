// The changes of the unassigned requests, heard once per API process and fanned out to every open
// stream of that process. Every process listens on the database, so a change made through any of
// them reaches the dashboards connected to all of them.
import type { FastifyBaseLogger } from 'fastify';
import type { PeticionEvent } from '../../contract';
import type { Database, Unlisten } from '../db/open';
import { PETICIONES_CHANNEL, readPeticionChange } from '../db/peticionChanges';
import { findUnassigned } from '../db/peticiones';

export type FeedSubscriber = {
  send(event: PeticionEvent): void;
  /** The feed can no longer tell this subscriber everything (lost connection, stopping): end. */
  end(): void;
};

export type PeticionFeed = {
  /**
   * Adds a subscriber once the process is listening (the first one starts the listening; rejects
   * when the database cannot be listened to). Resolves to the function that removes it.
   */
  subscribe(subscriber: FeedSubscriber): Promise<() => void>;
  /** Ends every subscriber and stops listening: for a server that stops. */
  close(): Promise<void>;
  /** Streams open now. */
  size(): number;
};

export function peticionFeed(db: Database, log: FastifyBaseLogger): PeticionFeed {
  const subscribers = new Set<FeedSubscriber>();
  let listening: Promise<Unlisten> | undefined;
  let closed = false;
  // One change at a time, in the order they arrived: an `added` must not overtake, while its
  // request is read, a `removed` of the same request that came after it.
  let queue = Promise.resolve();

  const endAll = () => {
    const ending = [...subscribers];
    subscribers.clear();
    ending.forEach((subscriber) => subscriber.end());
  };

  async function toEvent(payload: string): Promise<PeticionEvent | undefined> {
    const change = readPeticionChange(payload);
    if (!change) return undefined;
    if (change.type === 'removed') return change;
    // Taken again before it could be read: its `removed` follows, and there is nothing to add.
    const peticion = await findUnassigned(db, change.id);
    return peticion && { type: 'added', peticion };
  }

  function onPayload(payload: string) {
    queue = queue
      .then(() => toEvent(payload))
      .then((event) => {
        if (event) subscribers.forEach((subscriber) => subscriber.send(event));
      })
      .catch((error: unknown) => {
        // A change that cannot be told leaves the streams behind the data: they end, and the
        // dashboards reconnect and reload the list.
        log.error({ err: error }, 'cannot read a change of the requests');
        endAll();
      });
  }

  // Changes made while the connection was down are lost: every stream ends, so its dashboard
  // reconnects (the next subscriber listens anew) and reloads what it missed.
  function onLost() {
    log.warn('stopped hearing changes of the requests');
    listening = undefined;
    endAll();
  }

  return {
    async subscribe(subscriber) {
      if (closed) throw new Error('The server is stopping');
      listening ??= db.listen(PETICIONES_CHANNEL, onPayload, { onLost }).catch((error: unknown) => {
        listening = undefined;
        throw error;
      });
      await listening;
      if (closed) throw new Error('The server is stopping');
      subscribers.add(subscriber);
      return () => void subscribers.delete(subscriber);
    },
    size: () => subscribers.size,
    async close() {
      closed = true;
      endAll();
      const stopping = listening;
      listening = undefined;
      const unlisten = await stopping?.catch(() => undefined);
      await unlisten?.();
    },
  };
}
