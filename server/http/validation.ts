// How route schemas are checked. Each route declares its params, querystring and body as JSON
// Schema (built with TypeBox, which also gives the handler its types); Fastify runs the check
// before the handler, and a route's schemaErrorFormatter turns the problems into its `{ error }`.
import { Type } from '@fastify/type-provider-typebox';
import { Ajv, type Options } from 'ajv';
import type { FastifyInstance } from 'fastify';
import { isEmail } from '../staff/email';

const EMAIL_FORMAT = 'email-address';

/** Row and request ids are PostgreSQL `integer`s: nothing above this can name one. */
export const MAX_ID = 2_147_483_647;

/** An e-mail address by the server's loose rule (the identity provider has the last word). */
export const EmailAddress = Type.String({ format: EMAIL_FORMAT });

// The format runs the length check before its pattern, which a long text would make slow.
const common: Options = {
  useDefaults: true,
  formats: { [EMAIL_FORMAT]: { type: 'string', validate: isEmail } },
};

/**
 * Bodies are JSON and taken as sent: "12.5" is not a number and a key the route does not know is
 * refused, not dropped. Every problem is collected, so the answer can name the one that matters.
 * Parts of the URL are text: "50" reads as 50 and unknown query keys are dropped, as Fastify does by
 * default; `verbose` keeps the offending value, for answers that quote it.
 */
export function validateWithSchemas(app: FastifyInstance) {
  const bodies = new Ajv({
    ...common,
    coerceTypes: false,
    removeAdditional: false,
    allErrors: true,
  });
  const urlParts = new Ajv({
    ...common,
    coerceTypes: 'array',
    removeAdditional: true,
    verbose: true,
  });
  app.setValidatorCompiler(({ schema, httpPart }) =>
    (httpPart === 'body' ? bodies : urlParts).compile(schema),
  );
}
