// The changes the events stream brought lately, so that a list whose answer reflects an earlier
// moment than the stream has reached can be brought up to date without loading it again.
import type { PeticionEvent } from '../../../contract';

/**
 * What an event is about within its change: a change is told as a pair of events (contract's
 * PeticionEvent), both under its position, each about one list.
 */
export const eventKey = (event: PeticionEvent): string =>
  `${event.type}:${'peticion' in event ? event.peticion.id : event.id}`;

/** One change as received: its place in this tab's arrival order, and its position in the feed. */
export type LoggedChange = { seq: number; position: number | undefined; event: PeticionEvent };

/** How many recent changes are kept (a list loading meanwhile seldom misses more than a few). */
export const KEPT_CHANGES = 500;

export type ChangeLog = {
  /** The arrival number of the last change received (0 before any). */
  lastSeq(): number;
  /**
   * Keeps a change. An event already kept at its position is not kept twice (a resumed stream may
   * send a change again); returns whether it was new.
   */
  record(event: PeticionEvent, position: number | undefined): boolean;
  /** The changes received after arrival number `seq`, oldest first. */
  sinceSeq(seq: number): LoggedChange[];
  /** The changes after `position` in the feed, in feed order. */
  after(position: number): LoggedChange[];
  /**
   * The highest position no longer kept (-Infinity while nothing was dropped): the log holds every
   * change it received after it.
   */
  floor(): number;
  clear(): void;
};

export function createChangeLog(kept = KEPT_CHANGES): ChangeLog {
  let seq = 0;
  let floor = -Infinity;
  // In feed order where positions are known (a stream resumed from further back may send older
  // changes after newer ones), else in arrival order.
  let changes: LoggedChange[] = [];
  /** `position|eventKey` of every event kept with a position. */
  const keys = new Set<string>();
  const keyOf = (position: number, event: PeticionEvent) => `${position}|${eventKey(event)}`;

  function insert(change: LoggedChange) {
    let index = changes.length;
    if (change.position !== undefined) {
      while (index > 0 && (changes[index - 1].position ?? -Infinity) > change.position) index--;
    }
    changes.splice(index, 0, change);
    if (changes.length > kept * 2) {
      const dropped = changes.slice(0, changes.length - kept);
      changes = changes.slice(-kept);
      for (const old of dropped) {
        if (old.position === undefined) continue;
        keys.delete(keyOf(old.position, old.event));
        floor = Math.max(floor, old.position);
      }
    }
  }

  return {
    lastSeq: () => seq,
    record(event, position) {
      if (position !== undefined) {
        const key = keyOf(position, event);
        if (keys.has(key) || position <= floor) return false;
        keys.add(key);
      }
      insert({ seq: ++seq, position, event });
      return true;
    },
    sinceSeq: (since) => changes.filter((change) => change.seq > since),
    after: (position) =>
      changes.filter((change) => change.position !== undefined && change.position > position),
    floor: () => floor,
    clear() {
      changes = [];
      keys.clear();
      floor = -Infinity;
    },
  };
}
