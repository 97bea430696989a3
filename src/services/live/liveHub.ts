// One events stream per tab, for every list that follows the requests' changes (the unassigned
// list, the taken ones). Each list joins with its answer's position in the feed; the stream opens
// from the first such position, and every list gets each change after its own position once:
// changes that arrived before its answer from the log, later ones as they come.
// docs/decisions.md, "Live changes", says why it is built this way.
import type { PeticionEvent } from '../../../contract';
import type { EventStreamHandlers } from './eventStream';
import { createChangeLog, eventKey, type LoggedChange } from './changeLog';

/** What the hub asks of a list that follows the changes. */
export type LiveList = {
  /** Applies changes, oldest first, to the list as it is now (nothing when it has no data yet). */
  apply(events: readonly PeticionEvent[]): void;
  /** Loads the list again; its answer comes back through `loaded`. */
  reload(): void;
};

/** Where a list's load began: the changes arriving after it may be missing from its answer. */
export type LoadTicket = { readonly seq: number };

/** Opens the stream; aborting `signal` closes it. Supplied by whoever builds the hub. */
export type StreamOpener = (handlers: EventStreamHandlers) => Promise<void>;

export type LiveHub = {
  /** Starts following for the list `name`; returns how to stop. */
  join(name: string, list: LiveList): () => void;
  /** A load of the list is starting. */
  loadStarted(): LoadTicket;
  /**
   * The list's answer is in its cache. `position`: the feed's position it reflects, or undefined
   * for a backend that does not say (then every change since `ticket` is applied again over it).
   */
  loaded(name: string, ticket: LoadTicket, position: number | undefined): void;
};

/**
 * A list on the hub, and where it stands in the feed: every change up to `position` is in it when
 * its answer said so (`answered`); when the position came from the events themselves, only the
 * events of that change it was given (`taken`) are, the other of the pair may follow.
 */
type Member = {
  list: LiveList;
  position: number | undefined;
  answered: boolean;
  taken: Set<string>;
};

/** Whether `member` still needs `change`; if so, it now counts as given. */
function take(member: Member, { position, event }: LoggedChange): boolean {
  if (position === undefined || member.position === undefined || position > member.position) {
    if (position !== undefined) {
      member.position = position;
      member.answered = false;
      member.taken = new Set([eventKey(event)]);
    }
    return true;
  }
  if (position < member.position || member.answered) return false;
  const key = eventKey(event);
  if (member.taken.has(key)) return false;
  member.taken.add(key);
  return true;
}

export function createLiveHub(open: StreamOpener): LiveHub {
  const members = new Map<string, Member>();
  const log = createChangeLog();
  let stream: AbortController | undefined;
  // The position the open connection resumed from (-Infinity after a reset: every change since
  // the reset is in the log), and the last position received.
  let streamFrom = -Infinity;
  let last: number | undefined;

  function deliver(member: Member, changes: readonly LoggedChange[]) {
    const fresh = changes.filter((change) => take(member, change));
    if (fresh.length) member.list.apply(fresh.map((change) => change.event));
  }

  const reloadAll = () => members.forEach((member) => member.list.reload());

  function start(from: number | undefined) {
    stream?.abort();
    const controller = new AbortController();
    stream = controller;
    streamFrom = from ?? -Infinity;
    last = from;
    void open({
      signal: controller.signal,
      resumeFrom: () => last,
      onEvent(event, position) {
        if (controller !== stream) return;
        log.record(event, position);
        if (position !== undefined) last = Math.max(last ?? position, position);
        const change: LoggedChange = { seq: log.lastSeq(), position, event };
        members.forEach((member) => deliver(member, [change]));
      },
      onReset() {
        if (controller !== stream) return;
        // Whatever the lists hold may have missed changes: each loads again, and takes every
        // change from now on until its answer says where it stands.
        log.clear();
        streamFrom = -Infinity;
        last = undefined;
        members.forEach((member) => standAt(member, undefined));
        reloadAll();
      },
      onOpen(again, resumed) {
        if (controller !== stream || !again) return;
        // Reopened without a position (a backend without one): changes made meanwhile reached
        // nobody, so each list loads again, once.
        if (!resumed) reloadAll();
      },
      onRefused: () => controller === stream && reloadAll(),
    });
  }

  /** The member's list reflects the feed up to `position` (undefined: unknown). */
  function standAt(member: Member, position: number | undefined) {
    member.position = position;
    member.answered = position !== undefined;
    member.taken = new Set();
  }

  function stop() {
    stream?.abort();
    stream = undefined;
    log.clear();
    last = undefined;
  }

  return {
    join(name, list) {
      const member: Member = { list, position: undefined, answered: false, taken: new Set() };
      members.set(name, member);
      return () => {
        if (members.get(name) !== member) return;
        members.delete(name);
        if (!members.size) stop();
      };
    },
    loadStarted: () => ({ seq: log.lastSeq() }),
    loaded(name, ticket, position) {
      const member = members.get(name);
      if (!member) return;
      standAt(member, position);
      if (!stream) {
        start(position);
        return;
      }
      if (position === undefined) {
        deliver(member, log.sinceSeq(ticket.seq));
        return;
      }
      if (position >= Math.max(streamFrom, log.floor())) {
        deliver(member, log.after(position));
        return;
      }
      // The answer is older than what the stream or the log can still give: the stream starts
      // again from it and sends every change after it, in order (this list takes none from the
      // log, which would put a later change before earlier ones). Every list skips the changes it
      // already holds.
      start(position);
    },
  };
}
