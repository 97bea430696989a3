// A list of requests kept as the bytes it is sent as, until the change feed moves (docs/server.md,
// "Lists read once per change").
import type { FastifyReply, FastifyRequest } from 'fastify';
import { feedPosition, readPositioned } from '../db/peticiones/changeFeed';
import type { Database } from '../db/engine/open';
import {
  checkKept,
  entryOf,
  KEPT_LAG_MAX,
  patchedEntries,
  type KeptList,
  type ListEntry,
  type Listed,
  type ListRead,
} from '../db/peticiones/listChanges';
import { sendEncoded, type EncodedAnswer } from './encodedAnswer';

type Kept = KeptList & EncodedAnswer & { madeAt: number };

/**
 * A list made again within this long of its last making is changing faster than brotli's better
 * qualities pay for (a move a second on the board): its compressed forms are made at the fastest
 * (EncodedAnswer's `quick`). A list that holds still longer is compressed well, as before.
 */
export const CHURNING_WITHIN_MS = 1000;

/** Whether a list made at `now` after one made at `before` (if any) is compressed quickly. */
export const isChurning = (before: number | undefined, now: number) =>
  before !== undefined && now - before < CHURNING_WITHIN_MS;

/** How often the kept lists were made: read whole, or brought up to date row by row. */
export const listCacheCounts = { wholeReads: 0, patches: 0 };

/**
 * The route's own serialiser, row by row: a row's JSON is cut out of a one-row answer, and an
 * answer is its frame (`{"data":[],"position":…}`) with the rows' JSON put in, joined by commas,
 * as the serialiser writes an array. A list brought up to date serialises its changed rows only.
 */
function rowSerialiser(reply: FastifyReply) {
  const framed = (data: object[], position: number) =>
    reply.serialize({ data, position }) as string;
  const empty = framed([], 0);
  const cut = empty.indexOf('[]') + 1;
  const tail = empty.length - cut;
  return {
    rowJson: (row: object) => {
      const json = framed([row], 0);
      return json.slice(cut, json.length - tail);
    },
    answerOf: (entries: readonly ListEntry[], position: number) => {
      const frame = framed([], position);
      return joinedAnswer(Buffer.from(frame.slice(0, cut)), entries, Buffer.from(frame.slice(cut)));
    },
  };
}

const COMMA = 0x2c;

/** The answer's bytes: the frame's head, the rows' JSON joined by commas, the frame's tail. */
function joinedAnswer(head: Buffer, entries: readonly ListEntry[], tail: Buffer): Buffer {
  let length = head.length + tail.length + Math.max(entries.length - 1, 0);
  for (const entry of entries) length += entry.json.length;
  const answer = Buffer.allocUnsafe(length);
  let at = head.copy(answer, 0);
  entries.forEach((entry, index) => {
    if (index > 0) answer[at++] = COMMA;
    answer.set(entry.json, at);
    at += entry.json.length;
  });
  tail.copy(answer, at);
  return answer;
}

/**
 * `ask` shared by the calls that arrive while it runs: they wait for the next one, which starts
 * when it ends and serves them all. A call never takes a query that began before it arrived (a
 * write its client made just before might not be in it), so at most two wait, however many calls.
 */
export function sharedQuery<T>(ask: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  let following: Promise<T> | undefined;
  const start = (): Promise<T> => {
    const query = ask();
    running = query;
    const done = () => {
      if (running === query) running = undefined;
    };
    query.then(done, done);
    return query;
  };
  // Those that waited take a query that began after they arrived: one started meanwhile, or theirs.
  const next = () => {
    following = undefined;
    return running ?? start();
  };
  const shared = (): Promise<T> => (running ? (following ??= running.then(next, next)) : start());
  return shared;
}

/**
 * Every write of a request adds to the feed, so a list read at a position is the list for as long
 * as the feed stays there, and for longer when the changes since touch none of its rows: each call
 * reads the position only (one row); when it has moved, the requests changed since are read as the
 * list shows them and compared with the kept rows' fingerprints (db/peticiones/listChanges.ts).
 * A list one of them changed (in, out or in place) is brought up to date: those rows taken out
 * and put back where they now stand, its JSON made anew from the kept rows' JSON, and compressed
 * again, once however many ask. A note changes neither list (the board's card does not show
 * notes), a move only the board, a new order only the unassigned list. An unchanged list keeps the
 * position it was read at, which stays true: the changes a client then gets on its events stream
 * change nothing in it. Calls that arrive meanwhile wait for that check. The position is asked
 * once for the calls that arrive while it is being asked (the board at 1,000 calls a second made
 * as many queries of one row; docs/server.md, "Lists read once per change").
 */
export function positionedCache<Row extends { id: number }>(db: Database, read: ListRead<Row>) {
  let kept: Kept | undefined;
  let pending: Promise<Kept> | undefined;

  async function refresh(reply: FastifyReply): Promise<Kept> {
    const { rowJson, answerOf } = rowSerialiser(reply);
    const toEntry = (row: Listed<Row>) => entryOf(row, rowJson(row));
    const keep = (entries: ListEntry[], position: number): Kept => {
      const madeAt = performance.now();
      return {
        position,
        checked: position,
        entries,
        prints: new Map(entries.map((entry) => [entry.id, entry.print])),
        body: answerOf(entries, position),
        encoded: new Map(),
        madeAt,
        quick: isChurning(kept?.madeAt, madeAt),
      };
    };
    const readAnew = async () => {
      listCacheCounts.wholeReads++;
      const answer = await readPositioned(db, read);
      return keep(answer.data.map(toEntry), answer.position);
    };

    if (!kept) return (kept = await readAnew());
    const check = await checkKept(db, read, kept, toEntry);
    if (check.outcome === 'read anew') return (kept = await readAnew());
    if (check.outcome === 'unchanged') {
      if (check.through - kept.position <= KEPT_LAG_MAX) {
        kept.checked = Math.max(kept.checked, check.through);
        return kept;
      }
      // Too far behind for a stream resumed from it: the same rows, at the feed's position now.
      return (kept = keep(kept.entries, check.through));
    }
    // Every request changed since the kept list's position is now as the feed's `through` has it.
    listCacheCounts.patches++;
    return (kept = keep(patchedEntries(kept.entries, check.ids, check.now), check.through));
  }

  const positionNow = sharedQuery(() => feedPosition(db));

  async function current(reply: FastifyReply): Promise<Kept> {
    const now = await positionNow();
    if (kept && kept.checked >= now) return kept;
    return (pending ??= refresh(reply).finally(() => (pending = undefined)));
  }

  return async function send(request: FastifyRequest, reply: FastifyReply) {
    return sendEncoded(request, reply, await current(reply));
  };
}
