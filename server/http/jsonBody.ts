import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors';
import { findDuplicateKey } from './jsonKeys';

/**
 * Fastify's own JSON parser (empty-body error, `__proto__` and `constructor` poisoning refused,
 * the body limit applied before parsing), plus one rule: a key sent twice in the same object is a
 * 400, because which of the two values counts would be a guess.
 */
export function parseJsonStrictly(app: FastifyInstance) {
  const standard = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    standard(request, body as string, (error, value) => {
      if (error) return done(error, undefined);
      const duplicate = findDuplicateKey(body as string);
      if (duplicate !== undefined) {
        return done(badRequest(`Duplicate key in the JSON body: ${duplicate}`), undefined);
      }
      done(null, value);
    });
  });
}
