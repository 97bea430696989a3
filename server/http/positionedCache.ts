// A list of requests kept as the bytes it is sent as, until the change feed moves (docs/server.md,
// "Lists read once per change").
import type { FastifyReply, FastifyRequest } from 'fastify';
import { feedPosition, readPositioned } from '../db/peticiones/changeFeed';
import type { Database } from '../db/engine/open';
import {
  printsOf,
  unchangedThrough,
  type KeptList,
  type ListRead,
} from '../db/peticiones/listChanges';
import { encodedAnswer, sendEncoded, type EncodedAnswer } from './encodedAnswer';

type Kept = KeptList & EncodedAnswer;

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
 * Only a list one of them changed (in, out or in place) is read, serialised through the route's
 * schema and compressed again, once however many ask: a note changes neither list (the board's
 * card does not show notes), a move only the board, a new order only the unassigned list. An
 * unchanged list keeps the position it was read at, which stays true: the changes a client then
 * gets on its events stream change nothing in it. Calls that arrive meanwhile wait for that check.
 * The position is asked once for the calls that arrive while it is being asked (the board at
 * 1,000 calls a second made as many queries of one row; docs/server.md, "Lists read once per
 * change").
 */
export function positionedCache<Row extends { id: number }>(db: Database, read: ListRead<Row>) {
  let kept: Kept | undefined;
  let pending: Promise<Kept> | undefined;

  async function readAnew(reply: FastifyReply): Promise<Kept> {
    const answer = await readPositioned(db, read);
    return {
      position: answer.position,
      checked: answer.position,
      prints: printsOf(answer.data),
      ...encodedAnswer(reply, answer),
    };
  }

  async function refresh(reply: FastifyReply): Promise<Kept> {
    const through = kept && (await unchangedThrough(db, read, kept));
    if (kept && through !== undefined) {
      kept.checked = Math.max(kept.checked, through);
      return kept;
    }
    return (kept = await readAnew(reply));
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
