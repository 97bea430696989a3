import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { setRequestIdHeader } from './requestId';
import { setSecurityHeaders } from './securityHeaders';

const messages: Record<string, string> = {
  FST_ERR_BAD_URL: 'Malformed URL',
  FST_ERR_MAX_PARAM_LENGTH: 'URL segment too long',
};

/**
 * Errors Fastify answers before any route or hook runs (a URL it cannot decode: 400; a path
 * parameter over maxParamLength: 414). Its default body has its own shape; these get `{ error }`
 * and the same headers as every other answer.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
  setSecurityHeaders(reply, request.url);
  setRequestIdHeader(request, reply);
  void reply.code(status).send({ error: messages[error.code] ?? 'Internal server error' });
}
