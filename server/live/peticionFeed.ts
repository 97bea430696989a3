// The changes of the requests, heard once per API process and fanned out to every open stream of
// that process. Every process listens on the database, so a change made through any of them
// reaches the dashboards connected to all of them.
import type { FastifyBaseLogger } from 'fastify';
import type { PeticionEvent } from '../../contract';
import { isAssignedPeticion } from '../../contract';
import type { Database, Unlisten } from '../db/engine/open';
import { PETICIONES_CHANNEL, readChangeNotice } from '../db/peticiones/peticionChanges';
import { findPeticiones, type PeticionNow } from '../db/peticiones/peticionRows';

/** One change of the feed: its position, and the events that tell the request as it now is. */
export type FeedChange = { position: number; events: PeticionEvent[] };

export type FeedSubscriber = {
  send(change: FeedChange): void;
  /** The feed can no longer tell this subscriber everything (lost connection, stopping): end. */
  end(): void;
};

export type PeticionFeed = {
  /**
   * Adds a subscriber once the process is listening (the first one starts the listening; rejects
   * when the database cannot be listened to): every change committed from then on reaches it.
   * Resolves to the function that removes it.
   */
  subscribe(subscriber: FeedSubscriber): Promise<() => void>;
  /** Ends every subscriber and stops listening: for a server that stops. */
  close(): Promise<void>;
  /** Streams open now. */
  size(): number;
};

/**
 * The pair of events for each list that may hold the request (contract/peticionEvents.ts): taken,
 * it leaves the unassigned list and is on the board as it is; not taken, the other way round; not
 * taken and its customer's data erased, on neither list.
 */
export function eventsOf({ peticion, suprimida }: PeticionNow): PeticionEvent[] {
  if (isAssignedPeticion(peticion)) {
    return [
      { type: 'removed', id: peticion.id, asignado: peticion.asignado },
      { type: 'assigned', peticion },
    ];
  }
  if (suprimida) {
    return [
      { type: 'removed', id: peticion.id, asignado: false },
      { type: 'released', id: peticion.id },
    ];
  }
  return [
    { type: 'added', peticion },
    { type: 'released', id: peticion.id },
  ];
}

export function peticionFeed(db: Database, log: FastifyBaseLogger): PeticionFeed {
  const subscribers = new Set<FeedSubscriber>();
  let listening: Promise<Unlisten> | undefined;
  let closed = false;
  // One change at a time, in the order they arrived (the order of their positions): a change
  // must not overtake, while its request is read, one that came before it.
  let queue = Promise.resolve();

  const endAll = () => {
    const ending = [...subscribers];
    subscribers.clear();
    ending.forEach((subscriber) => subscriber.end());
  };

  async function toChange(payload: string): Promise<FeedChange | undefined> {
    const notice = readChangeNotice(payload);
    if (!notice) return undefined;
    // As it is now, which may already include later changes: theirs follow, telling the same.
    const now = (await findPeticiones(db, [notice.id])).get(notice.id);
    return now && { position: notice.position, events: eventsOf(now) };
  }

  function onPayload(payload: string) {
    queue = queue
      .then(() => toChange(payload))
      .then((change) => {
        if (change) subscribers.forEach((subscriber) => subscriber.send(change));
      })
      .catch((error: unknown) => {
        // A change that cannot be told leaves the streams behind the data: they end, and the
        // dashboards reconnect and resume from the last change they got.
        log.error({ err: error }, 'cannot read a change of the requests');
        endAll();
      });
  }

  // Changes made while the connection was down are not heard: every stream ends, so its dashboard
  // reconnects (the next subscriber listens anew) and resumes from the last change it got.
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
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- close() may have run during the await
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
