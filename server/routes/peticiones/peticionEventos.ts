import { Type } from '@fastify/type-provider-typebox';
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import { adminPaths } from '../../../contract';
import { changesAfter, feedPosition } from '../../db/peticiones/changeFeed';
import type { Database } from '../../db/engine/open';
import { actorOf } from '../../http/access/actor';
import { HttpError } from '../../http/errors';
import type { OpenStreams } from '../../live/openStreams';
import { changeRelay, resumePosition, type ChangeRelay } from '../../live/changeRelay';
import { eventsOf, type PeticionFeed } from '../../live/peticionFeed';
import { openSseStream, type SseStream } from '../../live/sseStream';

export type PeticionEventosOptions = {
  db: Database;
  feed: PeticionFeed;
  streams: OpenStreams;
  keepaliveMs?: number;
};

/** An open stream has no JSON to serialise: its body is written as events happen. */
const eventsSchema = {
  tags: ['peticiones'],
  operationId: 'getPeticionEventos',
  summary: 'Server-sent events: every change of the requests, resumable',
  headers: Type.Object({
    'last-event-id': Type.Optional(
      Type.String({
        description:
          "Resume after this position (a list's `position`, or the last event id received): " +
          'every change after it comes first; one the API no longer keeps, or never gave, ' +
          'gets `event: reset`',
        examples: ['128'],
      }),
    ),
  }),
  response: {
    200: {
      description:
        'A stream that stays open: each change as the pair of events of the request as it now ' +
        'is (`removed` + `assigned` when taken, `added` + `released` when not), both with ' +
        '`id: <position>` and `event: peticion`, one `data:` line of JSON each; `event: reset` ' +
        '(`data: {}`) when a resume cannot be made; a `: connected` comment first and ' +
        '`: keepalive` every 25 s',
      content: {
        'text/event-stream': {
          schema: {
            type: 'string',
            examples: [
              'id: 128\nevent: peticion\ndata: {"type":"removed","id":42,"asignado":"maria@vasos.test"}\n\n' +
                'id: 128\nevent: peticion\ndata: {"type":"assigned","peticion":{"id":42}}\n\n',
            ],
          },
        },
      },
    },
  },
};

/** What a client that had every change up to `after` missed, or a reset (null: no position). */
async function sendMissed(db: Database, relay: ChangeRelay, after: number | null) {
  if (after === null) {
    relay.reset(await feedPosition(db));
    return;
  }
  const missed = await changesAfter(db, after);
  if (missed.outcome === 'reset') {
    relay.reset(missed.through);
    return;
  }
  const changes = missed.changes.map(({ position, ...now }) => ({
    position,
    events: eventsOf(now),
  }));
  await relay.replay(after, changes, missed.through);
}

/** Sends what the client missed (when it asks to resume), then goes live. */
async function catchUp(
  db: Database,
  relay: ChangeRelay,
  after: number | null | undefined,
  stream: SseStream,
  log: FastifyBaseLogger,
) {
  try {
    if (after !== undefined) await sendMissed(db, relay, after);
    relay.goLive();
  } catch (error) {
    // The client reconnects and resumes from the last change it got.
    log.error({ err: error }, 'cannot read the changes a stream missed');
    stream.end();
  }
}

/**
 * `GET …/peticiones/eventos`: server-sent events, each change of a request as the pair of events
 * of its state now, with the change's position as the event id, for as long as the client stays.
 * With `Last-Event-ID: <position>` it first sends every change after it (docs/api.md). Behind the
 * staff guard like every admin call: the token travels in the Authorization header (the client
 * reads the stream with fetch).
 */
export const peticionEventosRoutes: FastifyPluginAsync<PeticionEventosOptions> = async (
  app,
  { db, feed, streams, keepaliveMs },
) => {
  const options = { config: { access: 'readPeticiones' as const }, schema: eventsSchema };
  app.get(adminPaths.peticionesEventos, options, async (request, reply) => {
    const after = resumePosition(request.headers['last-event-id']);
    const stream = openSseStream(keepaliveMs);
    const relay = changeRelay(stream);
    let unsubscribe: () => void;
    try {
      // Followed before what was missed is read: a change committed in between is held, not lost.
      unsubscribe = await feed.subscribe({ send: relay.heard, end: () => stream.end() });
    } catch (error) {
      stream.end();
      request.log.error({ err: error }, 'cannot follow the changes of the requests');
      throw new HttpError(503, 'Live updates are not available right now; try again');
    }
    // Its token expired, or the person lost access: the stream ends (the client reconnects with
    // a fresh token, and is refused if they are no longer staff). See live/openStreams.ts.
    const { uid } = actorOf(request);
    const token = request.staffToken;
    if (!token) throw new HttpError(401, 'Missing or malformed Authorization header');
    const { authTime, expiresAt } = token;
    const stopRechecking = streams.add({
      uid,
      token: { authTime, expiresAt },
      end: () => stream.end(),
    });
    // The client went away (or the stream was ended here): the feed forgets it.
    stream.onClose(() => {
      unsubscribe();
      stopRechecking();
    });
    // The first bytes go at once, so the client knows it is connected before any change.
    stream.comment('connected');
    void catchUp(db, relay, after, stream, request.log);
    return (
      reply
        .header('Content-Type', 'text/event-stream; charset=utf-8')
        // A proxy that buffers answers (nginx does by default) would hold the events back.
        .header('X-Accel-Buffering', 'no')
        // The connection goes with the stream: a stopping server then has no idle keep-alive
        // connection left behind by it, and a reconnecting client opens a fresh one anyway.
        .header('Connection', 'close')
        .send(stream.body)
    );
  });
};
