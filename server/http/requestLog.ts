import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { ENLACE_PAGE_PREFIX, PUBLIC_ENLACE_PREFIX } from '../../contract';

// A customer's link carries its token in the path (`/c/{token}`, `/api/public/c/{token}/…`): the
// segment after either prefix never reaches a log line, whatever it holds.
const TOKEN_IN_PATH = new RegExp(
  `^(${[PUBLIC_ENLACE_PREFIX + '/', ENLACE_PAGE_PREFIX].map((prefix) => prefix.replace(/[/]/g, '\\/')).join('|')})[^/?#]*`,
);

/** The URL as a log line may hold it: a link's token replaced by `[token]`. */
export const loggedUrl = (url: string): string => url.replace(TOKEN_IN_PATH, '$1[token]');

/**
 * One log line per request, written when it completes: method, path, status and time. Fastify's
 * default writes two, and its request serializer is kept out so no header can ever be logged.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    const line = {
      method: request.method,
      url: loggedUrl(request.url),
      statusCode: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
    };
    if (error) reply.log.error({ ...line, err: error }, 'request failed');
    else reply.log.info(line, 'request');
  }
}
