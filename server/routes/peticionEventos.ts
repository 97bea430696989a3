import type { FastifyPluginAsync } from 'fastify';
import { adminPaths, PETICION_EVENT } from '../../contract';
import type { TokenVerifier } from '../deps';
import { bearerToken } from '../http/authGuard';
import { HttpError } from '../http/errors';
import { recheckAccess } from '../live/accessRecheck';
import type { PeticionFeed } from '../live/peticionFeed';
import { openSseStream } from '../live/sseStream';

export type PeticionEventosOptions = {
  feed: PeticionFeed;
  tokens: TokenVerifier;
  keepaliveMs?: number;
  accessRecheckMs?: number;
};

/** An open stream has no JSON to serialise: its body is written as events happen. */
const eventsSchema = {
  tags: ['peticiones'],
  summary: 'Server-sent events: every change of the unassigned requests',
  response: {
    200: {
      description:
        'A stream that stays open: `event: peticion` and one `data:` line of JSON per change ' +
        '(`{ type: "added", peticion }` or `{ type: "removed", id, asignado }`), a `: connected` ' +
        'comment first and `: keepalive` every 25 s',
      content: {
        'text/event-stream': {
          schema: {
            type: 'string',
            examples: [
              'event: peticion\ndata: {"type":"removed","id":42,"asignado":"maria@vasos.test"}\n\n',
            ],
          },
        },
      },
    },
  },
};

/**
 * `GET …/peticiones/eventos`: server-sent events, one `event: peticion` per change of the
 * unassigned requests, for as long as the client stays. Behind the staff guard like every admin
 * call: the token travels in the Authorization header (the client reads the stream with fetch).
 */
export const peticionEventosRoutes: FastifyPluginAsync<PeticionEventosOptions> = async (
  app,
  { feed, tokens, keepaliveMs, accessRecheckMs },
) => {
  app.get(adminPaths.peticionesEventos, { schema: eventsSchema }, async (request, reply) => {
    const stream = openSseStream(keepaliveMs);
    let unsubscribe: () => void;
    try {
      unsubscribe = await feed.subscribe({
        send: (event) => stream.send(PETICION_EVENT, event),
        end: () => stream.end(),
      });
    } catch (error) {
      stream.end();
      request.log.error({ err: error }, 'cannot follow the changes of the requests');
      throw new HttpError(503, 'Live updates are not available right now; try again');
    }
    // Its token expired, or the person lost access: the stream ends (the client reconnects with
    // a fresh token, and is refused if they are no longer staff).
    const stopRechecking = recheckAccess(
      bearerToken(request)!,
      tokens,
      () => stream.end(),
      accessRecheckMs,
    );
    // The client went away (or the stream was ended here): the feed forgets it.
    stream.onClose(() => {
      unsubscribe();
      stopRechecking();
    });
    // The first bytes go at once, so the client knows it is connected before any change.
    stream.comment('connected');
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
