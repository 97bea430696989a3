import type { FastifyInstance } from 'fastify';
import { badRequest } from '../errors';
import { findDuplicateKey } from './jsonKeys';

export const NOT_UTF8 = 'The body is not valid UTF-8';

// `fatal`: bytes that are no UTF-8 throw instead of becoming U+FFFD, which would be stored as if
// the client had sent it. `ignoreBOM`: a leading BOM reaches the JSON parser as before.
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** The body's text, or undefined when its bytes are not UTF-8 (JSON's only encoding). */
function decoded(body: Buffer): string | undefined {
  try {
    return utf8.decode(body);
  } catch {
    return undefined;
  }
}

/**
 * Fastify's own JSON parser (empty-body error, `__proto__` and `constructor` poisoning refused,
 * the body limit applied before parsing), plus two rules: bytes that are not UTF-8 are a 400, not
 * a silent U+FFFD in the stored text; and a key sent twice in the same object is a 400, because
 * which of the two values counts would be a guess.
 */
export function parseJsonStrictly(app: FastifyInstance) {
  const standard = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, raw, done) => {
    const body = decoded(raw as Buffer);
    if (body === undefined) {
      done(badRequest(NOT_UTF8), undefined);
      return;
    }
    // Given a callback, the standard parser answers through it, not through what it returns.
    void standard(request, body, (error, value) => {
      if (error) {
        done(error, undefined);
        return;
      }
      const duplicate = findDuplicateKey(body);
      if (duplicate !== undefined) {
        done(badRequest(`Duplicate key in the JSON body: ${duplicate}`), undefined);
        return;
      }
      done(null, value);
    });
  });
}
