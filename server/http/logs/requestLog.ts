import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { ENLACE_PAGE_PREFIX, PUBLIC_ENLACE_PREFIX } from '../../../contract';
import { RequestLogger } from './requestLogger';

// A customer's link carries its token in the path (`/c/{token}`, `/api/public/c/{token}/…`): the
// segment after either prefix never reaches a log line, whatever it holds.
const TOKEN_IN_PATH = new RegExp(
  `^(${[PUBLIC_ENLACE_PREFIX + '/', ENLACE_PAGE_PREFIX].map((prefix) => prefix.replace(/[/]/g, '\\/')).join('|')})[^/?#]*`,
);

/** The URL as a log line may hold it: a link's token replaced by `[token]`. */
export const loggedUrl = (url: string): string =>
  // Most URLs carry no link: the prefixes are checked before the pattern runs.
  url.startsWith(PUBLIC_ENLACE_PREFIX) || url.startsWith(ENLACE_PAGE_PREFIX)
    ? url.replace(TOKEN_IN_PATH, '$1[token]')
    : url;

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
    const url = loggedUrl(request.url);
    const ms = Math.round(reply.elapsedTime);
    const { method } = request;
    const { statusCode } = reply;
    if (error) {
      reply.log.error({ method, url, statusCode, ms, err: error }, 'request failed');
      return;
    }
    // Without making the request's logger for it: the same line, its request id first (under
    // Fastify's default label, the one this controller is built with).
    const parent = reply.log instanceof RequestLogger ? reply.log.parentForLines : undefined;
    if (parent && this.requestIdLogLabel === 'reqId') {
      parent.info({ reqId: request.id, method, url, statusCode, ms }, 'request');
    } else reply.log.info({ method, url, statusCode, ms }, 'request');
  }
}
